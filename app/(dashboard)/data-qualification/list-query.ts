import { effectiveMerchant, PER_PAGE, type PageRequest } from '@/components/list/list-query';
import type { ListQualificationQuery } from '@/lib/qualification/schemas';

/** The list's filters, named as the API names them so the page's URL and the API query read alike. */
export const FILTER_NAMES = [
  'merchant_id',
  'status_flow_data_qualification_id',
  'data_qualification_service_id',
  'custom_code',
  'batch_code',
  'document',
  'created_at',
] as const;

type OrderKey = ListQualificationQuery['order_by'];

/** Every `order_by` of the API, with its label's key in `qualification.list.order` (the type makes a new one a compile
 * error here until it is labelled). */
export const ORDER_LABELS = {
  created_at: 'created',
  id: 'id',
  custom_code: 'customCode',
  batch_code: 'batchCode',
  data_qualification_service_name: 'serviceName',
  description_status: 'statusDescription',
  'merchant.name': 'accountName',
} as const satisfies Record<OrderKey, string>;

export const DEFAULT_ORDER = { orderBy: 'created_at', sort: 'desc' } as const;

/** Page sizes offered; the API takes 1 to 100. */
export const PER_PAGE_OPTIONS = [15, PER_PAGE, 50, 100] as const;

/** The URL's `per_page` when it is one offered, else the dashboard's usual size. */
export function perPageOf(params: URLSearchParams): number {
  const asked = Number(params.get('per_page'));
  return (PER_PAGE_OPTIONS as readonly number[]).includes(asked) ? asked : PER_PAGE;
}

/** The API query for the page's URL: its filters and order, the effective account, and the page asked for. */
export function qualificationApiQuery(
  params: URLSearchParams,
  selectedMerchantId: number | null,
  page: PageRequest,
): string {
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

export const hasFilters = (params: URLSearchParams) =>
  FILTER_NAMES.some((name) => name !== 'merchant_id' && params.get(name));

export const clearedFilters = () =>
  Object.fromEntries(FILTER_NAMES.filter((name) => name !== 'merchant_id').map((name) => [name, null]));
