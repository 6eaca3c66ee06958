import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfStreams, pdfTexts } from '@/test/pdf';
import { boletoPdf } from './boleto-pdf';
import type { BoletoSheet, Measure } from './boleto-sheet';

const sheet: BoletoSheet = {
  title: 'Boleto INV-1: Loja Exemplo Ltda',
  language: 'pt-BR',
  width: 595.28,
  height: 841.89,
  ops: [
    { kind: 'text', text: 'Recibo do pagador', x: 36, y: 800, size: 10, font: 'bold' },
    { kind: 'line', x1: 36, y1: 790, x2: 559.28, y2: 790, thickness: 0.6, dashed: true },
    { kind: 'text', text: 'Beneficiário · São Paulo…', x: 36, y: 780, size: 6.5, font: 'regular' },
    { kind: 'bar', x: 36, y: 100, width: 0.72, height: 36.85 },
    { kind: 'bar', x: 37.44, y: 100, width: 2.16, height: 36.85 },
  ],
};

describe('the boleto PDF', () => {
  it('is one page of the sheet’s size, titled and in the sheet’s language', async () => {
    const pdf = await boletoPdf(() => sheet);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    expect(document.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(document.getTitle()).toBe(sheet.title);
    expect(document.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(pt-BR)');
  });

  it('draws every text of the sheet, in order, accents and ellipsis included', async () => {
    expect(pdfTexts(await boletoPdf(() => sheet))).toEqual(['Recibo do pagador', 'Beneficiário · São Paulo…']);
  });

  it('fills one rectangle per bar and strokes the dashed cut line', async () => {
    const content = pdfStreams(await boletoPdf(() => sheet)).join('\n');
    expect(content.match(/^f$/gm)).toHaveLength(2);
    expect(content).toContain('[3 3] 0 d');
  });

  it('lays the sheet out with Helvetica’s own widths', async () => {
    let measure: Measure | undefined;
    await boletoPdf((given) => {
      measure = given;
      return sheet;
    });
    // Helvetica: digits 556/1000 em; Helvetica-Bold: "W" 944/1000 em.
    expect(measure?.('0123456789', 10, 'regular')).toBeCloseTo(55.6, 6);
    expect(measure?.('W', 10, 'bold')).toBeCloseTo(9.44, 6);
  });
});
