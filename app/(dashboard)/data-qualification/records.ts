import { formatDocument } from '../payouts/brl';

/** A data qualification record as `GET /api/v1/payout/data-qualification` returns it. */
export type QualificationRecord = {
  id: number;
  batch_code: string;
  custom_code: string;
  data_qualification_service_id: number;
  data_qualification_service_name: string;
  status_flow_data_qualification_id: number;
  data_qualification_status_flow_name: string;
  description_status: string | null;
  name: string;
  document: string;
  document_type: 'cpf' | 'cnpj';
  bank_code: string;
  bank_branch: string;
  bank_branch_digit: string | null;
  account: string;
  account_digit: string;
  account_type: 'SAVINGS' | 'CHECKING';
  account_type_name: string;
  amount: number | null;
  notification_url: string | null;
  /** `YYYY-MM-DD HH:mm:ss`, UTC. */
  created_at: string;
  updated_at: string;
  merchant: { id: string; name: string };
};

export type QualificationService = { id: number; name: string; requires_amount: boolean };
export type QualificationStatus = { id: number; name: string; final: boolean; step: number };

/** Statuses the processor still moves on its own; Awaiting (9) waits for an operator's manual correction. */
export const QUALIFICATION_AWAITING = 9;
export const QUALIFICATION_MOVING = [1, 999];

export const API_PATH = '/v1/payout/data-qualification';

/** A batch: the records of one `batch_code` on one account, counted by status, as `GET …/data-qualification/batches` returns it. */
export type QualificationBatch = {
  batch_code: string;
  merchant: { id: string; name: string };
  /** ISO 8601. */
  received_at: string;
  last_changed_at: string;
  total: number;
  /** Records in a final status: Valid data, Invalid data, No Process. */
  final: number;
  /** Records the processor has still to settle (Received, Processing); Awaiting waits for a person, so it does not count. */
  in_processing: number;
  by_status: { status_id: number; name: string; records: number }[];
};
export type QualificationBatchPage = { data: QualificationBatch[]; meta: { current_page: number; per_page: number; total: number; last_page: number } };

export const BATCHES_PATH = `${API_PATH}/batches`;

/** The records list filtered to one batch (a batch is a batch code on one account). */
export const batchRecordsHref = (batch: Pick<QualificationBatch, 'batch_code' | 'merchant'>) =>
  `/data-qualification?${new URLSearchParams({ merchant_id: batch.merchant.id, batch_code: batch.batch_code })}`;

/** The API's `YYYY-MM-DD HH:mm:ss` (UTC) as a Date. */
export const qualificationTime = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

export const statusOf = (record: QualificationRecord) => ({ id: record.status_flow_data_qualification_id, name: record.data_qualification_status_flow_name });

/** `341 · 0001-2 · 12345-6`: bank, branch and account with their check digits. */
export function bankAccountText(record: Pick<QualificationRecord, 'bank_code' | 'bank_branch' | 'bank_branch_digit' | 'account' | 'account_digit'>): string {
  const branch = record.bank_branch_digit ? `${record.bank_branch}-${record.bank_branch_digit}` : record.bank_branch;
  return `${record.bank_code} · ${branch} · ${record.account}-${record.account_digit}`;
}

export { formatDocument };
