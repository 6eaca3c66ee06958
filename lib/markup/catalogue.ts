/** The values a markup rule's fields take; free of zod and decimal.js, so dashboard pages can list them cheaply. */
export const markupModes = ['fixed', 'percent'] as const;
export const markupProducts = ['payin', 'payout'] as const;
export const markupPaymentMethods = ['pix', 'billet', 'credit_card'] as const;
export const markupTypes = ['global'] as const;

/**
 * The methods a rule of each product can apply to. Payouts are paid by PIX only, so a payout rule for billet or
 * credit_card would never apply; payin keeps the spec's three (card charges are the provider's, listed by the spec).
 */
export const MARKUP_METHODS_BY_PRODUCT: Record<
  (typeof markupProducts)[number],
  readonly (typeof markupPaymentMethods)[number][]
> = {
  payin: markupPaymentMethods,
  payout: ['pix'],
};
