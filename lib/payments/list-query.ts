/** The sorts of the payin and payout lists; `lib/payments/queries.ts` has a column for each. */
export const PAYMENT_SORT_KEYS = ['id', 'created_at', 'updated_at', 'amount'] as const;
export type PaymentSortKey = (typeof PAYMENT_SORT_KEYS)[number];

/** What both lists' parsed queries have (payin adds its payment method). */
export type PaymentListQuery = {
  merchant_id?: number;
  invoice?: string;
  status_id?: number;
  created_at_start?: string;
  created_at_end?: string;
  sort_by: PaymentSortKey;
  sort_order: 'asc' | 'desc';
  page: number;
  per_page: number;
};
