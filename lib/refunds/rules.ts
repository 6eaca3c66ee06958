import { formatBrl } from '@/lib/money';
import { PAYIN_STATUS, saoPauloToday, type PayinMethod } from '@/lib/payin/rules';

/**
 * Refund (Pix devolução) rules that need no database: the status catalogue and its moves, the 90-day window, the
 * refundable remainder, the charge's refunded figures and the sandbox's magic amounts (docs/decisions.md, "Refunds").
 * The create use case checks them under the charge's row lock; the dashboard uses the same functions for its dialog.
 */

export const REFUND_STATUS = { requested: 1, processing: 2, paid: 3, failed: 4 } as const;
export type RefundStatusId = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

export const REFUND_STATUS_NAMES: Record<RefundStatusId, string> = {
  1: 'Requested',
  2: 'Processing',
  3: 'Paid',
  4: 'Failed',
};
export const REFUND_STATUS_IDS = Object.keys(REFUND_STATUS_NAMES).map(Number) as RefundStatusId[];

export function refundStatusObject(id: number): { id: number; name: string } {
  return { id, name: REFUND_STATUS_NAMES[id as RefundStatusId] ?? 'Unknown' };
}

/** A status move; `from` lists every status it may start from. Paid and Failed are final. */
export type RefundTransition = { from: readonly RefundStatusId[]; to: RefundStatusId };

const OPEN = [REFUND_STATUS.requested, REFUND_STATUS.processing] as const;

/** The processor's events: it takes a refund up, then pays or fails it (also straight from Requested). */
export const REFUND_TRANSITIONS = {
  process: { from: [REFUND_STATUS.requested], to: REFUND_STATUS.processing },
  pay: { from: OPEN, to: REFUND_STATUS.paid },
  fail: { from: OPEN, to: REFUND_STATUS.failed },
} as const satisfies Record<string, RefundTransition>;
export type RefundAction = keyof typeof REFUND_TRANSITIONS;
export const REFUND_ACTIONS = Object.keys(REFUND_TRANSITIONS) as RefundAction[];

/** What a refund of the charge counts: its amount and status. */
export type RefundAmount = { amount: number; statusId: number };

const sum = (refunds: readonly RefundAmount[]) => refunds.reduce((total, refund) => total + refund.amount, 0);

/** Requested, processing and paid refunds hold part of the paid amount; a failed one gave its part back. */
export const holdsPaidAmount = (refund: RefundAmount) => refund.statusId !== REFUND_STATUS.failed;

/** What may still be refunded: the paid amount less every refund that is not failed. */
export function refundableRemainder(paidAmount: number | null, refunds: readonly RefundAmount[]): number {
  return Math.max(0, (paidAmount ?? 0) - sum(refunds.filter(holdsPaidAmount)));
}

/** The charge's `refunded_amount`: money that has reached the payer (paid refunds only); null until it is paid. */
export function refundedAmount(paidAmount: number | null, refunds: readonly RefundAmount[]): number | null {
  if (paidAmount === null) return null;
  return sum(refunds.filter((refund) => refund.statusId === REFUND_STATUS.paid));
}

/** The substatus a paid charge gains from its paid refunds; it keeps its status (Paid or Credited). */
export function refundSubstatus(
  paidAmount: number | null,
  refunded: number | null,
): { code: string; name: string } | null {
  if (paidAmount === null || refunded === null || refunded === 0) return null;
  return refunded >= paidAmount
    ? { code: 'refunded', name: 'Refunded' }
    : { code: 'partially_refunded', name: 'Partially refunded' };
}

/** Pix devolução may be asked for during 90 calendar days after the payment (BCB), counted in São Paulo. */
export const REFUND_WINDOW_DAYS = 90;

const DAY_MS = 86_400_000;

/**
 * The refund window of a charge paid at `paidAt`: the payment's São Paulo day is day 0, and day 90 (`lastDay`) is
 * the last on which a refund may start, until its midnight in São Paulo (`endsAt`, exclusive). A charge paid at 23:30
 * on 1 March (02:30 UTC on the 2nd) can be refunded through 30 May; one paid at 00:10 on 2 March, through 31 May.
 */
