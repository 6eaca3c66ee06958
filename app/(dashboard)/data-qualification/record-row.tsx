'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import { IdLinkCell } from '@/components/list/id-link-cell';
import { DataQualificationStatusBadge } from '@/components/status-badge';
import { bankAccountText, formatDocument, qualificationTime, statusOf, type QualificationRecord } from './records';
import { useQualificationNames } from '@/components/i18n/qualification-names';

/**
 * The records table's columns, sized for a fixed layout: what identifies a record (codes, beneficiary) shares the room
 * left by the others, and secondary facts sit under the primary one of their cell (the batch under the custom code,
 * the service under the status, the document under the name), so the table fits a laptop's screen without scrolling.
 * A cut text keeps its whole value in its title, and the row opens the record with every field.
 */
export const RECORD_COLUMNS = [
  { key: 'id', width: 'w-20' },
  { key: 'codes', width: '' },
  { key: 'status', width: 'w-48' },
  { key: 'beneficiary', width: '' },
  { key: 'bankAccount', width: 'w-52' },
  { key: 'created', width: 'w-32' },
] as const;

/** One record of the list; the whole row opens it, the id is a real link. */
export function RecordRow({
  record,
  href,
  onOpen,
  showAccount,
}: {
  record: QualificationRecord;
  href: string;
  onOpen: () => void;
  /** The organization has several accounts: each row says whose record it is. */
  showAccount: boolean;
}) {
  const t = useTranslations('qualification');
  const format = useFormats();
  const names = useQualificationNames();
  const service = names.service(record.data_qualification_service_id, record.data_qualification_service_name);
  const created = qualificationTime(record.created_at);
  return (
    <tr data-testid="dq-row" className="cursor-pointer align-top hover:bg-slate-50" onClick={onOpen}>
      <IdLinkCell id={record.id} href={href} />
      <td className="px-5 py-3">
        <p className="truncate font-mono text-xs" title={record.custom_code}>
          {record.custom_code}
        </p>
        <p className="truncate text-xs text-slate-500" title={t('list.inBatch', { batch: record.batch_code })}>
          {t('list.inBatch', { batch: record.batch_code })}
        </p>
        {showAccount && (
          <p className="truncate text-xs text-slate-500" translate="no" title={record.merchant.name}>
            {record.merchant.name}
          </p>
        )}
      </td>
      <td className="px-5 py-3">
        <DataQualificationStatusBadge status={{ id: statusOf(record).id, name: names.status(statusOf(record)) }} />
        <p
          className="mt-1 truncate text-xs text-slate-500"
          title={t('serviceOption', { id: record.data_qualification_service_id, name: service })}
        >
          {service}
        </p>
      </td>
      <td className="px-5 py-3">
        <p className="truncate text-slate-600" translate="no" title={record.name}>
          {record.name}
        </p>
        <p className="truncate font-mono text-xs text-slate-500">
          {formatDocument(record.document)} · {record.document_type.toUpperCase()}
        </p>
      </td>
      <td className="px-5 py-3">
        <p className="break-words font-mono text-xs">{bankAccountText(record)}</p>
        <p className="text-xs text-slate-500">{names.accountType(record.account_type)}</p>
      </td>
      <td className="px-5 py-3 text-slate-600">
        <p>{format.date(created)}</p>
        <p className="text-xs text-slate-500">{format.time(created)}</p>
      </td>
    </tr>
  );
}
