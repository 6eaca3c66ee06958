import { fetchAllPages, type CsvColumn } from '@/components/list/export-csv';
import type { PageRequest } from '@/components/list/list-query';
import type { PayinChargeRecord } from '@/lib/payin/schemas';
import { payinListQuery } from './list-query';

/** Amounts stay in integer cents, the API's unit, so the file is exact whatever a spreadsheet's locale. */
export const CHARGE_COLUMNS: CsvColumn<PayinChargeRecord>[] = [
  ['id', (charge) => charge.id],
  ['invoice', (charge) => charge.invoice],
  ['merchant_id', (charge) => charge.merchant.id],
  ['merchant', (charge) => charge.merchant.name],
  ['payment_method', (charge) => charge.payment_method],
  ['status_id', (charge) => charge.status.id],
  ['status', (charge) => charge.status.name],
  ['substatus', (charge) => charge.substatus?.name ?? null],
  ['amount_cents', (charge) => charge.amount],
  ['markup_cents', (charge) => charge.total_amount - charge.amount],
  ['total_cents', (charge) => charge.total_amount],
  ['paid_cents', (charge) => charge.paid_amount],
  ['currency', (charge) => charge.currency.code],
  ['buyer_name', (charge) => charge.buyer.name],
  ['buyer_email', (charge) => charge.buyer.email],
  ['buyer_document', (charge) => charge.buyer.document.number],
  ['expire_date', (charge) => charge.boleto?.expire_date ?? charge.pix?.expire_date ?? null],
  ['created_at', (charge) => charge.created_at],
  ['updated_at', (charge) => charge.updated_at],
  ['payment_page', (charge) => charge.payment_page],
];

/** Every charge matching the list's filters (see fetchAllPages). */
export function fetchAllCharges(
  params: URLSearchParams,
  selectedMerchantId: number | null,
  onProgress: (done: number, total: number) => void,
): Promise<PayinChargeRecord[]> {
  return fetchAllPages<PayinChargeRecord>(
    '/v2/payin/payments',
    (page: PageRequest) => payinListQuery.apiQuery(params, selectedMerchantId, page),
    onProgress,
  );
}
