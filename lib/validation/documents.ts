// One entry per function: the package's root is a single file that the browser bundles cannot trim (about 13 KB
// gzip, its bank list included, on every page that shows a document); the pages' other imports of it do the same.
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

/**
 * Brazilian tax ids. A CPF is 11 digits. A CNPJ is 14 characters: since July 2026 the Receita Federal also issues
 * alphanumeric ones (12 characters of 0–9 or A–Z, then two check digits; Instrução Normativa RFB nº 2.229/2024), whose
 * check digits are computed over each character's ASCII code minus 48. Numeric CNPJs keep their meaning under that
 * rule, so one check accepts both. @brazilian-utils implements it as `version: 2`.
 */

// In a module of its own, so the payout form's pix key takes it without the validators below.
export { normalizeDocument } from './normalize-document';

export const isCpf = (value: string) => /^\d{11}$/.test(value) && isValidCpf(value);

/** A normalized CNPJ, numeric or alphanumeric, whose check digits match. */
export const isCnpj = (value: string) => /^[0-9A-Z]{12}\d{2}$/.test(value) && isValidCnpj(value, { version: 2 });

/** 00.000.000/0000-00 for a CNPJ (letters kept), 000.000.000-00 for a CPF, anything else as it is. */
export function formatDocument(value: string): string {
  if (/^[0-9A-Z]{12}\d{2}$/.test(value)) return formatCnpjTyped(value);
  if (/^\d{11}$/.test(value)) return formatCpf(value);
  return value;
}

/** A CNPJ as far as it is typed, numeric or alphanumeric: "12.ABC.3". */
export const formatCnpjTyped = (value: string) => formatCnpj(value, { version: 2 });

/**
 * A payer's document as the payment page and its boleto show it to whoever holds the link, with its kind: a CPF (a
 * person's) with its first three and last two digits hidden, `CPF ***.456.789-**`, as Brazil's public portals mask
 * one; a CNPJ (a company's, public in the Receita's register) whole, as banks print it; anything else hidden entirely.
 */
export function maskPayerDocument(value: string): string {
  if (/^\d{11}$/.test(value)) return `CPF ***.${value.slice(3, 6)}.${value.slice(6, 9)}-**`;
  if (/^[0-9A-Z]{12}\d{2}$/.test(value)) return `CNPJ ${formatCnpjTyped(value)}`;
  return '*'.repeat(value.length);
}
