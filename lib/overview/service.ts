import { inScope } from '@/db/scope';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import {
  accountOpeningRequests,
  payinCharges,
  payoutPayments,
  qualificationBatchCounts,
  webhookDeliveries,
} from '@/db/schema';
import type { Scope } from '@/lib/livemode';
import { CANCEL_AFTER_MS, PAYIN_STATUS, PAYIN_STATUS_NAMES } from '@/lib/payin/rules';
import { PAYOUT_STATUS, PAYOUT_STATUS_NAMES } from '@/lib/payout/rules';
import { QUALIFICATION_STATUS } from '@/lib/qualification/rules';
import {
  bucketKeys,
  overviewRange,
  paidRate,
  type OverviewBucket,
  type OverviewPeriod,
  type OverviewRange,
} from './rules';
import { theRow } from '@/db/rows';

/**
 * The dashboard's home in one call: every figure is an aggregate in SQL over indexes that lead with the
 * organization and the mode (and merchant), run side by side. Onboarding requests have no mode and show in both. Money is integer cents.
 */

export type OverviewQuery = { merchantId: number | null; period: OverviewPeriod; bucket: OverviewBucket };

// Raw fragments bind instants as text: postgres.js does not serialize a Date inside `sql`.
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const num = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
const PAID_PAYIN = [PAYIN_STATUS.paid, PAYIN_STATUS.credited];
const REFUSED_PAYOUT = [PAYOUT_STATUS.failed, PAYOUT_STATUS.rejected, PAYOUT_STATUS.canceled];
const ATTENTION_ROWS = 5;
const TIME_ZONE = 'America/Sao_Paulo';

function scoped(table: typeof payinCharges | typeof payoutPayments, scope: Scope, merchantId: number | null): SQL[] {
  return [...inScope(table, scope), ...(merchantId === null ? [] : [eq(table.merchantAccountId, merchantId)])];
}

/** Volume excludes refused money; markup is earned only on money that moved. */
async function payinFigures(db: Executor, where: SQL[], range: OverviewRange) {
  const today = sql`${payinCharges.createdAt} >= ${at(range.todayStart)}`;
  const paid = inArray(payinCharges.statusId, PAID_PAYIN);
  const counted = sql`${payinCharges.statusId} <> ${PAYIN_STATUS.rejected}`;
  const row = theRow(
    await db
      .select({
        count: count(),
        volume: num(sql`sum(${payinCharges.amount}) filter (where ${counted})`),
        paid: num(sql`count(*) filter (where ${paid})`),
        markup: num(sql`sum(${payinCharges.markupAmount}) filter (where ${paid})`),
        todayCount: num(sql`count(*) filter (where ${today})`),
        todayVolume: num(sql`sum(${payinCharges.amount}) filter (where ${today} and ${counted})`),
        todayPaid: num(sql`count(*) filter (where ${today} and ${paid})`),
        todayMarkup: num(sql`sum(${payinCharges.markupAmount}) filter (where ${today} and ${paid})`),
      })
      .from(payinCharges)
      .where(and(...where, gte(payinCharges.createdAt, range.start), lt(payinCharges.createdAt, range.end))),
    'count of payinCharges',
  );
  return row;
}

