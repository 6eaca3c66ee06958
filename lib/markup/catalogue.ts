/** The values a markup rule's fields take; free of zod and decimal.js, so dashboard pages can list them cheaply. */
export const markupModes = ['fixed', 'percent'] as const;
export const markupProducts = ['payin', 'payout'] as const;
export const markupPaymentMethods = ['pix', 'billet', 'credit_card'] as const;
export const markupTypes = ['global'] as const;
