// The API's shapes, from the schemas its OpenAPI document publishes (types only: nothing of zod reaches the page).
import type { PageMeta } from '@/lib/pagination';
import type {
  DataQualificationRecord,
  QualificationBatchSummary,
  QualificationServiceRecord,
  QualificationStatusRecord,
} from '@/lib/qualification/schemas';

export type QualificationRecord = DataQualificationRecord;
export type QualificationBatch = QualificationBatchSummary;
export type QualificationService = QualificationServiceRecord;
export type QualificationStatus = QualificationStatusRecord;

/** Statuses the processor still moves on its own; Awaiting (9) waits for an operator's manual correction. */
export const QUALIFICATION_AWAITING = 9;
export const QUALIFICATION_MOVING = [1, 999];

export const API_PATH = '/v1/payout/data-qualification';

export type QualificationBatchPage = { data: QualificationBatch[]; meta: PageMeta };

export const BATCHES_PATH = `${API_PATH}/batches`;

/** The records list filtered to one batch (a batch is a batch code on one account). */
export const batchRecordsHref = (batch: Pick<QualificationBatch, 'batch_code' | 'merchant'>) =>
  `/data-qualification?${new URLSearchParams({ merchant_id: batch.merchant.id, batch_code: batch.batch_code })}`;

/** The API's `YYYY-MM-DD HH:mm:ss` (UTC) as a Date. */
export const qualificationTime = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

export const statusOf = (record: QualificationRecord) => ({
  id: record.status_flow_data_qualification_id,
  name: record.data_qualification_status_flow_name,
});

/** `341 · 0001-2 · 12345-6`: bank, branch and account with their check digits. */
export function bankAccountText(
  record: Pick<QualificationRecord, 'bank_code' | 'bank_branch' | 'bank_branch_digit' | 'account' | 'account_digit'>,
): string {
  const branch = record.bank_branch_digit ? `${record.bank_branch}-${record.bank_branch_digit}` : record.bank_branch;
  return `${record.bank_code} · ${branch} · ${record.account}-${record.account_digit}`;
}

export { formatDocument } from '@/lib/validation/documents';
