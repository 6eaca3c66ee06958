import { and, eq, min } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { theRow } from '@/db/rows';
import { merchantAccounts, payinCharges, payinStatusHistory, refunds, refundStatusHistory } from '@/db/schema';
import { inScope } from '@/db/scope';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { invalidInput, notFoundError, stateConflict } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';
import { PAYIN_NOT_FOUND } from '@/lib/payin/queries';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import { processorFor } from '@/lib/processor';
import { assertWebhookUrl } from '@/lib/webhooks/service';
import { bookRefundChange } from './ledger';
import type { RefundView } from './queries';
import { REFUND_STATUS, refundRefusal, type RefundableCharge } from './rules';
import type { CreateRefundInput } from './schemas';

type NewRefund = {
  scope: Scope;
  chargeId: number;
  input: CreateRefundInput;
  apiKeyId: number | null;
  actor: Actor;
  now: Date;
};

/**
 * The charge, locked (FOR UPDATE) until the transaction ends, with what the refund rules read: when it was paid and
 * its earlier refunds. Concurrent refunds of one charge take turns here, so each sees the ones before it.
 */
async function lockCharge(tx: Executor, scope: Scope, chargeId: number) {
  const [locked] = await tx
    .select({ charge: payinCharges, merchantName: merchantAccounts.name })
    .from(payinCharges)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, payinCharges.merchantAccountId))
    .where(and(eq(payinCharges.id, chargeId), ...inScope(payinCharges, scope)))
    .for('update', { of: payinCharges });
  if (!locked) throw notFoundError(PAYIN_NOT_FOUND);
  const [[paid], earlier] = await Promise.all([
    tx
      .select({ at: min(payinStatusHistory.createdAt) })
      .from(payinStatusHistory)
      .where(and(eq(payinStatusHistory.chargeId, chargeId), eq(payinStatusHistory.statusId, PAYIN_STATUS.paid))),
    tx
      .select({ amount: refunds.amount, statusId: refunds.statusId })
      .from(refunds)
      .where(eq(refunds.chargeId, chargeId)),
  ]);
  const { charge } = locked;
  const refundable: RefundableCharge = {
    paymentMethod: charge.paymentMethod,
    statusId: charge.statusId,
    paidAmount: charge.paidAmount,
    paidAt: paid?.at ?? null,
  };
  return { ...locked, refundable, earlier };
}

/**
 * Asks for a refund (Pix devolução) of part or all of a paid charge. Under the charge's row lock it checks the rules
 * (lib/refunds/rules.ts) against the refunds before it, stores the refund as Requested and holds its amount from the
 * merchant's available balance (refund reserved), which refuses a shortfall with `insufficient_funds`; any refusal
 * rolls everything back. The processor takes the refund up after the commit (the sandbox a step later).
 */
export async function createRefund(db: Db, request: NewRefund): Promise<RefundView> {
  const { scope, input, now } = request;
  assertWebhookUrl(input.notification_url);
  return db.transaction(async (tx) => {
    const { charge, merchantName, refundable, earlier } = await lockCharge(tx, scope, request.chargeId);
    const refusal = refundRefusal(refundable, earlier, input.amount, now);
    if (refusal) {
      throw refusal.code === 'invalid'
        ? invalidInput(refusal.field, refusal.message)
        : stateConflict(refusal.message, refusal.field);
    }
    const refund = theRow(
      await tx
        .insert(refunds)
        .values({
          organizationId: scope.organizationId,
          livemode: scope.livemode,
          chargeId: charge.id,
          merchantAccountId: charge.merchantAccountId,
          amount: input.amount,
          reason: input.reason,
          notificationUrl: input.notification_url ?? null,
          statusId: REFUND_STATUS.requested,
          apiKeyId: request.apiKeyId,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
      'insert into refunds',
    );
    await bookRefundChange(tx, refund, now);
    const [history] = await Promise.all([
      tx
        .insert(refundStatusHistory)
        .values({ refundId: refund.id, statusId: refund.statusId, createdAt: now })
        .returning(),
      processorFor(scope.livemode)?.submitRefund(tx, refund, now),
      recordAudit(tx, {
        organizationId: scope.organizationId,
        actor: request.actor,
        action: 'refund.created',
        resourceType: 'refund',
        resourceId: refund.id,
        details: { charge_id: charge.id, amount: refund.amount, reason: refund.reason },
      }),
    ]);
    return {
      refund,
      merchantName,
      chargeInvoice: charge.invoice,
      history: [theRow(history, 'insert into refund history')],
    };
  });
}
