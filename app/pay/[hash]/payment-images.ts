import 'server-only';
import { toSVG } from 'bwip-js/node';
import QRCode from 'qrcode';

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/**
 * The boleto's ITF-25 bar code (FEBRABAN: 44 digits, 3:1 wide/narrow ratio). The height is chosen so that,
 * printed 103 mm wide as the standard asks, the bars are 13 mm tall.
 */
export function boletoBarcodeDataUrl(barCode: string): string {
  return svgDataUrl(toSVG({ bcid: 'interleaved2of5', text: barCode, height: 18, includetext: false }));
}

/** The pix BR Code as a QR image; medium error correction survives a phone camera off a screen or paper. */
export async function pixQrDataUrl(brCode: string): Promise<string> {
  return svgDataUrl(await QRCode.toString(brCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
}
