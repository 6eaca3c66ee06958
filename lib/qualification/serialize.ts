import { qualificationDate, QUALIFICATION_SERVICES, QUALIFICATION_STATUSES } from './rules';
import type { BatchSummary } from './list';
import type { DataQualificationRecord, QualificationBatchSummary } from './schemas';
import type { RecordView } from './queries';

const ACCOUNT_TYPE_NAMES = { CHECKING: 'Checking account', SAVINGS: 'Savings account' } as const;

/** The provider's record (docs/api.md): `merchant.id` a string, dates as `YYYY-MM-DD HH:mm:ss`. */
export function serializeRecord({ record, merchantName }: RecordView): DataQualificationRecord {
  return {
    id: record.id,
    livemode: record.livemode,
    batch_code: record.batchCode,
    custom_code: record.customCode,
    data_qualification_service_id: record.serviceId,
    data_qualification_service_name: QUALIFICATION_SERVICES[record.serviceId] ?? 'Unknown',
    status_flow_data_qualification_id: record.statusId,
    data_qualification_status_flow_name: QUALIFICATION_STATUSES[record.statusId]?.name ?? 'Unknown',
    description_status: record.statusDescription,
    name: record.name,
    document: record.document,
    document_type: record.documentType,
    bank_code: record.bankCode,
    bank_branch: record.bankBranch,
    bank_branch_digit: record.bankBranchDigit,
    account: record.account,
    account_digit: record.accountDigit,
    account_type: record.accountType,
    account_type_name: ACCOUNT_TYPE_NAMES[record.accountType],
    amount: record.amount === null ? null : Number(record.amount),
    notification_url: record.notificationUrl,
    created_at: qualificationDate(record.createdAt),
    updated_at: qualificationDate(record.updatedAt),
    merchant: { id: String(record.merchantAccountId), name: merchantName },
  };
}

export function serializeBatch(batch: BatchSummary): QualificationBatchSummary {
  return {
    batch_code: batch.batchCode,
    merchant: { id: String(batch.merchant.id), name: batch.merchant.name },
    received_at: batch.receivedAt.toISOString(),
    last_changed_at: batch.lastChangedAt.toISOString(),
    total: batch.total,
    final: batch.final,
    in_processing: batch.inProcessing,
    by_status: batch.byStatus.map((status) => ({
      status_id: status.statusId,
      name: QUALIFICATION_STATUSES[status.statusId]?.name ?? 'Unknown',
      records: status.records,
    })),
  };
}
