import type { LedgerAccountKind, LedgerTransactionType } from '@/db/schema';

/**
 * The money movements, one pure function per event (docs/decisions.md, "The ledger"). Each returns the transaction
 * type and its movements: one per account, in signed cents (positive raises the balance), never zero, summing to
 * zero. The merchant kinds (`pending`, `available`, `reserved`) are the merchant account's; the system kinds are its
 * organization's, in the same mode. postLedgerTransaction (post.ts) books them.
 */

export type Movement = { account: LedgerAccountKind; amount: number };
export type LedgerFlow = { type: LedgerTransactionType; movements: Movement[] };

/** `amount` cents leaving `from` for `to`. */
type Transfer = { from: LedgerAccountKind; to: LedgerAccountKind; amount: number };

/** The transfers' net effect per account, in the order accounts first appear; accounts that net to zero drop out. */
function flow(type: LedgerTransactionType, ...transfers: Transfer[]): LedgerFlow {
  const net = new Map<LedgerAccountKind, number>();
  for (const { from, to, amount } of transfers) {
    net.set(from, (net.get(from) ?? 0) - amount);
    net.set(to, (net.get(to) ?? 0) + amount);
  }
  const movements = [...net].filter(([, amount]) => amount !== 0).map(([account, amount]) => ({ account, amount }));
  return { type, movements };
}

function positiveCents(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new RangeError(`${name} must be a positive whole number of cents`);
  return value;
}

function markupCents(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError('markup must be a whole number of cents, 0 or more');
  return value;
}

type Amount = { amount: number };
type AmountAndMarkup = { amount: number; markup: number };

/** The buyer paid amount + markup: the merchant's part waits in pending, the markup is the organization's revenue. */
export const payinPaid = ({ amount, markup }: AmountAndMarkup) =>
  flow(
    'payin_paid',
    { from: 'processor_clearing', to: 'pending', amount: positiveCents(amount, 'amount') },
    { from: 'processor_clearing', to: 'markup_revenue', amount: markupCents(markup) },
  );

/** The processor settled the charge: the merchant's part becomes available. */
export const payinCredited = ({ amount }: Amount) =>
  flow('payin_credited', { from: 'pending', to: 'available', amount: positiveCents(amount, 'amount') });

/** A payout holds amount + markup (the merchant pays the markup) until it is paid or returned. */
export const payoutReserved = ({ amount, markup }: AmountAndMarkup) =>
  flow('payout_reserved', {
    from: 'available',
    to: 'reserved',
    amount: positiveCents(amount, 'amount') + markupCents(markup),
  });

/** The payout left: the amount to the beneficiary through the processor, the markup to the organization. */
export const payoutPaid = ({ amount, markup }: AmountAndMarkup) =>
  flow(
    'payout_paid',
    { from: 'reserved', to: 'processor_clearing', amount: positiveCents(amount, 'amount') },
    { from: 'reserved', to: 'markup_revenue', amount: markupCents(markup) },
  );

/** The payout failed or was rejected: its whole hold goes back to available. */
export const payoutReturned = ({ amount, markup }: AmountAndMarkup) =>
  flow('payout_returned', {
    from: 'reserved',
    to: 'available',
    amount: positiveCents(amount, 'amount') + markupCents(markup),
  });

/** A refund (Pix devolução) holds its amount from available until the processor pays or fails it. */
export const refundReserved = ({ amount }: Amount) =>
  flow('refund_reserved', { from: 'available', to: 'reserved', amount: positiveCents(amount, 'amount') });

export const refundPaid = ({ amount }: Amount) =>
  flow('refund_paid', { from: 'reserved', to: 'processor_clearing', amount: positiveCents(amount, 'amount') });

export const refundReturned = ({ amount }: Amount) =>
  flow('refund_returned', { from: 'reserved', to: 'available', amount: positiveCents(amount, 'amount') });

/**
 * An operator's correction of a merchant's available balance: positive credits it, negative debits it. The
 * counterpart is the organization's `adjustments` account, so processor clearing keeps mirroring only the processor.
 * The reason becomes the transaction's description.
 */
export function adjustment({
  amount,
  reason,
}: {
  amount: number;
  reason: string;
}): LedgerFlow & { description: string } {
  if (!Number.isSafeInteger(amount) || amount === 0)
    throw new RangeError('amount must be a non-zero whole number of cents');
  if (reason.trim() === '') throw new RangeError('an adjustment needs a reason');
  return { ...flow('adjustment', { from: 'adjustments', to: 'available', amount }), description: reason };
}

/** Test money for the sandbox (test mode only; the database refuses a live one). */
export const sandboxTopUp = ({ amount }: Amount) =>
  flow('sandbox_topup', { from: 'adjustments', to: 'available', amount: positiveCents(amount, 'amount') });

/**
 * Why these movements cannot be one transaction, or null when they can: at least two, one per account, each a
 * non-zero whole number of cents, summing to zero.
 */
export function movementsProblem(movements: readonly Movement[]): string | null {
  if (movements.length < 2) return 'a transaction needs at least two movements';
  if (new Set(movements.map((movement) => movement.account)).size !== movements.length) {
    return 'a transaction moves each account once';
  }
  if (movements.some(({ amount }) => !Number.isSafeInteger(amount) || amount === 0)) {
    return 'every movement is a non-zero whole number of cents';
  }
  const total = movements.reduce((sum, { amount }) => sum + BigInt(amount), 0n);
  return total === 0n ? null : `the movements sum to ${total}, not zero`;
}