async function payoutFigures(db: Executor, where: SQL[], range: OverviewRange) {
  const today = sql`${payoutPayments.createdAt} >= ${at(range.todayStart)}`;
  const counted = sql`${payoutPayments.statusId} not in (${sql.join(
    REFUSED_PAYOUT.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const paid = eq(payoutPayments.statusId, PAYOUT_STATUS.paid);
  const row = theRow(
    await db
      .select({
        count: count(),
        volume: num(sql`sum(${payoutPayments.amount}) filter (where ${counted})`),
        markup: num(sql`sum(${payoutPayments.markupAmount}) filter (where ${paid})`),
        todayCount: num(sql`count(*) filter (where ${today})`),
        todayVolume: num(sql`sum(${payoutPayments.amount}) filter (where ${today} and ${counted})`),
        todayMarkup: num(sql`sum(${payoutPayments.markupAmount}) filter (where ${today} and ${paid})`),
      })
      .from(payoutPayments)
      .where(and(...where, gte(payoutPayments.createdAt, range.start), lt(payoutPayments.createdAt, range.end))),
    'count of payoutPayments',
  );
  return row;
}

async function seriesOf(
  db: Executor,
  table: typeof payinCharges | typeof payoutPayments,
  where: SQL[],
  range: OverviewRange,
  bucket: OverviewBucket,
  refused: number[],
) {
  // Inlined (both are fixed words) so the grouped expression is the selected one, not two different parameters.
  const key = sql<string>`to_char(date_trunc(${sql.raw(`'${bucket}'`)}, ${table.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}), 'YYYY-MM-DD')`;
  return db
    .select({
      bucket: key,
      count: count(),
      volume: num(
        sql`sum(${table.amount}) filter (where ${table.statusId} not in (${sql.join(
          refused.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      ),
    })
    .from(table)
    .where(and(...where, gte(table.createdAt, range.start), lt(table.createdAt, range.end)))
    .groupBy(key);
}

async function statusBreakdown(
  db: Executor,
  table: typeof payinCharges | typeof payoutPayments,
  where: SQL[],
  range: OverviewRange,
  names: Record<number, string>,
) {
  const rows = await db
    .select({ statusId: table.statusId, count: count(), amount: num(sql`sum(${table.amount})`) })
    .from(table)
    .where(and(...where, gte(table.createdAt, range.start), lt(table.createdAt, range.end)))
    .groupBy(table.statusId)
    .orderBy(asc(table.statusId));
  return rows.map((row) => ({
    status_id: row.statusId,
    name: names[row.statusId] ?? 'Unknown',
    count: row.count,
    amount: row.amount,
  }));
}

/** A list that needs someone: its first rows and how many there are in all. */
async function attention<Row>(
  rows: Promise<Row[]>,
  total: Promise<{ total: number }[]>,
): Promise<{ total: number; items: Row[] }> {
  const [items, counted] = await Promise.all([rows, total]);
  return { total: theRow(counted, 'count').total, items };
}

function cancelableCharges(db: Executor, where: SQL[], now: Date) {
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
      })
      .from(payinCharges)
      .where(eligible)
      .orderBy(asc(payinCharges.createdAt), asc(payinCharges.id))
      .limit(ATTENTION_ROWS),
    db.select({ total: count() }).from(payinCharges).where(eligible),
  );
}

function failedPayouts(db: Executor, where: SQL[], range: OverviewRange) {
  const failed = and(
    ...where,
    eq(payoutPayments.statusId, PAYOUT_STATUS.failed),
    gte(payoutPayments.createdAt, range.start),
  );
  return attention(
    db
      .select({
        id: payoutPayments.id,
        invoice: payoutPayments.invoice,
        amount: payoutPayments.amount,
        failure_reason: payoutPayments.failureReason,
        updated_at: payoutPayments.updatedAt,
      })
      .from(payoutPayments)
      .where(failed)
      .orderBy(desc(payoutPayments.updatedAt), desc(payoutPayments.id))
      .limit(ATTENTION_ROWS),
    db.select({ total: count() }).from(payoutPayments).where(failed),
  );
}

function batchesWithInvalidRecords(db: Executor, scope: Scope, merchantId: number | null) {
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
      })
      .from(qualificationBatchCounts)
      .where(invalid)
      .orderBy(desc(qualificationBatchCounts.lastChangedAt))
      .limit(ATTENTION_ROWS),
    db.select({ total: count() }).from(qualificationBatchCounts).where(invalid),
  );
}

function waitingOnboarding(db: Executor, organizationId: number) {
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
      })
      .from(accountOpeningRequests)
      .where(waiting)
      .orderBy(asc(accountOpeningRequests.createdAt))
      .limit(ATTENTION_ROWS),
    db.select({ total: count() }).from(accountOpeningRequests).where(waiting),
  );
}

