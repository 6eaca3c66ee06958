import type { QualificationRecord } from '@/db/schema';
import type { NewWebhook } from '@/lib/webhooks/service';
import { QUALIFICATION_STATUSES } from './rules';

/** The provider's notification (docs/webhooks.md), signed `Authorization: Bearer sha256hex(body + key)`; none without a notification_url. */
export function notificationOf(record: QualificationRecord, now: Date): NewWebhook[] {
  if (!record.notificationUrl) return [];
  const status = QUALIFICATION_STATUSES[record.statusId];
  if (!status) throw new Error(`data qualification record ${record.id} has unknown status ${record.statusId}`);
  return [
    {
      organizationId: record.organizationId,
      livemode: record.livemode,
      eventKind: 'data_qualification.status_changed',
      resourceType: 'data_qualification',
      resourceId: record.id,
      url: record.notificationUrl,
      payload: {
        id: String(record.id),
        step: status.step,
        status_id: record.statusId,
        custom_code: record.customCode,
        batch_code: record.batchCode,
        message: record.statusDescription,
        name: record.name,
        document: record.document,
        bank_code: record.bankCode,
        bank_branch: record.bankBranch,
        bank_branch_digit: record.bankBranchDigit ?? '',
        account: record.account,
        account_digit: record.accountDigit,
        account_type: record.accountType === 'CHECKING' ? 'c' : 's',
        pix_key: '',
      },
      signature: { kind: 'body' },
      apiKeyId: record.apiKeyId,
      now,
    },
  ];
}
