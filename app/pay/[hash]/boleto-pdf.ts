import 'server-only';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { BoletoSheet, Measure, SheetFont } from './boleto-sheet';

const BLACK = rgb(0, 0, 0);

/**
 * The boleto sheet as a one-page PDF in the standard Helvetica fonts, which a PDF reader has built in (nothing is
 * embedded but their names). The sheet's layout needs those fonts' widths, so it is built here, with pdf-lib's
 * metrics as its `measure`; then each of its texts, rules and bars is drawn where it says.
 */
export async function boletoPdf(build: (measure: Measure) => BoletoSheet): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: Record<SheetFont, PDFFont> = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const sheet = build((text, size, font) => fonts[font].widthOfTextAtSize(text, size));
  const page = pdf.addPage([sheet.width, sheet.height]);
  for (const op of sheet.ops) {
    if (op.kind === 'text') {
      page.drawText(op.text, { x: op.x, y: op.y, size: op.size, font: fonts[op.font], color: BLACK });
    } else if (op.kind === 'line') {
      page.drawLine({
        start: { x: op.x1, y: op.y1 },
        end: { x: op.x2, y: op.y2 },
        thickness: op.thickness,
        color: BLACK,
        dashArray: op.dashed ? [3, 3] : undefined,
      });
    } else {
      page.drawRectangle({ x: op.x, y: op.y, width: op.width, height: op.height, color: BLACK });
    }
  }
  // The title, not the file name, in the reader's title bar; the language for screen readers.
  pdf.setTitle(sheet.title, { showInWindowTitleBar: true });
  pdf.setLanguage(sheet.language);
  pdf.setCreator('Payrail');
  pdf.setProducer('Payrail');
  return pdf.save();
}
