import { effectiveMerchant, type PageRequest } from '@/components/list/list-query';

/** The list's filters, named as the API names them so the page's URL and the API query read alike. */
export const FILTER_NAMES = ['merchant_id', 'status_flow_data_qualification_id', 'data_qualification_service_id', 'custom_code', 'document', 'created_at'] as const;

export const ORDER_OPTIONS = [
  { orderBy: 'created_at', sort: 'desc', label: 'Newest first' },
  { orderBy: 'created_at', sort: 'asc', label: 'Oldest first' },
  { orderBy: 'custom_code', sort: 'asc', label: 'Custom code A–Z' },
  { orderBy: 'batch_code', sort: 'asc', label: 'Batch A–Z' },
  { orderBy: 'data_qualification_service_name', sort: 'asc', label: 'Service A–Z' },
  { orderBy: 'description_status', sort: 'asc', label: 'Status description A–Z' },
  { orderBy: 'merchant.name', sort: 'asc', label: 'Account A–Z' },
  { orderBy: 'id', sort: 'desc', label: 'Highest id' },
] as const;

export const DEFAULT_ORDER = { orderBy: 'created_at', sort: 'desc' } as const;

/** The API query for the page's URL: its filters and order, the effective account, and the page asked for. */
export function qualificationApiQuery(params: URLSearchParams, selectedMerchantId: number | null, page: PageRequest): string {
  const query = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = name === 'merchant_id' ? effectiveMerchant(params, selectedMerchantId) : params.get(name);
    if (value) query.set(name, value);
  }
  query.set('order_by', page.sortBy ?? params.get('order_by') ?? DEFAULT_ORDER.orderBy);
  query.set('sort', page.sortOrder ?? params.get('sort') ?? DEFAULT_ORDER.sort);
  query.set('page', String(page.page));
  query.set('per_page', String(page.perPage));
  return query.toString();
}

export const hasFilters = (params: URLSearchParams) => FILTER_NAMES.some((name) => name !== 'merchant_id' && params.get(name));

export const clearedFilters = () => Object.fromEntries(FILTER_NAMES.filter((name) => name !== 'merchant_id').map((name) => [name, null]));
