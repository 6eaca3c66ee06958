import { inScope } from '@/db/scope';
import { and, desc, eq, getTableColumns, getTableName, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { accountOpeningRequests, payinCharges, payoutPayments, qualificationRecords } from '@/db/schema';
import type { Scope } from '@/lib/livemode';
import { statusObject } from '@/lib/payin/rules';
import { payoutStatusObject } from '@/lib/payout/rules';
import { QUALIFICATION_STATUSES } from '@/lib/qualification/rules';
import { expectedShare, searchTerms, type ColumnSample, type SearchTerms } from './rules';
import { nameOrInvoice, PER_KIND, SEARCHED } from './name-or-invoice';
import { NO_SAMPLES, searchSamples, type SearchSamples } from './samples';
import { inEnglish } from './labels';
import type { SearchHitRecord as SearchHit } from './schemas';

/**
 * The dashboard's ⌘K search: exact matches on indexed columns of one organization's charges, payouts,
 * qualification records (in the caller's mode) and onboarding requests (which have no mode), a few of each kind, the
 * newest first. Buyers and beneficiaries are also found by a part of their name and charges and payouts by a part of
 * their invoice (3 characters or more, any case), over trigram indexes (pg_trgm, migration 0014); a name of several
 * words by the seams between its words, kept beside the payments (migrations 0017 and 0018), and a number in an
 * invoice by its runs of six digits (migration 0019): lib/search/name-or-invoice.ts. How a payment search reads (the
 * newest payments first, or the indexes; which trigrams) is steered by the columns' statistics, and never changes
 * what it finds.
 */

/** The newest payments of the scope a name or invoice search reads first (see `newestFirst`). */
export const SEARCH_WINDOW = 5_000;
const anyOf = (conditions: (SQL | false)[]) =>
  or(...conditions.filter((condition): condition is SQL => condition !== false));

/**
 * The first PER_KIND payments matching, newest first. A name or invoice search first reads the scope's SEARCH_WINDOW
 * newest payments in created-at order and stops at the PER_KIND-th match: a common name is found there at once,
 * whatever the table holds, where the trigram index would bring thousands of candidates to check. Those are then
 * the newest matches of all, since every payment outside the window comes after them in the order (created_at, then
 * id, newest first). Found fewer, the search runs over the whole scope through the indexes (exact values, trigrams).
 */
async function newestFirst<Table extends typeof payinCharges | typeof payoutPayments>(
  db: Executor,
  table: Table,
  scope: Scope,
  matching: SQL | undefined,
  window: number,
  readWindow: boolean,
): Promise<Table['$inferSelect'][]> {
  const inScopeOfTable = inScope(table, scope);
  const newest = [desc(table.createdAt), desc(table.id)];
  // Drizzle infers no row type for a select over a table that is a type parameter: the selects are written over one
  // of the two and typed back as the table's rows, which they select.
  const rowsOf = () => db.select().from(table as typeof payinCharges);
  if (readWindow) {
    // The window is a CTE named as the table (inside it, the name is still the table's), so the match and the order,
    // written over the table's columns, read its rows. Its limit makes Postgres walk the created-at index; the outer
    // limit stops the walk.
    const recent = db.$with(getTableName(table)).as(
      rowsOf()
        .where(and(...inScopeOfTable))
        .orderBy(...newest)
        .limit(window),
    );
    const found = (await db
      .with(recent)
      .select(getTableColumns(table as typeof payinCharges))
      .from(recent)
      .where(matching)
      .orderBy(...newest)
      .limit(PER_KIND)) as Table['$inferSelect'][];
    if (found.length === PER_KIND) return found;
  }
  // Otherwise the matches are read whole through the indexes, then sorted. Ordered by an expression, or Postgres,
  // taking each trigram lookup for 0.01 % of the rows, would rather walk the created-at index until five match, which
  // for a rare text is the whole table (15 s at 10,000,000 rows); `+ interval '0'` leaves every instant as it is.
  return rowsOf()
    .where(and(...inScopeOfTable, matching))
    .orderBy(sql`${table.createdAt} + interval '0' desc`, desc(table.id))
    .limit(PER_KIND);
}

/**
 * Whether the newest `window` payments are expected to hold PER_KIND matches of the text, by name or invoice: then
 * `newestFirst` reads them first. A rare text (a full name, an invoice, an e-mail) goes to the indexes at once.
 */
function commonEnough(terms: SearchTerms, window: number, samples: (ColumnSample | null)[]): boolean {
  if (terms.pattern === null) return false;
  const share = Math.max(...samples.map((sample) => expectedShare(terms.text, sample)));
  return share * window >= PER_KIND;
}

/** What a payment search reads by: the terms, the columns' samples and the newest-first window. */
type PaymentSearch = { terms: SearchTerms; samples: SearchSamples; window: number };

async function payins(db: Executor, scope: Scope, { terms, samples, window }: PaymentSearch): Promise<SearchHit[]> {
  const rows = await newestFirst(
    db,
    payinCharges,
    scope,
    anyOf([
      terms.id !== null && eq(payinCharges.id, terms.id),
      eq(payinCharges.invoice, terms.text),
      eq(payinCharges.hash, terms.text),
      terms.document !== null && eq(payinCharges.buyerDocument, terms.document),
      terms.email !== null && sql`lower(${payinCharges.buyer}->>'email') = ${terms.email}`,
      ...nameOrInvoice(terms, scope, SEARCHED.payin, { name: samples.payinName, invoice: samples.payinInvoice }),
    ]),
    window,
    commonEnough(terms, window, [samples.payinName, samples.payinInvoice]),
  );
  return rows.map((charge) =>
    inEnglish({
      kind: 'payin',
      id: String(charge.id),
      status: statusObject(charge.statusId).name,
      status_id: charge.statusId,
      invoice: charge.invoice,
      payment_method: charge.paymentMethod,
      amount: charge.amount,
      name: charge.buyer.name,
    }),
  );
}

async function payouts(db: Executor, scope: Scope, { terms, samples, window }: PaymentSearch): Promise<SearchHit[]> {
  const rows = await newestFirst(
    db,
    payoutPayments,
    scope,
    anyOf([
      terms.id !== null && eq(payoutPayments.id, terms.id),
      eq(payoutPayments.invoice, terms.text),
      terms.document !== null && eq(payoutPayments.beneficiaryDocument, terms.document),
      ...nameOrInvoice(terms, scope, SEARCHED.payout, { name: samples.payoutName, invoice: samples.payoutInvoice }),
    ]),
    window,
    commonEnough(terms, window, [samples.payoutName, samples.payoutInvoice]),
  );
  return rows.map((payout) =>
    inEnglish({
      kind: 'payout',
      id: String(payout.id),
      status: payoutStatusObject(payout.statusId).name,
      status_id: payout.statusId,
      invoice: payout.invoice,
      amount: payout.amount,
      name: payout.beneficiary.name,
    }),
  );
}

async function qualificationHits(db: Executor, scope: Scope, terms: SearchTerms): Promise<SearchHit[]> {
  const rows = await db
    .select()
    .from(qualificationRecords)
    .where(
      and(
        ...inScope(qualificationRecords, scope),
        anyOf([
          terms.id !== null && eq(qualificationRecords.id, terms.id),
          eq(qualificationRecords.customCode, terms.text),
          eq(qualificationRecords.batchCode, terms.text),
          terms.document !== null && eq(qualificationRecords.document, terms.document),
        ]),
      ),
    )
    .orderBy(desc(qualificationRecords.id))
    .limit(PER_KIND);
  return rows.map((record) =>
    inEnglish({
      kind: 'qualification',
      id: String(record.id),
      status: QUALIFICATION_STATUSES[record.statusId]?.name ?? 'Unknown',
      status_id: record.statusId,
      custom_code: record.customCode,
      name: record.name,
      bank_code: record.bankCode,
      batch_code: record.batchCode,
    }),
  );
}

async function onboardingHits(db: Executor, organizationId: number, terms: SearchTerms): Promise<SearchHit[]> {
  const rows = await db
    .select()
    .from(accountOpeningRequests)
    .where(
      and(
        eq(accountOpeningRequests.organizationId, organizationId),
        anyOf([
          terms.uuid !== null && eq(accountOpeningRequests.id, terms.uuid),
          terms.document !== null && sql`${accountOpeningRequests.company}->>'tax_id' = ${terms.document}`,
          terms.email !== null &&
            sql`exists (select 1 from jsonb_array_elements(${accountOpeningRequests.company}->'contacts') contact where lower(contact->>'email') = ${terms.email})`,
          terms.pattern !== null && sql`${accountOpeningRequests.company}->>'legal_name' ilike ${terms.pattern}`,
        ]),
      ),
    )
    .orderBy(desc(accountOpeningRequests.createdAt))
    .limit(PER_KIND);
  return rows.map((request) =>
    inEnglish({
      kind: 'onboarding',
      id: request.id,
      status: request.status,
      legal_name: request.company.legal_name,
      trade_name: request.company.trade_name,
      tax_id: request.company.tax_id,
    }),
  );
}

/** `window` and `samples` are the search's own unless a test gives them. */
export async function search(
  db: Executor,
  scope: Scope,
  query: string,
  options: { window?: number; samples?: SearchSamples } = {},
): Promise<SearchHit[]> {
  const terms = searchTerms(query);
  if (terms.text.length === 0) return [];
  const window = options.window ?? SEARCH_WINDOW;
  const samples = options.samples ?? (terms.pattern === null ? NO_SAMPLES : await searchSamples(db));
  const found = await Promise.all([
    payins(db, scope, { terms, samples, window }),
    payouts(db, scope, { terms, samples, window }),
    qualificationHits(db, scope, terms),
    onboardingHits(db, scope.organizationId, terms),
  ]);
  return found.flat();
}
