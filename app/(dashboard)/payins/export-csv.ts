import { apiFetch } from '@/lib/api-client';
import { toCsv } from '@/lib/csv';
import type { PayinChargePage, PayinChargeRecord } from '@/lib/payin/schemas';
import { apiQuery } from './list-query';

const MAX_PER_PAGE = 100;

/** Amounts stay in integer cents, the API's unit, so the file is exact whatever a spreadsheet's locale. */
const COLUMNS: [string, (charge: PayinChargeRecord) => string | number | null][] = [
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

/**
 * Every charge matching the list's filters, fetched a page of 100 at a time. Sorted by id ascending whatever the
 * list's sort: charges created meanwhile can only join the end, so no row is skipped or repeated between pages.
 */
export async function fetchAllCharges(params: URLSearchParams, selectedMerchantId: number | null, onProgress: (done: number, total: number) => void): Promise<PayinChargeRecord[]> {
  const charges: PayinChargeRecord[] = [];
  for (let page = 1; ; page++) {
    const query = apiQuery(params, selectedMerchantId, { page, perPage: MAX_PER_PAGE, sortBy: 'id', sortOrder: 'asc' });
    const result = await apiFetch<PayinChargePage>(`/v2/payin/payments?${query}`);
    charges.push(...result.data);
    onProgress(charges.length, result.meta.total);
    if (page >= result.meta.last_page) return charges;
  }
}

export function chargesCsv(charges: PayinChargeRecord[]): string {
  return toCsv(
    COLUMNS.map(([name]) => name),
    charges.map((charge) => COLUMNS.map(([, value]) => value(charge))),
  );
}

/** Hands the text to the browser as a file download. The BOM makes Excel read the accents as UTF-8. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the blob is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
