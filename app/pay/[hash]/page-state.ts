import type { PayinCharge } from '@/db/schema';
import { PAYIN_STATUS } from '@/lib/payin/rules';

export type PageState = 'open' | 'paid' | 'canceled' | 'expired' | 'rejected' | 'dropRequested';

/** Each state's badge tone; its words are the catalogue's `pay.state.<state>`. */
export const STATE_TONES: Record<PageState, 'info' | 'success' | 'danger' | 'warning' | 'neutral'> = {
  open: 'info',
  paid: 'success',
  canceled: 'neutral',
  expired: 'warning',
  rejected: 'danger',
  dropRequested: 'neutral',
};

/** What the buyer needs to know. A Created charge past its expiry (before the expiry job runs) is already unpayable. */
export function pageState(charge: PayinCharge, now: Date): PageState {
  switch (charge.statusId) {
    case PAYIN_STATUS.paid:
    case PAYIN_STATUS.credited:
      return 'paid';
    case PAYIN_STATUS.canceled:
      return charge.substatus?.code === 'expired' ? 'expired' : 'canceled';
    case PAYIN_STATUS.rejected:
      return 'rejected';
    case PAYIN_STATUS.dropRequested:
      return 'dropRequested';
    default:
      return now >= charge.expiresAt ? 'expired' : 'open';
  }
}

/**
 * Whom the buyer pays, as the page and the boleto name them: a boleto's beneficiary is the originator the charge
 * names (a marketplace's seller), when it names one; a pix is paid to the merchant's account.
 */
export function payeeName(charge: PayinCharge, merchantName: string): string {
  return charge.paymentMethod === 'boleto' ? (charge.originatorLegalEntity?.name ?? merchantName) : merchantName;
}
