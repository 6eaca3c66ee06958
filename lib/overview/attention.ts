import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import {
  accountOpeningRequests,
  payinCharges,
  payoutPayments,
  qualificationBatchCounts,
  webhookDeliveries,
} from '@/db/schema';
import { inScope } from '@/db/scope';
import type { Scope } from '@/lib/livemode';
import { CANCEL_AFTER_MS, PAYIN_STATUS } from '@/lib/payin/rules';
import { PAYOUT_STATUS } from '@/lib/payout/rules';
import { QUALIFICATION_STATUS } from '@/lib/qualification/rules';
import { failingInPeriod } from './delivery-counts';
import type { OverviewRange } from './rules';

// The lists of things that need someone, each its first rows and its total.

const ATTENTION_ROWS = 5;

/**
 * A list that needs someone: its first rows and how many there are in all, in one statement. Each row carries the
 * total (`totalOf`, a subquery Postgres runs once); no row means a total of zero, the same filter selecting both.
 */
async function attention<Row extends { total: number }>(
  rows: Promise<Row[]>,
): Promise<{ total: number; items: Omit<Row, 'total'>[] }> {
  const found = await rows;
  return { total: found[0]?.total ?? 0, items: found.map(({ total: _total, ...item }) => item) };
}

/** How many rows of `table` match `where`, as a column of the list's own statement. */
const totalOf = (db: Executor, table: PgTable, where: SQL | undefined) =>
  sql<number>`(${db.select({ total: count() }).from(table).where(where)})`.mapWith(Number);

export function cancelableCharges(db: Executor, where: SQL[], now: Date) {
  const eligible = and(
    ...where,
    eq(payinCharges.statusId, PAYIN_STATUS.created),
    or(
      and(
        eq(payinCharges.paymentMethod, 'pix'),
        lte(payinCharges.createdAt, new Date(now.getTime() - CANCEL_AFTER_MS.pix)),
      ),
      and(
        eq(payinCharges.paymentMethod, 'boleto'),
        lte(payinCharges.createdAt, new Date(now.getTime() - CANCEL_AFTER_MS.boleto)),
      ),
    ),
  );
  return attention(
    db
      .select({
        id: payinCharges.id,
        invoice: payinCharges.invoice,
        payment_method: payinCharges.paymentMethod,
        amount: payinCharges.amount,
        created_at: payinCharges.createdAt,
        total: totalOf(db, payinCharges, eligible),
      })
      .from(payinCharges)
      .where(eligible)
      .orderBy(asc(payinCharges.createdAt), asc(payinCharges.id))
      .limit(ATTENTION_ROWS),
  );
}

/** The period's failed payouts, latest first; their total comes from the daily totals (figures.ts, statusCount). */
export function failedPayouts(db: Executor, where: SQL[], range: OverviewRange) {
  return db
    .select({
      id: payoutPayments.id,
      invoice: payoutPayments.invoice,
      amount: payoutPayments.amount,
      failure_reason: payoutPayments.failureReason,
      updated_at: payoutPayments.updatedAt,
    })
    .from(payoutPayments)
    .where(and(...where, eq(payoutPayments.statusId, PAYOUT_STATUS.failed), gte(payoutPayments.createdAt, range.start)))
    .orderBy(desc(payoutPayments.updatedAt), desc(payoutPayments.id))
    .limit(ATTENTION_ROWS);
}

export function batchesWithInvalidRecords(db: Executor, scope: Scope, merchantId: number | null) {
  const invalid = and(
    ...inScope(qualificationBatchCounts, scope),
    ...(merchantId === null ? [] : [eq(qualificationBatchCounts.merchantAccountId, merchantId)]),
    eq(qualificationBatchCounts.statusId, QUALIFICATION_STATUS.invalid),
    sql`${qualificationBatchCounts.records} > 0`,
  );
  return attention(
    db
      .select({
        batch_code: qualificationBatchCounts.batchCode,
        merchant_id: qualificationBatchCounts.merchantAccountId,
        invalid_records: qualificationBatchCounts.records,
        last_changed_at: qualificationBatchCounts.lastChangedAt,
        total: totalOf(db, qualificationBatchCounts, invalid),
      })
      .from(qualificationBatchCounts)
      .where(invalid)
      .orderBy(desc(qualificationBatchCounts.lastChangedAt))
      .limit(ATTENTION_ROWS),
  );
}

export function waitingOnboarding(db: Executor, organizationId: number) {
  const waiting = and(
    eq(accountOpeningRequests.organizationId, organizationId),
    inArray(accountOpeningRequests.status, ['pending', 'due_diligence_review']),
  );
  return attention(
    db
      .select({
        id: accountOpeningRequests.id,
        status: accountOpeningRequests.status,
        legal_name: sql<string>`${accountOpeningRequests.company}->>'legal_name'`,
        created_at: accountOpeningRequests.createdAt,
        total: totalOf(db, accountOpeningRequests, waiting),
      })
      .from(accountOpeningRequests)
      .where(waiting)
      .orderBy(asc(accountOpeningRequests.createdAt))
      .limit(ATTENTION_ROWS),
  );
}

/** The period's failing deliveries, the most recently changed first; their total is failingDeliveryCounts' period. */
export function failingDeliveries(db: Executor, scope: Scope, range: OverviewRange) {
  return db
    .select({
      id: webhookDeliveries.id,
      event_kind: webhookDeliveries.eventKind,
      url: webhookDeliveries.url,
      status: webhookDeliveries.status,
      attempt_count: webhookDeliveries.attemptCount,
      last_status_code: webhookDeliveries.lastStatusCode,
      updated_at: webhookDeliveries.updatedAt,
    })
    .from(webhookDeliveries)
    .where(failingInPeriod(scope, range))
    .orderBy(desc(webhookDeliveries.updatedAt), desc(webhookDeliveries.id))
    .limit(ATTENTION_ROWS);
}
