import { describe, expect, it } from 'vitest';
import { boletoBarcodeBars, type Bar } from './payment-images';

/** Interleaved 2 of 5's table (ISO/IEC 16390): each digit's five elements, N narrow and W wide. */
const PATTERNS = ['NNWWN', 'WNNNW', 'NWNNW', 'WWNNN', 'NNWNW', 'WNWNN', 'NWWNN', 'NNNWW', 'WNNWN', 'NWNWN'];

/** Reads bars back into digits, independently of the encoder: start NNNN, pairs of digits interleaved, stop WNN. */
function decode(bars: Bar[]): string {
  // Bars and the spaces between them, alternately, in modules.
  const elements = bars.flatMap((bar, i) => {
    const next = bars[i + 1];
    return next ? [bar.width, next.x - (bar.x + bar.width)] : [bar.width];
  });
  const letter = (modules: number) => (modules === 1 ? 'N' : modules === 3 ? 'W' : '?');
  const letters = elements.map(letter).join('');
  expect(letters.slice(0, 4)).toBe('NNNN');
  expect(letters.slice(-3)).toBe('WNN');
  let digits = '';
  for (let at = 4; at < letters.length - 3; at += 10) {
    const pair = letters.slice(at, at + 10);
    const barsOf = [0, 2, 4, 6, 8].map((i) => pair[i]).join('');
    const spacesOf = [1, 3, 5, 7, 9].map((i) => pair[i]).join('');
    digits += `${PATTERNS.indexOf(barsOf)}${PATTERNS.indexOf(spacesOf)}`;
  }
  return digits;
}

describe('boleto bar code as bars', () => {
  const barCode = '34197758600000152500001090000000421234567000';

  it('decodes back to the 44 digits, with narrow bars of one module and wide ones of three', () => {
    const { bars, width } = boletoBarcodeBars(barCode);
    expect(decode(bars)).toBe(barCode);
    expect(bars[0]!.x).toBe(0);
    // 4 (start) + 22 pairs × 18 + 5 (stop): what FEBRABAN's 103 mm are divided into.
    expect(width).toBe(405);
    expect(bars.at(-1)!.x + bars.at(-1)!.width).toBe(405);
  });

  it('changes with every digit', () => {
    const other = `${barCode.slice(0, 43)}1`;
    expect(decode(boletoBarcodeBars(other).bars)).toBe(other);
    expect(boletoBarcodeBars(other).bars).not.toEqual(boletoBarcodeBars(barCode).bars);
  });
});
