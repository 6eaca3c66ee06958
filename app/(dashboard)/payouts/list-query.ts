import { defineListQuery } from '@/components/list/list-query';

/** The payout list's filters, named as the API names them so the page's URL and the API query read alike. */
export const payoutListQuery = defineListQuery([
  'merchant_id',
  'invoice',
  'status_id',
  'created_at_start',
  'created_at_end',
] as const);