export function refundWindow(paidAt: Date): { lastDay: string; endsAt: Date } {
  const paidDayStart = Date.parse(`${saoPauloToday(paidAt)}T00:00:00-03:00`);
  const endsAt = new Date(paidDayStart + (REFUND_WINDOW_DAYS + 1) * DAY_MS);
  return { lastDay: saoPauloToday(new Date(endsAt.getTime() - 1)), endsAt };
}

/** A refundable charge's state, as the use case reads it under its lock and the dashboard from its response. */
export type RefundableCharge = {
  paymentMethod: PayinMethod;
  statusId: number;
  paidAmount: number | null;
  /** When it was paid (its Paid status's time); null if it never was. */
  paidAt: Date | null;
};

/** Which rule refused a refund; the dashboard says each in the reader's language. */
export type RefundRefusalReason =
  'boleto_unavailable' | 'not_paid' | 'period_ended' | 'nothing_remains' | 'exceeds_remainder';

/** Why a refund is refused: the rule, the input at fault (`id` is the charge in the path) and a message for people. */
export type RefundRefusal = {
  code: 'state_conflict' | 'invalid';
  field: 'id' | 'amount';
  reason: RefundRefusalReason;
  message: string;
};

export const BOLETO_REFUNDS_UNAVAILABLE =
  'Boleto charges cannot be refunded yet: a boleto refund is a transfer to the payer’s bank account, and there is no way to give one yet.';

/** Whether the charge accepts refunds at `now` and how much, or why not (any amount would be refused). */
export function refundEligibility(
  charge: RefundableCharge,
  refunds: readonly RefundAmount[],
  now: Date,
): { eligible: true; remainder: number; endsAt: Date; lastDay: string } | { eligible: false; refusal: RefundRefusal } {
  const refuse = (reason: RefundRefusalReason, message: string) =>
    ({ eligible: false, refusal: { code: 'state_conflict', field: 'id', reason, message } }) as const;
  if (charge.paymentMethod === 'boleto') return refuse('boleto_unavailable', BOLETO_REFUNDS_UNAVAILABLE);
  const paid = charge.statusId === PAYIN_STATUS.paid || charge.statusId === PAYIN_STATUS.credited;
  if (!paid || charge.paidAt === null) return refuse('not_paid', 'Only a paid or credited charge can be refunded.');
  const { lastDay, endsAt } = refundWindow(charge.paidAt);
  if (now >= endsAt) {
    return refuse(
      'period_ended',
      `The refund period of this charge ended on ${lastDay} (${REFUND_WINDOW_DAYS} days after its payment, São Paulo time).`,
    );
  }
  const remainder = refundableRemainder(charge.paidAmount, refunds);
  if (remainder === 0)
    return refuse(
      'nothing_remains',
      'Nothing remains to refund: the refunds of this charge already cover its paid amount.',
    );
  return { eligible: true, remainder, endsAt, lastDay };
}

/** The first rule a refund of `amount` cents breaks, or null when all pass (funds are the ledger's to check). */
export function refundRefusal(
  charge: RefundableCharge,
  refunds: readonly RefundAmount[],
  amount: number,
  now: Date,
): RefundRefusal | null {
  const eligibility = refundEligibility(charge, refunds, now);
  if (!eligibility.eligible) return eligibility.refusal;
  if (amount <= eligibility.remainder) return null;
  return {
    code: 'invalid',
    field: 'amount',
    reason: 'exceeds_remainder',
    message: `The amount (${formatBrl(amount)}) exceeds what remains refundable of this charge (${formatBrl(eligibility.remainder)}).`,
  };
}

/** The sandbox's magic amounts: a refund whose cents end in 66 (R$ 10,66) fails; any other is paid. */
export const sandboxRefundFails = (amount: number) => amount % 100 === 66;

/** Why a refund failed, as the sandbox (the only processor yet) says it. */
export const REFUND_FAILURE_REASON = 'The payer’s bank refused the devolução.';
