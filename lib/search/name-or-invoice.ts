import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { inScope } from '@/db/scope';
import { payinCharges, payinNameSeams, payoutNameSeams, payoutPayments } from '@/db/schema';
import type { Scope } from '@/lib/livemode';
import { containing, hasDigitGram, hasWordSeam, selectiveParts, type ColumnSample, type SearchTerms } from './rules';

/**
 * How the search looks for a part of a payment's name or invoice (lib/search/service.ts): through the trigram indexes
 * (pg_trgm, migration 0014), a name of several words through the seams kept beside the payments (migrations 0017
 * and 0018), and a number in an invoice through its runs of six digits (migration 0019).
 */

/** The hits of each kind a search answers, the newest first. */
export const PER_KIND = 5;

/**
 * `value ILIKE pattern`, looked up in the trigram index through `parts` when they are given (`selectiveParts`): the
 * index reads the parts, and the whole pattern is checked on the rows found, written so that Postgres cannot hand
 * it (and its dense trigrams) to the index too.
 */
function containsText(value: SQL, pattern: string, parts: string[] | null): SQL {
  if (!parts) return sql`${value} ilike ${pattern}`;
  return and(
    ...parts.map((part) => sql`${value} ilike ${containing(part)}`),
    sql`(${value} ilike ${pattern}) is true`,
  )!;
}

/**
 * An invoice containing a text with six digits in a row, looked up by its runs of six digits (`digit_grams`,
 * migration 0019) and the whole text checked on the rows found, first, written so that Postgres cannot hand the
 * pattern's dense digit trigrams to the trigram index too.
 */
function containsByDigitGrams(invoice: AnyColumn, pattern: string, text: string): SQL {
  return and(sql`(${invoice} ilike ${pattern}) is true`, sql`digit_grams(${invoice}) @> digit_grams(${text})`)!;
}

/** The name seams kept beside a kind of payment (migration 0018), and the column that names the payment. */
type NameSeams =
  | { table: typeof payinNameSeams; payment: typeof payinNameSeams.chargeId }
  | { table: typeof payoutNameSeams; payment: typeof payoutNameSeams.payoutId };

/**
 * A payment whose name contains a text of several words, found by the name seams kept beside the payments
 * (`word_seams`, migrations 0017 and 0018): the scope's rows of the text's first seam are read newest first, the whole
 * text is checked on each (on the index alone), and the first PER_KIND that pass are the newest payments of all whose
 * name contains it. However many payments the name has, a few hundred index entries are read, where the payments'
 * own indexes bring every match to sort (407 per table at 10,000,000 rows for one full name). Every name that contains
 * the text has its seams, so none is missed; a text whose seams Postgres finds empty (`hasWordSeam` and
 * `word_seams` can disagree) is checked on the names themselves.
 */
function namedBySeams(payment: AnyColumn, name: SQL, seams: NameSeams, scope: Scope, pattern: string, text: string) {
  const { table } = seams;
  return or(
    sql`${payment} = any(array(
      select ${seams.payment} from ${table}
      where ${and(...inScope(table, scope))} and ${table.seam} = (word_seams(${text}))[1] and ${table.name} ilike ${pattern}
      order by ${table.createdAt} desc, ${seams.payment} desc limit ${PER_KIND}))`,
    and(sql`cardinality(word_seams(${text})) = 0`, sql`${name} ilike ${pattern}`),
  )!;
}

/** A payment's columns that a part of a name or invoice is looked for in, and the name seams kept beside it. */
type SearchedColumns = { id: AnyColumn; name: SQL; invoice: AnyColumn; seams: NameSeams };

export const SEARCHED = {
  payin: {
    id: payinCharges.id,
    name: sql`${payinCharges.buyer}->>'name'`,
    invoice: payinCharges.invoice,
    seams: { table: payinNameSeams, payment: payinNameSeams.chargeId },
  },
  payout: {
    id: payoutPayments.id,
    name: sql`${payoutPayments.beneficiary}->>'name'`,
    invoice: payoutPayments.invoice,
    seams: { table: payoutNameSeams, payment: payoutNameSeams.payoutId },
  },
} satisfies Record<string, SearchedColumns>;

/**
 * A name and an invoice containing the text (3 characters or more): a name of several words by its seams, a number
 * in an invoice by its runs of six digits, otherwise each through its own selective parts.
 */
export function nameOrInvoice(
  terms: SearchTerms,
  scope: Scope,
  { id, name, invoice, seams }: SearchedColumns,
  samples: { name: ColumnSample | null; invoice: ColumnSample | null },
): (SQL | false)[] {
  const { pattern, text } = terms;
  if (pattern === null) return [];
  return [
    hasWordSeam(text)
      ? namedBySeams(id, name, seams, scope, pattern, text)
      : containsText(name, pattern, selectiveParts(text, samples.name)),
    hasDigitGram(text)
      ? containsByDigitGrams(invoice, pattern, text)
      : containsText(sql`${invoice}`, pattern, selectiveParts(text, samples.invoice)),
  ];
}
