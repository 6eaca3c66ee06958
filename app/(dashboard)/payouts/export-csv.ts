import { fetchAllPages, type CsvColumn } from '@/components/list/export-csv';
import type { PayoutRecord } from '@/lib/payout/schemas';
import { brlTextToCents } from './brl';
import { payoutListQuery } from './list-query';

/** Amounts in integer cents, as the payin export has them, so the file is exact whatever a spreadsheet's locale. */
export const PAYOUT_COLUMNS: CsvColumn<PayoutRecord>[] = [
  ['id', (payout) => payout.id],
  ['invoice', (payout) => payout.invoice],
  ['merchant_id', (payout) => payout.merchant.id],
  ['merchant', (payout) => payout.merchant.name],
  ['payment_method', (payout) => payout.payment_method],
  ['status_id', (payout) => payout.status.id],
  ['status', (payout) => payout.status.name],
  ['amount_cents', (payout) => brlTextToCents(payout.amount)],
  ['markup_cents', (payout) => brlTextToCents(payout.markup_charged)],
  ['markup_source', (payout) => payout.markup_source],
  ['total_debited_cents', (payout) => brlTextToCents(payout.total_debited)],
  ['currency', (payout) => payout.currency],
  ['beneficiary_name', (payout) => payout.beneficiary.name],
  ['beneficiary_document_type', (payout) => payout.beneficiary.document.type],
  ['beneficiary_document', (payout) => payout.beneficiary.document.number],
  ['pix_key_type', (payout) => payout.beneficiary.pix.key_type],
  ['pix_key', (payout) => payout.beneficiary.pix.key],
  ['description', (payout) => payout.description],
  ['paid_at', (payout) => payout.paid_at],
  ['created_at', (payout) => payout.created_at],
  ['updated_at', (payout) => payout.updated_at],
];

/** Every payout matching the list's filters (see fetchAllPages). */
export function fetchAllPayouts(
  params: URLSearchParams,
  selectedMerchantId: number | null,
  onProgress: (done: number, total: number) => void,
): Promise<PayoutRecord[]> {
  return fetchAllPages<PayoutRecord>(
    '/v2/payout/payments',
    (page) => payoutListQuery.apiQuery(params, selectedMerchantId, page),
    onProgress,
  );
}
