/**
 * A dashboard list's URL ⇄ API query, shared by the payin and payout lists. Filters are named as the API names
 * them, so the page's URL and the API query read alike.
 */

/** `merchant_id=all` in the page's URL: every account of the organization instead of the selected one. */
export const ALL_ACCOUNTS = 'all';

export const PER_PAGE = 20;

/** The API's page size limit: exports fetch this many rows at a time. */
export const MAX_PER_PAGE = 100;

export type SortKey = 'id' | 'created_at' | 'updated_at' | 'amount';

/**
 * The sorts offered by lists whose API sorts by id, created_at, updated_at and amount; `name` is the key of the words
 * the `lists` catalogue says them in (`sortOptions.<name>`).
 */
export const SORT_OPTIONS = [
  { sortBy: 'created_at', order: 'desc', name: 'newest' },
  { sortBy: 'created_at', order: 'asc', name: 'oldest' },
  { sortBy: 'updated_at', order: 'desc', name: 'recentlyUpdated' },
  { sortBy: 'amount', order: 'desc', name: 'highestAmount' },
  { sortBy: 'amount', order: 'asc', name: 'lowestAmount' },
  { sortBy: 'id', order: 'desc', name: 'highestId' },
] as const satisfies readonly { sortBy: SortKey; order: 'asc' | 'desc'; name: string }[];

/** The account the list shows: the URL's, else the one selected in the sidebar; null for every account. */
export function effectiveMerchant(params: URLSearchParams, selectedMerchantId: number | null): string | null {
  const fromUrl = params.get('merchant_id');
  if (fromUrl === ALL_ACCOUNTS) return null;
  return fromUrl || (selectedMerchantId === null ? null : String(selectedMerchantId));
}

export type PageRequest = { page: number; perPage: number; sortBy?: string; sortOrder?: string };

/** The query helpers of one list, for its filters (`merchant_id` among them, resolved against the sidebar's account). */
export function defineListQuery<const Names extends readonly string[]>(filterNames: Names) {
  return {
    FILTER_NAMES: filterNames,

    /** The API query for the page's URL: its filters and sort, the effective account, and the page asked for. */
    apiQuery(params: URLSearchParams, selectedMerchantId: number | null, page: PageRequest): string {
      const query = new URLSearchParams();
      for (const name of filterNames) {
        const value = name === 'merchant_id' ? effectiveMerchant(params, selectedMerchantId) : params.get(name);
        if (value) query.set(name, value);
      }
      query.set('sort_by', page.sortBy ?? params.get('sort_by') ?? 'created_at');
      query.set('sort_order', page.sortOrder ?? params.get('sort_order') ?? 'desc');
      query.set('page', String(page.page));
      query.set('per_page', String(page.perPage));
      return query.toString();
    },

    /** Whether the URL narrows the list beyond the account, for telling "none yet" from "none match". */
    hasFilters(params: URLSearchParams): boolean {
      return filterNames.some((name) => name !== 'merchant_id' && params.get(name));
    },

    /** The changes that clear every filter but the account. */
    clearedFilters(): Record<string, null> {
      return Object.fromEntries(filterNames.filter((name) => name !== 'merchant_id').map((name) => [name, null]));
    },
  };
}
