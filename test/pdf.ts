import { inflateSync } from 'node:zlib';

/**
 * The streams of a PDF made by pdf-lib, inflated: its pages' drawing operators, and its objects (all Flate). Each is
 * cut by its dictionary's `/Length`, not by searching for `endstream`: compressed bytes may end in a carriage return.
 */
export function pdfStreams(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  return Array.from(raw.matchAll(/\/Length (\d+)[^<>]*>>\s*stream\r?\n/g), (match) => {
    const start = (match.index ?? 0) + match[0].length;
    const compressed = raw.slice(start, start + Number(match[1]));
    return inflateSync(Buffer.from(compressed, 'latin1')).toString('latin1');
  });
}

/**
 * The texts a PDF made by pdf-lib draws, one per `drawText`: each is shown as a hex string in its font's encoding
 * (WinAnsi, that is Windows-1252, for the standard fonts), `<…> Tj`.
 */
export function pdfTexts(pdf: Uint8Array): string[] {
  return pdfStreams(pdf).flatMap((content) =>
    Array.from(content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g), (shown) =>
      Array.from(Buffer.from(shown[1] ?? '', 'hex'), windows1252).join(''),
    ),
  );
}

/** Windows-1252's 0x80–0x9F (Node 20's TextDecoder reads them as Latin-1's control characters); the rest is Latin-1. */
const WINDOWS_1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const windows1252 = (byte: number) =>
  byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_80_9F.charAt(byte - 0x80) : String.fromCharCode(byte);
