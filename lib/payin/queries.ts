import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { payinCharges, payinStatusHistory, type PayinCharge, type PayinStatusChange } from '@/db/schema';
import type { Scope } from '@/lib/livemode';
import { paymentQueries, type PaymentView } from '@/lib/payments/queries';
import type { ListPayinsQuery } from './schemas';

export const PAYIN_NOT_FOUND = 'Payin not found.';

export type ChargeView = PaymentView<'charge', PayinCharge, PayinStatusChange>;

const charges = paymentQueries({
  key: 'charge',
  table: payinCharges,
  history: payinStatusHistory,
  historyPaymentId: payinStatusHistory.chargeId,
  notFound: PAYIN_NOT_FOUND,
});

/** Within the scope's organization and mode: a charge of the other mode looks unknown, as a foreign one does. */
export function getCharge(db: Executor, scope: Scope, id: number): Promise<ChargeView> {
  return charges.get(db, scope, id);
}

/** The charge's row alone, within the scope as `getCharge`. */
export function getChargeRow(db: Executor, scope: Scope, id: number): Promise<PayinCharge> {
  return charges.getRow(db, scope, id);
}

/** The public payment page's view: found by hash alone, which is the buyer's capability. */
export async function getChargeByHash(db: Executor, hash: string): Promise<ChargeView | null> {
  if (!/^[0-9a-f]{32}$/.test(hash)) return null;
  return charges.find(db, eq(payinCharges.hash, hash));
}

export function listCharges(
  db: Executor,
  scope: Scope,
  query: ListPayinsQuery,
): Promise<{ views: ChargeView[]; total: number }> {
  const byMethod = query.payment_method ? [eq(payinCharges.paymentMethod, query.payment_method)] : [];
  return charges.list(db, scope, query, byMethod);
}
