import type { Refund } from '@/db/schema';
import { microIso } from '@/lib/dates';
import type { RefundView } from './queries';
import { refundStatusObject } from './rules';
import type { ChargeRefundRecord, RefundRecord } from './schemas';

/** A refund as its charge lists it. */
export function serializeChargeRefund(refund: Refund): ChargeRefundRecord {
  return {
    id: refund.id,
    amount: refund.amount,
    status: refundStatusObject(refund.statusId),
    reason: refund.reason,
    created_at: microIso(refund.createdAt),
    updated_at: microIso(refund.updatedAt),
  };
}

/** The published refund, as its endpoints answer and its callbacks carry it. */
export function serializeRefund({ refund, merchantName, chargeInvoice, history }: RefundView): RefundRecord {
  return {
    ...serializeChargeRefund(refund),
    livemode: refund.livemode,
    charge: { id: refund.chargeId, invoice: chargeInvoice },
    merchant: { id: refund.merchantAccountId, name: merchantName },
    notification_url: refund.notificationUrl,
    failure_reason: refund.failureReason,
    status_history: history.map((change) => ({
      status: refundStatusObject(change.statusId),
      updated_at: microIso(change.createdAt),
    })),
  };
}
