import type { Executor } from '@/db/client';
import {
  payoutDailyTotals,
  payoutPayments,
  payoutStatusHistory,
  type PayoutPayment,
  type PayoutStatusChange,
} from '@/db/schema';
import type { Scope } from '@/lib/livemode';
import { paymentQueries, type PaymentView } from '@/lib/payments/queries';
import type { ListPayoutsQuery } from './schemas';

export const PAYOUT_NOT_FOUND = 'Payout not found.';

export type PayoutView = PaymentView<'payout', PayoutPayment, PayoutStatusChange>;

const payouts = paymentQueries({
  key: 'payout',
  table: payoutPayments,
  history: payoutStatusHistory,
  historyPaymentId: payoutStatusHistory.payoutId,
  notFound: PAYOUT_NOT_FOUND,
  daily: { daily: payoutDailyTotals, dailyCount: payoutDailyTotals.payouts },
});

/** Within the scope's organization and mode: a payout of the other mode looks unknown, as a foreign one does. */
export function getPayout(db: Executor, scope: Scope, id: number): Promise<PayoutView> {
  return payouts.get(db, scope, id);
}

/** The payout's row alone, within the scope as `getPayout`. */
export function getPayoutRow(db: Executor, scope: Scope, id: number): Promise<PayoutPayment> {
  return payouts.getRow(db, scope, id);
}

export function listPayouts(
  db: Executor,
  scope: Scope,
  query: ListPayoutsQuery,
): Promise<{ views: PayoutView[]; total: number }> {
  return payouts.list(db, scope, query);
}
