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
    pattern: text.length >= 3 ? containing(text) : null,
  };
}

/** An ILIKE pattern for `part` anywhere, its `%`, `_` and `\\` taken literally. */
export function containing(part: string): string {
  return `%${part.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * A column's values as its statistics sample them (pg_stats): the most common ones with their shares of the rows, and
 * the bounds of a histogram of the rest.
 */
export type ColumnSample = { common: { value: string; share: number }[]; bounds: string[] };

/** Above this share of a column's rows, three characters narrow a trigram lookup too little to be worth reading. */
export const DENSE_SHARE = 0.1;

/** The estimated share of the column's rows whose value contains `piece` (lower case). */
function shareContaining(sample: ColumnSample, piece: string): number {
  const commonShare = sample.common.reduce((sum, { share }) => sum + share, 0);
  const inCommon = sample.common.reduce(
    (sum, { value, share }) => (value.toLowerCase().includes(piece) ? sum + share : sum),
    0,
  );
  const inBounds = sample.bounds.filter((value) => value.toLowerCase().includes(piece)).length;
  return inCommon + (sample.bounds.length === 0 ? 0 : ((1 - commonShare) * inBounds) / sample.bounds.length);
}

/**
 * The estimated share of a column's rows whose value contains `text` (pure): its share in the sample, or, where the
 * sample is too small to hold it, the product of its words' shares, the words taken as independent (`Beatriz Lima`: a
 * first name in 4 % of the rows, a last name in 8 %). Zero without a sample.
 */
export function expectedShare(text: string, sample: ColumnSample | null): number {
  if (!sample) return 0;
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const ofWords = words.reduce((share, word) => share * shareContaining(sample, word), words.length === 0 ? 0 : 1);
  return Math.max(shareContaining(sample, text.toLowerCase()), ofWords);
}

/**
 * What a trigram index should look up for a search text (pure): the text cut where a three-character window is in
 * more than DENSE_SHARE of the column's values (an invoice's `INV-000`, say), so the lookup skips the long lists of
 * those trigrams and reads the rare ones; the rows found are then checked against the whole text, so the result is
 * the same. Null to look up the whole text: no sample, no dense window, or nothing left once they are cut.
 */
export function selectiveParts(text: string, sample: ColumnSample | null): string[] | null {
  if (!sample || (sample.common.length === 0 && sample.bounds.length === 0)) return null;
  const characters = Array.from(text);
  const windows = characters.slice(0, -2).map((_, at) => characters.slice(at, at + 3));
  const dense = windows.map((window) => shareContaining(sample, window.join('').toLowerCase()) > DENSE_SHARE);
  if (!dense.includes(true)) return null;
  const parts: string[] = [];
  let start: number | null = null;
  dense.forEach((isDense, at) => {
    if (!isDense && start === null) start = at;
    if ((isDense || at === dense.length - 1) && start !== null) {
      const end = isDense ? at - 1 : at;
      parts.push(characters.slice(start, end + 3).join(''));
      start = null;
    }
  });
  return parts.length === 0 ? null : parts;
}

/**
 * Whether a text has a seam for the SQL function `word_seams` (migration 0017): two adjacent words of three characters
 * or more. A name of such words is looked up by its seams, far rarer than its trigrams. Should this and the function
 * disagree on a text (a character whose lower case is longer, say), the result is still right: the whole text is
 * checked on every row found, and a text whose seams Postgres finds empty is checked on the names themselves.
 */
export function hasWordSeam(text: string): boolean {
  const lengths = text
    .toLowerCase()
    .split(/\s+/u)
    .map((word) => Array.from(word).length);
  return lengths.some((length, at) => length >= 3 && (lengths[at + 1] ?? 0) >= 3);
}

/**
 * Whether a text has six digits in a row, which the SQL function `digit_grams` (migration 0019) gives a run of: a
 * number in an invoice is then looked up by its runs of six, far rarer than its digit trigrams. Both read the ASCII
 * digits only.
 */
export function hasDigitGram(text: string): boolean {
  return /[0-9]{6}/.test(text);
}
