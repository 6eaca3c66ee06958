import 'server-only';
import { render, toSVG, type DrawingContext } from 'bwip-js/node';
import QRCode from 'qrcode';

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The boleto's ITF-25 (Interleaved 2 of 5) symbol, as bwip-js draws it: 3:1 wide to narrow, no human-readable text. */
const boletoSymbol = (barCode: string) => ({ bcid: 'interleaved2of5', text: barCode, includetext: false });

/**
 * The boleto's ITF-25 bar code (FEBRABAN: 44 digits, 3:1 wide/narrow ratio). The height is chosen so that,
 * printed 103 mm wide as the standard asks, the bars are 13 mm tall.
 */
export function boletoBarcodeDataUrl(barCode: string): string {
  return svgDataUrl(toSVG({ ...boletoSymbol(barCode), height: 18 }));
}

/** One bar: where it starts and how wide it is, in modules (narrow bar widths) from the symbol's left edge. */
export type Bar = { x: number; width: number };

/**
 * The same symbol as `boletoBarcodeDataUrl`, as bars to draw elsewhere (the boleto's PDF): bwip-js's encoding read
 * through its drawing interface. At scale 2 every bar's centre and width are whole pixels, so halving them gives exact
 * modules; `width` is the whole symbol's (405 modules for 44 digits).
 */
export function boletoBarcodeBars(barCode: string): { bars: Bar[]; width: number } {
  const scale = 2;
  const bars: Bar[] = [];
  let width = 0;
  const drawing: DrawingContext<void> = {
    scale: () => null,
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init: (pixels) => {
      width = pixels / scale;
    },
    // A linear symbol is drawn as vertical lines: x is a bar's centre, lineWidth its width.
    line: (x, _y0, _x1, _y1, lineWidth) => {
      bars.push({ x: (x - lineWidth / 2) / scale, width: lineWidth / scale });
    },
    polygon: unexpected,
    hexagon: unexpected,
    ellipse: unexpected,
    fill: () => {},
    text: unexpected,
    end: () => {},
  };
  render({ ...boletoSymbol(barCode), scale }, drawing);
  return { bars, width };
}

function unexpected(): never {
  throw new Error('an Interleaved 2 of 5 symbol is drawn with lines only');
}

/** The pix BR Code as a QR image; medium error correction survives a phone camera off a screen or paper. */
export async function pixQrDataUrl(brCode: string): Promise<string> {
  return svgDataUrl(await QRCode.toString(brCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
}
