import { formatDocument } from '@/lib/validation/documents';

/**
 * Cents of an amount as the payout API writes it (`R$ 1.234,56`, formatBrl's format); null if it is not one.
 * The API sends payout amounts as text, so the dashboard reads them back for arithmetic and the CSV.
 */
export function brlTextToCents(text: string): number | null {
  const match = /^(-)?R\$\s?(\d{1,3}(?:\.\d{3})*),(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[2]!.replace(/\./g, '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/**
 * An amount the payout API wrote (`R$ 1.234,56`) retold by `money`, the reader's format (useFormats), so an English
 * reader sees `R$ 1,234.56`; a text that is not such an amount is shown as the API wrote it.
 */
export function brlTextInFormat(text: string, money: (cents: number) => string): string {
  const cents = brlTextToCents(text);
  return cents === null ? text : money(cents);
}

/** `1234.56`: cents as a plain decimal, for the CSV (exact whatever a spreadsheet's locale). */
export function centsToDecimal(cents: number | null): string | null {
  if (cents === null) return null;
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A pix key as people read it: CPF and CNPJ keys punctuated, the others as they are. */
export function formatPixKey(pix: { key: string; key_type: string }): string {
  return pix.key_type === 'CPF' || pix.key_type === 'CNPJ' ? formatDocument(pix.key) : pix.key;
}
