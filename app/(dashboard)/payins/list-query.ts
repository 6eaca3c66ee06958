// Type-only: the list page need not ship zod and the create schema to the browser.
import type { PAYIN_SORT_KEYS } from '@/lib/payin/schemas';

/** The list's filters, named as the API names them so the page's URL and the API query read alike. */
export const FILTER_NAMES = ['merchant_id', 'invoice', 'payment_method', 'status_id', 'created_at_start', 'created_at_end'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** `merchant_id=all` in the page's URL: every account of the organization instead of the selected one. */
export const ALL_ACCOUNTS = 'all';

export const PER_PAGE = 20;

export const SORT_OPTIONS: { sortBy: (typeof PAYIN_SORT_KEYS)[number]; order: 'asc' | 'desc'; label: string }[] = [
  { sortBy: 'created_at', order: 'desc', label: 'Newest first' },
  { sortBy: 'created_at', order: 'asc', label: 'Oldest first' },
  { sortBy: 'updated_at', order: 'desc', label: 'Recently updated' },
  { sortBy: 'amount', order: 'desc', label: 'Highest amount' },
  { sortBy: 'amount', order: 'asc', label: 'Lowest amount' },
  { sortBy: 'id', order: 'desc', label: 'Highest id' },
];

/** The account the list shows: the URL's, else the one selected in the sidebar; null for every account. */
export function effectiveMerchant(params: URLSearchParams, selectedMerchantId: number | null): string | null {
  const fromUrl = params.get('merchant_id');
  if (fromUrl === ALL_ACCOUNTS) return null;
  return fromUrl || (selectedMerchantId === null ? null : String(selectedMerchantId));
}

/** The API query for the page's URL: its filters and sort, the effective account, and the page asked for. */
export function apiQuery(params: URLSearchParams, selectedMerchantId: number | null, page: { page: number; perPage: number; sortBy?: string; sortOrder?: string }): string {
  const query = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = name === 'merchant_id' ? effectiveMerchant(params, selectedMerchantId) : params.get(name);
    if (value) query.set(name, value);
  }
  query.set('sort_by', page.sortBy ?? params.get('sort_by') ?? 'created_at');
  query.set('sort_order', page.sortOrder ?? params.get('sort_order') ?? 'desc');
  query.set('page', String(page.page));
  query.set('per_page', String(page.perPage));
  return query.toString();
}

/** Whether the URL narrows the list beyond the account, for telling "no charges yet" from "none match". */
export function hasFilters(params: URLSearchParams): boolean {
  return FILTER_NAMES.some((name) => name !== 'merchant_id' && params.get(name));
}
