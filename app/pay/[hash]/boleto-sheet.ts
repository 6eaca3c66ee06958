import { getBankByCode } from '@brazilian-utils/brazilian-utils';
import type { createTranslator, Messages } from 'next-intl';
import { formatCalendarDay, formatDate } from '@/lib/time-formats';
import { DEFAULT_TIME_ZONE, type Locale } from '@/lib/locale';
import { formatBrl } from '@/lib/money';
import { bankCodeDigit, barCodeFromDigitableLine, formatDigitableLine } from '@/lib/payin/boleto';
import { maskPayerDocument } from '@/lib/validation/documents';
import { boletoBarcodeBars } from './payment-images';

/**
 * The boleto as a page to print: every text, rule and bar with its place in PDF points (origin at the bottom left),
 * so that drawing it into a PDF is a loop over `ops`. Pure: the words come from the `pay` catalogue, the text widths
 * from the PDF's own font metrics (`measure`), and nothing is read or written elsewhere.
 *
 * The layout follows FEBRABAN's boleto: the payer's receipt above a dotted cut line, the payment slip (ficha de
 * compensação) below it with the bank's code, the digitable line, the fields banks print, and the ITF-25 bar code
 * 103 mm wide and 13 mm tall at its foot. The values are written as a Brazilian bank form writes them, whatever the
 * payer's language (`R$ 1.234,56`, `31/12/2026`): a teller, an ATM and a bank app read them, and the labels (in the
 * payer's language) say so where it matters.
 */

export type SheetFont = 'regular' | 'bold';
export type SheetOp =
  | { kind: 'text'; text: string; x: number; y: number; size: number; font: SheetFont }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; thickness: number; dashed: boolean }
  | { kind: 'bar'; x: number; y: number; width: number; height: number };
export type BoletoSheet = { title: string; language: Locale; width: number; height: number; ops: SheetOp[] };

/** A text's width in points in the PDF's font (Helvetica or Helvetica-Bold). */
export type Measure = (text: string, size: number, font: SheetFont) => number;
export type PayWords = ReturnType<typeof createTranslator<Messages, 'pay'>>;

/** What the boleto says, as the payment page has it. */
export type BoletoSheetInput = {
  /** The 47 digits, as the charge has them. */
  digitableLine: string;
  payee: { name: string; document: string | null };
  /** The payer's document as stored (digits, or an alphanumeric CNPJ): shown masked, as on the payment page. */
  payer: { name: string; document: string };
  amountCents: number;
  /** The due day, `YYYY-MM-DD` (a São Paulo calendar day). */
  dueDate: string;
  /** When the charge was created: its São Paulo day is the document date. */
  createdAt: Date;
  invoice: string;
  ourNumber: string;
  assignorCode: string;
  helpdesk: string | null;
  description: string | null;
  livemode: boolean;
};

const MM = 72 / 25.4;
/** A4 portrait. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CONTENT = PAGE.width - 2 * MARGIN;
const LABEL_SIZE = 6.5;
const VALUE_SIZE = 9;
const RULE = 0.6;
const HEAVY_RULE = 1.4;
/** The right-hand column of the payment slip (due date, amounts), as wide as banks print it. */
const RIGHT_COLUMN = 140;
/** FEBRABAN's bar code: 103 mm long, 13 mm tall. */
const BARCODE = { width: 103 * MM, height: 13 * MM };

type Cell = {
  label: string;
  value: string;
  /** Points, or the row's remaining width when left out (one cell per row at most). */
  width?: number;
  align?: 'left' | 'right';
  bold?: boolean;
};

