import { isCnpj, normalizeDocument } from '@/lib/validation/documents';

/** What a search box's text can be: an id, a document (punctuation ignored), an e-mail, a UUID, or a code. */
export type SearchTerms = {
  text: string;
  id: number | null;
  /** A CPF or CNPJ (numeric or alphanumeric) without punctuation, or 3+ digits of one. */
  document: string | null;
  email: string | null;
  uuid: string | null;
  /** An ILIKE pattern for the text anywhere (its `%`, `_` and `\\` taken literally), for 3 characters or more. */
  pattern: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function searchTerms(query: string): SearchTerms {
  const text = query.trim();
  const digits = /^[\d.\-/\s]+$/.test(text) ? text.replace(/\D/g, '') : '';
  const alphanumericCnpj = normalizeDocument(text);
  const id = /^\d{1,15}$/.test(text) && Number.isSafeInteger(Number(text)) && Number(text) > 0 ? Number(text) : null;
  return {
    text,
    id,
    document: digits.length >= 3 ? digits : isCnpj(alphanumericCnpj) ? alphanumericCnpj : null,
    email: text.includes('@') ? text.toLowerCase() : null,
    uuid: UUID.test(text) ? text.toLowerCase() : null,
    pattern: text.length >= 3 ? `%${text.replace(/[\\%_]/g, '\\$&')}%` : null,
  };
}
