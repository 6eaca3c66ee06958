import { formatBrl } from '@/lib/money';
import { payoutStatusObject } from './rules';
import type { PayoutRecord } from './schemas';
import type { PayoutView } from './queries';
import { microIso } from '@/lib/dates';

const isoOrNull = (date: Date | null) => (date ? microIso(date) : null);

/** The provider's response (docs/api.md). `markup` echoes inline markup only (rule 2: null for a global rule); what was charged is always reported. */
export function serializePayout({ payout, merchantName, history }: PayoutView): PayoutRecord {
  const inline = payout.markup?.source === 'inline' ? payout.markup : null;
  return {
    id: payout.id,
    livemode: payout.livemode,
    merchant: { id: payout.merchantAccountId, name: merchantName },
    payment_method: 'PIX',
    amount: formatBrl(payout.amount),
    currency: payout.currency,
    invoice: payout.invoice,
    status: payoutStatusObject(payout.statusId),
    beneficiary: payout.beneficiary,
    markup: inline && {
      mode: inline.mode,
      amount: Number(inline.amount),
      min_charge_value: inline.min_charge_value === null ? null : Number(inline.min_charge_value),
      max_charge_value: inline.max_charge_value === null ? null : Number(inline.max_charge_value),
      purpose: 'payout_markup',
      paid_at: isoOrNull(payout.paidAt),
      created_at: microIso(payout.createdAt),
      updated_at: microIso(payout.updatedAt),
    },
    markup_charged: formatBrl(payout.markupAmount),
    markup_source: payout.markup?.source ?? null,
    total_debited: formatBrl(payout.amount + payout.markupAmount),
    description: payout.description,
    failure_reason: payout.failureReason,
    notification_url: payout.notificationUrl,
    paid_at: isoOrNull(payout.paidAt),
    created_at: microIso(payout.createdAt),
    updated_at: microIso(payout.updatedAt),
    status_history: history.map((change) => ({
      status: payoutStatusObject(change.statusId),
      updated_at: microIso(change.createdAt),
    })),
  };
}