export function boletoSheet(input: BoletoSheetInput, words: PayWords, locale: Locale, measure: Measure): BoletoSheet {
  const ops: SheetOp[] = [];
  const write = (text: string, x: number, y: number, size: number, font: SheetFont = 'regular') =>
    ops.push({ kind: 'text', text: winAnsi(text), x, y, size, font });
  const rule = (x1: number, y1: number, x2: number, y2: number, thickness = RULE, dashed = false) =>
    ops.push({ kind: 'line', x1, y1, x2, y2, thickness, dashed });
  const fit = (text: string, width: number, size: number, font: SheetFont) =>
    fitText(winAnsi(text), width, (part) => measure(part, size, font));
  const writeRight = (text: string, right: number, y: number, size: number, font: SheetFont = 'regular') =>
    write(text, right - measure(winAnsi(text), size, font), y, size, font);

  /** One row of labelled cells below `top`, ruled below and between; returns the row's bottom. */
  const row = (top: number, height: number, cells: Cell[]): number => {
    const fixed = cells.reduce((sum, cell) => sum + (cell.width ?? 0), 0);
    const bottom = top - height;
    let x = MARGIN;
    for (const cell of cells) {
      const width = cell.width ?? CONTENT - fixed;
      const font: SheetFont = cell.bold ? 'bold' : 'regular';
      write(fit(cell.label, width - 6, LABEL_SIZE, 'regular'), x + 3, top - 8, LABEL_SIZE);
      const value = fit(cell.value, width - 6, VALUE_SIZE, font);
      if (cell.align === 'right') writeRight(value, x + width - 3, bottom + 5, VALUE_SIZE, font);
      else write(value, x + 3, bottom + 5, VALUE_SIZE, font);
      if (x > MARGIN) rule(x, top, x, bottom);
      x += width;
    }
    rule(MARGIN, bottom, MARGIN + CONTENT, bottom);
    return bottom;
  };

  const barCode = barCodeFromDigitableLine(input.digitableLine);
  const bankCode = barCode.slice(0, 3);
  const bank = { name: getBankByCode(bankCode)?.name ?? '', code: `${bankCode}-${bankCodeDigit(bankCode)}` };
  /** The bank's name and code, then `right` (the digitable line, or the part's name), over a heavy rule. */
  const header = (top: number, right: string, rightSize: number): number => {
    const bottom = top - 24;
    const codeBox = { x: MARGIN + 130, width: 58 };
    write(fit(bank.name, codeBox.x - MARGIN - 6, 9, 'bold'), MARGIN, bottom + 7, 9, 'bold');
    const codeWidth = measure(bank.code, 14, 'bold');
    write(bank.code, codeBox.x + (codeBox.width - codeWidth) / 2, bottom + 6, 14, 'bold');
    rule(codeBox.x, top - 4, codeBox.x, bottom, HEAVY_RULE);
    rule(codeBox.x + codeBox.width, top - 4, codeBox.x + codeBox.width, bottom, HEAVY_RULE);
    const room = MARGIN + CONTENT - (codeBox.x + codeBox.width) - 6;
    writeRight(fit(right, room, rightSize, 'bold'), MARGIN + CONTENT, bottom + 7, rightSize, 'bold');
    rule(MARGIN, bottom, MARGIN + CONTENT, bottom, HEAVY_RULE);
    return bottom;
  };

  const line = formatDigitableLine(input.digitableLine);
  const amount = formatBrl(input.amountCents, 'pt-BR');
  const dueDate = formatCalendarDay(input.dueDate, 'pt-BR');
  const documentDate = formatDate(input.createdAt, { locale: 'pt-BR', timeZone: DEFAULT_TIME_ZONE });
  const payee = input.payee.document ? `${input.payee.name} · CNPJ ${input.payee.document}` : input.payee.name;
  const payer = `${input.payer.name} · ${maskPayerDocument(input.payer.document)}`;

  let top = PAGE.height - MARGIN;
  if (!input.livemode) {
    write(words('boletoPdf.testMode'), MARGIN, top - 11, 11, 'bold');
    top -= 20;
  }
  for (const text of wrapText(winAnsi(words('boleto.help')), CONTENT, 2, (part) => measure(part, 9, 'regular'))) {
    write(text, MARGIN, top - 9, 9);
    top -= 12;
  }

  // The payer's receipt: what the payer keeps.
  top = header(top - 14, words('boletoPdf.payerReceipt'), 10);
  top = row(top, 24, [
    { label: words('boleto.beneficiary'), value: payee },
    { label: words('boleto.assignorCode'), value: input.assignorCode, width: 120 },
    { label: words('boletoPdf.dueDate'), value: dueDate, width: 100, align: 'right', bold: true },
  ]);
  top = row(top, 24, [
    { label: words('boleto.payer'), value: payer },
    { label: words('boleto.ourNumber'), value: input.ourNumber, width: 120 },
    { label: words('boletoPdf.documentAmount'), value: amount, width: 100, align: 'right', bold: true },
  ]);
  top = row(top, 24, [
    { label: words('boleto.documentNumber'), value: input.invoice },
    { label: words('boletoPdf.documentDate'), value: documentDate, width: 120 },
    { label: words('boleto.helpdesk'), value: input.helpdesk ?? '', width: 100 },
  ]);
  top = row(top, 26, [{ label: words('boleto.digitableLine'), value: line, bold: true }]);
  writeRight(words('boletoPdf.authentication'), MARGIN + CONTENT, top - 9, LABEL_SIZE);

  // The cut line.
  top -= 48;
  writeRight(words('boletoPdf.cutHere'), MARGIN + CONTENT, top + 4, LABEL_SIZE);
  rule(MARGIN, top, MARGIN + CONTENT, top, RULE, true);

  // The payment slip: what the bank keeps.
  top = header(top - 22, line, 11);
  top = row(top, 24, [
    { label: words('boletoPdf.placeOfPayment'), value: words('boletoPdf.placeOfPaymentText') },
    { label: words('boletoPdf.dueDate'), value: dueDate, width: RIGHT_COLUMN, align: 'right', bold: true },
  ]);
  top = row(top, 24, [
    { label: words('boleto.beneficiary'), value: payee },
    { label: words('boleto.assignorCode'), value: input.assignorCode, width: RIGHT_COLUMN, align: 'right' },
  ]);
  top = row(top, 24, [
    { label: words('boletoPdf.documentDate'), value: documentDate, width: 90 },
    { label: words('boleto.documentNumber'), value: input.invoice },
    { label: words('boletoPdf.currency'), value: 'R$', width: 50 },
    { label: words('boleto.ourNumber'), value: input.ourNumber, width: RIGHT_COLUMN, align: 'right' },
  ]);

  // The instructions on the left, beside the amounts' column.
  const amounts: Cell[] = [
    { label: words('boletoPdf.documentAmount'), value: amount, bold: true },
    { label: words('boletoPdf.discount'), value: '' },
    { label: words('boletoPdf.interest'), value: '' },
    { label: words('boletoPdf.chargedAmount'), value: '' },
  ];
  const instructionsTop = top;
  const columnX = MARGIN + CONTENT - RIGHT_COLUMN;
  for (const cell of amounts) {
    write(fit(cell.label, RIGHT_COLUMN - 6, LABEL_SIZE, 'regular'), columnX + 3, top - 8, LABEL_SIZE);
    if (cell.value) writeRight(cell.value, MARGIN + CONTENT - 3, top - 19, VALUE_SIZE, 'bold');
    top -= 22;
    rule(columnX, top, MARGIN + CONTENT, top);
  }
  rule(columnX, instructionsTop, columnX, top);
  const instructionWidth = columnX - MARGIN - 6;
  write(
    fit(words('boletoPdf.instructions'), instructionWidth, LABEL_SIZE, 'regular'),
    MARGIN + 3,
    instructionsTop - 8,
    LABEL_SIZE,
  );
  const instructions = [
    words('boletoPdf.noPaymentAfterDue'),
    ...(input.description ? [words('boletoPdf.regarding', { description: input.description })] : []),
    ...(input.helpdesk ? [words('boletoPdf.helpdesk', { helpdesk: input.helpdesk })] : []),
  ];
  let instructionY = instructionsTop - 20;
  for (const instruction of instructions) {
    for (const text of wrapText(winAnsi(instruction), instructionWidth, 2, (part) => measure(part, 8, 'regular'))) {
      if (instructionY < top + 4) break;
      write(text, MARGIN + 3, instructionY, 8);
      instructionY -= 11;
    }
  }
  rule(MARGIN, top, columnX, top);

  top = row(top, 30, [{ label: words('boleto.payer'), value: payer }]);
  writeRight(
    `${words('boletoPdf.authentication')} · ${words('boletoPdf.paymentSlip')}`,
    MARGIN + CONTENT,
    top - 9,
    LABEL_SIZE,
  );

  // The bar code, below the slip's left edge: each module 103 mm / 405 wide.
  const symbol = boletoBarcodeBars(barCode);
  const moduleWidth = BARCODE.width / symbol.width;
  const barsBottom = top - 14 - BARCODE.height;
  for (const bar of symbol.bars) {
    ops.push({
      kind: 'bar',
      x: MARGIN + bar.x * moduleWidth,
      y: barsBottom,
      width: bar.width * moduleWidth,
      height: BARCODE.height,
    });
  }

  return {
    title: winAnsi(words('boletoPdf.title', { invoice: input.invoice, payee: input.payee.name })),
    language: locale,
    width: PAGE.width,
    height: PAGE.height,
    ops,
  };
}