/** Deliveries that gave up, and those still retrying after a failed attempt. */
function failingDeliveries(db: Executor, scope: Scope) {
  const failing = and(
    ...inScope(webhookDeliveries, scope),
    or(
      eq(webhookDeliveries.status, 'failed'),
      and(eq(webhookDeliveries.status, 'pending'), sql`${webhookDeliveries.attemptCount} > 0`),
    ),
  );
  return attention(
    db
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
      .where(failing)
      .orderBy(desc(webhookDeliveries.updatedAt), desc(webhookDeliveries.id))
      .limit(ATTENTION_ROWS),
    db.select({ total: count() }).from(webhookDeliveries).where(failing),
  );
}

async function failedDeliveryCounts(db: Executor, scope: Scope, range: OverviewRange) {
  const row = theRow(
    await db
      .select({
        period: count(),
        today: num(sql`count(*) filter (where ${webhookDeliveries.createdAt} >= ${at(range.todayStart)})`),
      })
      .from(webhookDeliveries)
      .where(
        and(
          ...inScope(webhookDeliveries, scope),
          eq(webhookDeliveries.status, 'failed'),
          gte(webhookDeliveries.createdAt, range.start),
          lt(webhookDeliveries.createdAt, range.end),
        ),
      ),
    'count of webhookDeliveries',
  );
  return row;
}

export async function overview(db: Executor, scope: Scope, query: OverviewQuery, now: Date) {
  const range = overviewRange(query.period, now);
  const payinScope = scoped(payinCharges, scope, query.merchantId);
  const payoutScope = scoped(payoutPayments, scope, query.merchantId);
  const [
    payin,
    payout,
    payinSeries,
    payoutSeries,
    payinStatuses,
    payoutStatuses,
    failed,
    cancelable,
    payoutsFailed,
    batches,
    onboarding,
    deliveries,
  ] = await Promise.all([
    payinFigures(db, payinScope, range),
    payoutFigures(db, payoutScope, range),
    seriesOf(db, payinCharges, payinScope, range, query.bucket, [PAYIN_STATUS.rejected]),
    seriesOf(db, payoutPayments, payoutScope, range, query.bucket, REFUSED_PAYOUT),
    statusBreakdown(db, payinCharges, payinScope, range, PAYIN_STATUS_NAMES),
    statusBreakdown(db, payoutPayments, payoutScope, range, PAYOUT_STATUS_NAMES),
    failedDeliveryCounts(db, scope, range),
    cancelableCharges(db, payinScope, now),
    failedPayouts(db, payoutScope, range),
    batchesWithInvalidRecords(db, scope, query.merchantId),
    waitingOnboarding(db, scope.organizationId),
    failingDeliveries(db, scope),
  ]);
  const payinByBucket = new Map(payinSeries.map((row) => [row.bucket, row]));
  const payoutByBucket = new Map(payoutSeries.map((row) => [row.bucket, row]));
  return {
    period: { name: query.period, from: range.from, to: range.to, bucket: query.bucket, time_zone: TIME_ZONE },
    kpis: {
      today: {
        payin_volume: payin.todayVolume,
        payin_count: payin.todayCount,
        paid_rate: paidRate(payin.todayPaid, payin.todayCount),
        payout_volume: payout.todayVolume,
        payout_count: payout.todayCount,
        markup_earned: payin.todayMarkup + payout.todayMarkup,
        failed_deliveries: failed.today,
      },
      period: {
        payin_volume: payin.volume,
        payin_count: payin.count,
        paid_rate: paidRate(payin.paid, payin.count),
        payout_volume: payout.volume,
        payout_count: payout.count,
        markup_earned: payin.markup + payout.markup,
        failed_deliveries: failed.period,
      },
    },
    series: bucketKeys(range.from, range.to, query.bucket).map((bucket) => ({
      bucket,
      payin_volume: payinByBucket.get(bucket)?.volume ?? 0,
      payin_count: payinByBucket.get(bucket)?.count ?? 0,
      payout_volume: payoutByBucket.get(bucket)?.volume ?? 0,
      payout_count: payoutByBucket.get(bucket)?.count ?? 0,
    })),
    status_breakdown: { payin: payinStatuses, payout: payoutStatuses },
    attention: {
      cancelable_charges: cancelable,
      failed_payouts: payoutsFailed,
      batches_with_invalid_records: batches,
      onboarding_waiting: onboarding,
      failing_deliveries: deliveries,
    },
  };
}

export type Overview = Awaited<ReturnType<typeof overview>>;
