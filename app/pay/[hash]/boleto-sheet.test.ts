import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/locale';
import { buildBarCode, digitableLine } from '@/lib/payin/boleto';
import en from '@/messages/en';
import ptBR from '@/messages/pt-BR';
import {
  boletoSheet,
  fitText,
  winAnsi,
  wrapText,
  type BoletoSheetInput,
  type Measure,
  type SheetOp,
} from './boleto-sheet';

/** Close to Helvetica's widths (digits 0.556 em, punctuation and spaces 0.278, letters a little more in bold). */
const measure: Measure = (text, size, font) =>
  Array.from(text).reduce(
    (sum, char) =>
      sum + size * (/[\s.,:;|il]/.test(char) ? 0.278 : /\d/.test(char) ? 0.556 : font === 'bold' ? 0.61 : 0.56),
    0,
  );

const line = digitableLine(
  buildBarCode({
    bankCode: '341',
    amountCents: 123_456,
    dueDate: '2026-12-31',
    agency: '0001',
    wallet: '09',
    ourNumber: '42',
    account: '1234567',
  }),
);

const input: BoletoSheetInput = {
  digitableLine: line,
  payee: { name: 'Loja Exemplo Ltda', document: '11.222.333/0001-81' },
  payer: { name: 'Beatriz Lima', document: '52998224725' },
  amountCents: 123_456,
  dueDate: '2026-12-31',
  // 02:00 UTC on 1 December is still 30 November in São Paulo.
  createdAt: new Date('2026-12-01T02:00:00Z'),
  invoice: 'INV-2026-0042',
  ourNumber: '00000000042',
  assignorCode: '0001/1234567-8',
  helpdesk: 'suporte@exemplo.com.br',
  description: 'Pedido 42',
  livemode: true,
};

const sheetIn = (locale: Locale, changes: Partial<BoletoSheetInput> = {}) => {
  const messages = locale === 'en' ? en : ptBR;
  return boletoSheet(
    { ...input, ...changes },
    createTranslator({ locale, messages, namespace: 'pay' }),
    locale,
    measure,
  );
};
const texts = (ops: SheetOp[]) => ops.flatMap((op) => (op.kind === 'text' ? [op] : []));
const allText = (ops: SheetOp[]) =>
  texts(ops)
    .map((op) => op.text)
    .join('\n');

