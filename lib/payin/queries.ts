import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import {
  payinCharges,
  payinDailyTotals,
  payinStatusHistory,
  refunds,
  type PayinCharge,
  type PayinStatusChange,
  type Refund,
} from '@/db/schema';
import { theRow } from '@/db/rows';
import { groupBy } from '@/lib/arrays';
import type { Scope } from '@/lib/livemode';
import { paymentQueries, type PaymentView } from '@/lib/payments/queries';
import type { ListPayinsQuery } from './schemas';

export const PAYIN_NOT_FOUND = 'Payin not found.';

/** A charge with its merchant and history, as the payment page reads it. */
export type ChargeBasics = PaymentView<'charge', PayinCharge, PayinStatusChange>;
/** A charge as the API publishes it: also its refunds, oldest first. */
export type ChargeView = ChargeBasics & { refunds: Refund[] };

const charges = paymentQueries({
  key: 'charge',
  table: payinCharges,
  history: payinStatusHistory,
  historyPaymentId: payinStatusHistory.chargeId,
  notFound: PAYIN_NOT_FOUND,
  daily: { daily: payinDailyTotals, dailyCount: payinDailyTotals.charges },
});

/** The charges' refunds in one query over the refunds' charge index, however many charges a page holds. */
async function withRefunds(db: Executor, views: ChargeBasics[]): Promise<ChargeView[]> {
  const ids = views.map((view) => view.charge.id);
  const rows =
    ids.length === 0
      ? []
      : await db.select().from(refunds).where(inArray(refunds.chargeId, ids)).orderBy(asc(refunds.id));
  const byCharge = groupBy(rows, (refund) => refund.chargeId);
  return views.map((view) => ({ ...view, refunds: byCharge.get(view.charge.id) ?? [] }));
}

/** Within the scope's organization and mode: a charge of the other mode looks unknown, as a foreign one does. */
export async function getCharge(db: Executor, scope: Scope, id: number): Promise<ChargeView> {
  return theRow(await withRefunds(db, [await charges.get(db, scope, id)]), 'charge with its refunds');
}

/** The charge's row alone, within the scope as `getCharge`. */
export function getChargeRow(db: Executor, scope: Scope, id: number): Promise<PayinCharge> {
  return charges.getRow(db, scope, id);
}

/** The public payment page's view: found by hash alone, which is the buyer's capability. */
export async function getChargeByHash(db: Executor, hash: string): Promise<ChargeBasics | null> {
  if (!/^[0-9a-f]{32}$/.test(hash)) return null;
  return charges.find(db, eq(payinCharges.hash, hash));
}

export async function listCharges(
  db: Executor,
  scope: Scope,
  query: ListPayinsQuery,
): Promise<{ views: ChargeView[]; total: number }> {
  const { views, total } = await charges.list(db, scope, query, query.payment_method);
  return { views: await withRefunds(db, views), total };
}
