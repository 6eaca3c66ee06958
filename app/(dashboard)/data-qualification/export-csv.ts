import type { CsvColumn } from '@/components/list/export-csv';
import { MAX_PER_PAGE } from '@/components/list/list-query';
import { apiFetchWithHeaders } from '@/lib/api-client';
import { qualificationApiQuery } from './list-query';
import { API_PATH, type QualificationRecord } from './records';

export const QUALIFICATION_COLUMNS: CsvColumn<QualificationRecord>[] = [
  ['id', (record) => record.id],
  ['custom_code', (record) => record.custom_code],
  ['batch_code', (record) => record.batch_code],
  ['merchant_id', (record) => record.merchant.id],
  ['merchant', (record) => record.merchant.name],
  ['service_id', (record) => record.data_qualification_service_id],
  ['service', (record) => record.data_qualification_service_name],
  ['status_id', (record) => record.status_flow_data_qualification_id],
  ['status', (record) => record.data_qualification_status_flow_name],
  ['status_description', (record) => record.description_status],
  ['name', (record) => record.name],
  ['document_type', (record) => record.document_type],
  ['document', (record) => record.document],
  ['bank_code', (record) => record.bank_code],
  ['bank_branch', (record) => record.bank_branch],
  ['bank_branch_digit', (record) => record.bank_branch_digit],
  ['account', (record) => record.account],
  ['account_digit', (record) => record.account_digit],
  ['account_type', (record) => record.account_type],
  // A plain decimal (the API's number), exact whatever a spreadsheet's locale.
  ['amount', (record) => (record.amount === null ? null : record.amount.toFixed(2))],
  ['notification_url', (record) => record.notification_url],
  ['created_at_utc', (record) => record.created_at],
  ['updated_at_utc', (record) => record.updated_at],
];

/**
 * Every record matching the list's filters, 100 at a time, sorted by id ascending whatever the list's order: records
 * created meanwhile can only join the end, so none is skipped or repeated between pages. The total is X-Total-Count.
 */
export async function fetchAllRecords(
  params: URLSearchParams,
  selectedMerchantId: number | null,
  onProgress: (done: number, total: number) => void,
): Promise<QualificationRecord[]> {
  const records: QualificationRecord[] = [];
  for (let page = 1; ; page++) {
    const query = qualificationApiQuery(params, selectedMerchantId, {
      page,
      perPage: MAX_PER_PAGE,
      sortBy: 'id',
      sortOrder: 'asc',
    });
    const { body, headers } = await apiFetchWithHeaders<QualificationRecord[]>(`${API_PATH}?${query}`);
    records.push(...body);
    const total = Number(headers.get('x-total-count') ?? records.length);
    onProgress(records.length, total);
    if (body.length < MAX_PER_PAGE || records.length >= total) return records;
  }
}