describe('the boleto sheet', () => {
  it('says in Portuguese what a Brazilian boleto says, with Brazilian values', () => {
    const sheet = sheetIn('pt-BR');
    const text = allText(sheet.ops);
    for (const expected of [
      'Recibo do pagador',
      'Ficha de compensação',
      'Corte na linha pontilhada',
      'Local de pagamento',
      'Vencimento',
      '31/12/2026',
      '(=) Valor do documento',
      'R$ 1.234,56',
      'Beneficiário',
      'Loja Exemplo Ltda · CNPJ 11.222.333/0001-81',
      'Pagador',
      'Beatriz Lima · CPF ***.982.247-**',
      'Número do documento',
      'INV-2026-0042',
      'Nosso número',
      '00000000042',
      '0001/1234567-8',
      'Data do documento',
      '30/11/2026',
      'Não receber após o vencimento.',
      'Referente a: Pedido 42',
      'Atendimento: suporte@exemplo.com.br',
      'ITAÚ UNIBANCO S.A.',
      '341-7',
    ]) {
      expect(text).toContain(expected);
    }
    // The payer's whole CPF never reaches the page.
    expect(text).not.toContain('529.982.247-25');
    expect(text).not.toContain('52998224725');
    expect(sheet.title).toBe('Boleto INV-2026-0042: Loja Exemplo Ltda');
    expect(sheet.language).toBe('pt-BR');
  });

  it('prints the digitable line the charge has, grouped, on the receipt and atop the payment slip', () => {
    const printed = texts(sheetIn('pt-BR').ops).filter((op) => op.text.replace(/[ .]/g, '') === line);
    expect(printed).toHaveLength(2);
    expect(printed.every((op) => op.font === 'bold')).toBe(true);
    expect(printed[0]!.text).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  });

  it("speaks the payer's language in English and keeps the bank form's values Brazilian", () => {
    const text = allText(sheetIn('en').ops);
    for (const expected of [
      "Payer's receipt",
      'Due date (dd/mm/yyyy)',
      '(=) Document amount',
      'Beneficiary',
      'Payer',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('R$ 1.234,56');
    expect(text).toContain('31/12/2026');
    expect(text).not.toContain('Vencimento');
  });

  it('draws the ITF-25 bar code 103 mm long and 13 mm tall, inside the page', () => {
    const sheet = sheetIn('pt-BR');
    const bars = sheet.ops.flatMap((op) => (op.kind === 'bar' ? [op] : []));
    // Two start bars, five per pair of the 44 digits, two stop bars.
    expect(bars).toHaveLength(2 + 22 * 5 + 2);
    const left = Math.min(...bars.map((bar) => bar.x));
    const right = Math.max(...bars.map((bar) => bar.x + bar.width));
    expect((right - left) / (72 / 25.4)).toBeCloseTo(103, 6);
    expect(bars.every((bar) => bar.height / (72 / 25.4) === 13)).toBe(true);
    expect(Math.min(...bars.map((bar) => bar.y))).toBeGreaterThan(0);
    // Narrow bars 103/405 mm wide (about 0.25 mm, FEBRABAN's minimum), wide ones three times that.
    const widths = new Set(bars.map((bar) => Math.round((bar.width / (72 / 25.4)) * 10_000)));
    expect([...widths].sort()).toEqual(
      [Math.round((103 / 405) * 10_000), Math.round(((3 * 103) / 405) * 10_000)].sort(),
    );
  });

  it('says a test-mode boleto cannot be paid, and a live one does not', () => {
    expect(allText(sheetIn('pt-BR', { livemode: false }).ops)).toContain('AMBIENTE DE TESTE');
    expect(allText(sheetIn('en', { livemode: false }).ops)).toContain('TEST MODE');
    expect(allText(sheetIn('pt-BR').ops)).not.toContain('AMBIENTE DE TESTE');
  });

  it('keeps every text inside the page however long the names are', () => {
    const long = 'Comércio de Produtos Alimentícios e Bebidas Finas do Vale do Paraíba '.repeat(4);
    const sheet = sheetIn('pt-BR', {
      payee: { name: long, document: '11.222.333/0001-81' },
      payer: { name: long, document: '11222333000181' },
      description: long,
      helpdesk: long,
    });
    for (const op of texts(sheet.ops)) {
      expect(op.x).toBeGreaterThanOrEqual(36);
      expect(op.x + measure(op.text, op.size, op.font)).toBeLessThanOrEqual(sheet.width - 36 + 1e-9);
      expect(op.y).toBeGreaterThan(0);
    }
    expect(allText(sheet.ops)).toContain('…');
  });

  it('leaves out what the charge does not have', () => {
    const text = allText(
      sheetIn('pt-BR', { description: null, helpdesk: null, payee: { name: 'Loja', document: null } }).ops,
    );
    expect(text).not.toContain('Referente a');
    expect(text).not.toContain('Atendimento:');
    expect(text).not.toContain('CNPJ 11.222.333/0001-81');
  });

  it('refuses a digitable line whose check digits fail rather than draw bars for another boleto', () => {
    const tampered = `${line.slice(0, 46)}${(Number(line[46]) + 1) % 10}`;
    expect(() => sheetIn('pt-BR', { digitableLine: tampered })).toThrow(RangeError);
  });
});

describe('text a standard PDF font can draw', () => {
  it('keeps Portuguese, drops accents it cannot show, and marks the rest', () => {
    expect(winAnsi('São Paulo — “ação” · R$ 1,00 €')).toBe('São Paulo — “ação” · R$ 1,00 €');
    expect(winAnsi('Łódź\tKraków 漢字')).toBe('?ódz Kraków ??');
  });

  it('cuts text to a width with an ellipsis, and wraps words into lines', () => {
    const width = (text: string) => text.length;
    expect(fitText('Beatriz Lima', 12, width)).toBe('Beatriz Lima');
    expect(fitText('Beatriz Lima', 9, width)).toBe('Beatriz…');
    expect(wrapText('one two three four five', 9, 2, width)).toEqual(['one two', 'three fo…']);
    expect(wrapText('one two', 9, 2, width)).toEqual(['one two']);
    expect(wrapText('extraordinarily long', 9, 2, width)).toEqual(['extraord…', 'long']);
  });
});
