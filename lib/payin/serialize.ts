import { publicBaseUrl } from '@/lib/config';
import { statusObject } from './rules';
import { microIso } from '@/lib/dates';
import { refundedAmount, refundSubstatus } from '@/lib/refunds/rules';
import { serializeChargeRefund } from '@/lib/refunds/serialize';
import type { ChargeView } from './queries';
import type { CancelPayinResponse, PayinChargeRecord } from './schemas';

export const CURRENCIES: Record<string, { id: number; name: string; code: string; symbol: string }> = {
  BRL: { id: 986, name: 'Brazilian Real', code: 'BRL', symbol: 'R$' },
};

/** Charges are created in BRL only (brlCurrencySchema), so a stored charge in another currency is corrupt. */
function currencyOf(code: string): PayinChargeRecord['currency'] {
  const currency = CURRENCIES[code];
  if (!currency) throw new Error(`a charge in an unknown currency: ${code}`);
  return currency;
}

export function paymentPageUrl(hash: string): string {
  return `${publicBaseUrl()}/pay/${hash}`;
}

/**
 * The full published response for both methods; `markup` is null when none was applied. `refunded_amount` and the
 * `refunded`/`partially_refunded` substatus come from the paid refunds (lib/refunds/rules.ts).
 */
export function serializeCharge({ charge, merchantName, history, refunds }: ChargeView): PayinChargeRecord {
  const markup = charge.markup
    ? {
        mode: charge.markup.mode,
        amount: Number(charge.markup.amount),
        min_charge_value: charge.markup.min_charge_value === null ? null : Number(charge.markup.min_charge_value),
        max_charge_value: charge.markup.max_charge_value === null ? null : Number(charge.markup.max_charge_value),
        source: charge.markup.source,
        applied_amount: charge.markup.applied_amount,
      }
    : null;
  const refunded = refundedAmount(charge.paidAmount, refunds);
  return {
    id: charge.id,
    livemode: charge.livemode,
    merchant: { id: charge.merchantAccountId, name: merchantName },
    hash: charge.hash,
    payment_page: paymentPageUrl(charge.hash),
    our_number: charge.ourNumber,
    invoice: charge.invoice,
    notification_url: charge.notificationUrl,
    payment_method: charge.paymentMethod,
    amount: charge.amount,
    total_amount: charge.amount + charge.markupAmount,
    paid_amount: charge.paidAmount,
    refunded_amount: refunded,
    currency: currencyOf(charge.currency),
    description: charge.description ?? '',
    created_at: microIso(charge.createdAt),
    updated_at: microIso(charge.updatedAt),
    buyer: charge.buyer,
    originator_legal_entity: charge.originatorLegalEntity,
    splits: [],
    boleto: charge.boleto,
    pix: charge.pix,
    status: statusObject(charge.statusId),
    status_history: history.map((change) => ({
      status: statusObject(change.statusId),
      updated_at: microIso(change.createdAt),
    })),
    substatus: charge.substatus ?? refundSubstatus(charge.paidAmount, refunded),
    refunds: refunds.map(serializeChargeRefund),
    automatic_pix: null,
    markup,
  };
}

/** The provider's acknowledgement of an accepted cancellation request. */
export function serializeCancelSubmitted(): CancelPayinResponse {
  return { status: true, data: { message: 'Cancellation request submitted successfully' } };
}