/** The characters Windows-1252 has beyond Latin-1's: what a standard PDF font (WinAnsiEncoding) can also show. */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(char);
};

/**
 * Text a standard PDF font can draw: a merchant's or buyer's name may hold any character, and Helvetica's encoding
 * knows about 220. Line breaks and tabs become spaces; a character outside it is tried without its accents (`ł`
 * stays unmatched, `ő` becomes `o`), then becomes `?`.
 */
export function winAnsi(text: string): string {
  return Array.from(text.normalize('NFC').replace(/\s/g, ' '), (char) => {
    if (isWinAnsi(char)) return char;
    const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
    return Array.from(bare).every(isWinAnsi) && bare !== '' ? bare : '?';
  }).join('');
}

/** `text` cut to fit `width` (as `widthOf` measures), ending in `…` when cut. */
export function fitText(text: string, width: number, widthOf: (text: string) => number): string {
  if (widthOf(text) <= width) return text;
  const characters = Array.from(text);
  let kept = characters.length;
  while (kept > 0 && widthOf(`${characters.slice(0, kept).join('').trimEnd()}…`) > width) kept -= 1;
  return `${characters.slice(0, kept).join('').trimEnd()}…`;
}

/** Words laid into at most `lines` lines of `width`; what does not fit ends the last line in `…`. */
export function wrapText(text: string, width: number, lines: number, widthOf: (text: string) => number): string[] {
  const words = text.split(' ').filter(Boolean);
  const result: string[] = [];
  let current = '';
  for (const [index, word] of words.entries()) {
    const candidate = current ? `${current} ${word}` : word;
    if (widthOf(candidate) <= width) {
      current = candidate;
    } else if (result.length === lines - 1) {
      return [...result, fitText([current, ...words.slice(index)].filter(Boolean).join(' '), width, widthOf)];
    } else {
      // A word wider than a line on its own is cut where it stands.
      result.push(fitText(current || word, width, widthOf));
      current = current ? word : '';
    }
  }
  return current ? [...result, fitText(current, width, widthOf)] : result;
}
