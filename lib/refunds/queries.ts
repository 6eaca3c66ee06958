import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { groupBy } from '@/lib/arrays';
import { createdRangeFilters } from '@/db/filters';
import { theRow } from '@/db/rows';
import {
  merchantAccounts,
  payinCharges,
  refunds,
  refundStatusHistory,
  type Refund,
  type RefundStatusChange,
} from '@/db/schema';
import { inScope } from '@/db/scope';
import { notFoundError } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';
import { getChargeRow } from '@/lib/payin/queries';
import type { ListRefundsQuery } from './schemas';

export const REFUND_NOT_FOUND = 'Refund not found.';

/** A refund as the serializer takes it: the row, its merchant's name, its charge's invoice and its status history. */
export type RefundView = {
  refund: Refund;
  merchantName: string;
  chargeInvoice: string;
  history: RefundStatusChange[];
};

const joined = (db: Executor) =>
  db
    .select({ refund: refunds, merchantName: merchantAccounts.name, chargeInvoice: payinCharges.invoice })
    .from(refunds)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, refunds.merchantAccountId))
    .innerJoin(payinCharges, eq(payinCharges.id, refunds.chargeId));

type Joined = Omit<RefundView, 'history'>;

async function withHistories(db: Executor, rows: Joined[]): Promise<RefundView[]> {
  const ids = rows.map((row) => row.refund.id);
  const changes =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(refundStatusHistory)
          .where(inArray(refundStatusHistory.refundId, ids))
          .orderBy(asc(refundStatusHistory.id));
  const byRefund = groupBy(changes, (change) => change.refundId);
  return rows.map((row) => ({ ...row, history: byRefund.get(row.refund.id) ?? [] }));
}

const byIdInScope = (scope: Scope, id: number) => and(eq(refunds.id, id), ...inScope(refunds, scope));

/** Within the scope's organization and mode: a refund of the other mode looks unknown, as a foreign one does. */
export async function getRefund(db: Executor, scope: Scope, id: number): Promise<RefundView> {
  const [row] = await joined(db).where(byIdInScope(scope, id));
  if (!row) throw notFoundError(REFUND_NOT_FOUND);
  return theRow(await withHistories(db, [row]), 'refund with its history');
}

/** The refund's row alone, within the scope as `getRefund`. */
export async function getRefundRow(db: Executor, scope: Scope, id: number): Promise<Refund> {
  const [refund] = await db.select().from(refunds).where(byIdInScope(scope, id));
  if (!refund) throw notFoundError(REFUND_NOT_FOUND);
  return refund;
}

/** One page of the scope's refunds, newest first (ties broken by id, so pages never overlap). */
export async function listRefunds(
  db: Executor,
  scope: Scope,
  query: ListRefundsQuery,
): Promise<{ views: RefundView[]; total: number }> {
  const conditions: SQL[] = [...inScope(refunds, scope)];
  if (query.merchant_id !== undefined) conditions.push(eq(refunds.merchantAccountId, query.merchant_id));
  if (query.charge_id !== undefined) conditions.push(eq(refunds.chargeId, query.charge_id));
  if (query.status_id !== undefined) conditions.push(eq(refunds.statusId, query.status_id));
  conditions.push(...createdRangeFilters(refunds.createdAt, query.created_at_start, query.created_at_end));
  const where = and(...conditions);
  const [{ total }, rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(refunds)
      .where(where)
      .then((found) => theRow(found, 'count of refunds')),
    joined(db)
      .where(where)
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  return { views: await withHistories(db, rows), total };
}

/** A charge's refunds, paged as the list is; a charge outside the scope is not found. */
export async function listChargeRefunds(
  db: Executor,
  scope: Scope,
  chargeId: number,
  query: ListRefundsQuery,
): Promise<{ views: RefundView[]; total: number }> {
  await getChargeRow(db, scope, chargeId);
  return listRefunds(db, scope, { ...query, charge_id: chargeId });
}
