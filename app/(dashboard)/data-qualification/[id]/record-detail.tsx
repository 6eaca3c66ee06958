'use client';

import { useTranslations } from 'next-intl';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { useFormats } from '@/components/i18n/use-formats';
import { formatReais } from '@/lib/money';
import { ResourceDeliveries } from '@/app/(dashboard)/webhooks/resource-deliveries';
import { CopyButton } from '@/components/copy-button';
import { Detail, DetailList } from '@/components/detail/detail-list';
import { PaymentDetailFrame } from '@/components/detail/payment-detail-frame';
import { DataQualificationStatusBadge } from '@/components/status-badge';
import { Card, CardHeader, PageHeader } from '@/components/ui/card';
import { queryKeys } from '@/lib/query-keys';
import {
  API_PATH,
  formatDocument,
  QUALIFICATION_AWAITING,
  QUALIFICATION_MOVING,
  qualificationTime,
  statusOf,
  type QualificationRecord,
} from '../records';
import { useQualificationNames } from '@/components/i18n/qualification-names';
import { ResolveActions } from './resolve-actions';

/** What comes next for a record still moving (`qualification.record.nextStep.<status id>`). */
const NEXT_STEP_STATUSES = [1, 9, 999] as const;
const nextStepOf = (statusId: number) => NEXT_STEP_STATUSES.find((candidate) => candidate === statusId);

/** One record, by the id in the page's address. */
export function RecordDetail({ id, canWrite, isOperator }: { id: string; canWrite: boolean; isOperator: boolean }) {
  const t = useTranslations('qualification');
  return (
    <PaymentDetailFrame<QualificationRecord>
      id={id}
      recordKey={queryKeys.qualificationRecords.record}
      apiPath={API_PATH}
      moving={QUALIFICATION_MOVING}
      statusId={(record) => record.status_flow_data_qualification_id}
      refreshMs={3_000}
      listHref="/data-qualification"
      listLabel={t('title')}
      noun="record"
      notFoundTestId="dq-not-found"
    >
      {(record) => <RecordView record={record} canWrite={canWrite} isOperator={isOperator} />}
    </PaymentDetailFrame>
  );
}

function RecordView({
  record,
  canWrite,
  isOperator,
}: {
  record: QualificationRecord;
  canWrite: boolean;
  isOperator: boolean;
}) {
  const t = useTranslations('qualification.record');
  const format = useFormats();
  // The processor writes the description in English, as the API publishes it: said here in the reader's language.
  const inWords = useSaidInWords();
  const names = useQualificationNames();
  const status = { id: record.status_flow_data_qualification_id, name: names.status(statusOf(record)) };
  const nextStep = nextStepOf(status.id);
  const headline = { customCode: record.custom_code, batch: record.batch_code, account: record.merchant.name };
  const moving = QUALIFICATION_MOVING.includes(status.id);
  const branch = record.bank_branch_digit ? `${record.bank_branch}-${record.bank_branch_digit}` : record.bank_branch;
  return (
    <>
      <div className="mt-3">
        <PageHeader
          title={
            <span className="flex flex-wrap items-center gap-3">
              {t('title', { id: record.id })} <DataQualificationStatusBadge status={status} />
            </span>
          }
          description={t.rich(moving ? 'descriptionMoving' : 'description', {
            ...headline,
            data: (chunks) => <span translate="no">{chunks}</span>,
          })}
        />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Card>
            <CardHeader title={t('beneficiaryAccount')} />
            <DetailList>
              <Detail label={t('name')}>
                <span translate="no">{record.name}</span>
              </Detail>
              <Detail label={record.document_type.toUpperCase()}>
                <span className="inline-flex flex-wrap items-center gap-2">
                  <span className="font-mono text-xs">{formatDocument(record.document)}</span>
                  <CopyButton value={record.document} />
                </span>
              </Detail>
              <Detail label={t('bank')}>
                <span className="font-mono text-xs">{record.bank_code}</span>
              </Detail>
              <Detail label={t('branch')}>
                <span className="font-mono text-xs">{branch}</span>
              </Detail>
              <Detail label={t('account')}>
                <span className="font-mono text-xs">
                  {record.account}-{record.account_digit}
                </span>
              </Detail>
              <Detail label={t('accountType')}>
                {names.accountType(record.account_type)}{' '}
                <span className="font-mono text-xs text-slate-500">({record.account_type})</span>
              </Detail>
            </DetailList>
          </Card>
          <Card>
            <CardHeader title={t('request')} />
            <DetailList>
              <Detail label={t('customCode')}>
                <span className="font-mono text-xs">{record.custom_code}</span>
              </Detail>
              <Detail label={t('batch')}>
                <span className="font-mono text-xs">{record.batch_code}</span>
              </Detail>
              <Detail label={t('service')}>
                {record.data_qualification_service_id} ·{' '}
                {names.service(record.data_qualification_service_id, record.data_qualification_service_name)}
              </Detail>
              <Detail label={t('amount')}>
                {record.amount === null ? '—' : formatReais(record.amount, format.locale)}
              </Detail>
              <Detail label={t('notificationUrl')}>
                {record.notification_url ? (
                  <span className="break-all font-mono text-xs">{record.notification_url}</span>
                ) : (
                  '—'
                )}
              </Detail>
              <Detail label={t('merchantAccount')}>
                <span translate="no">{record.merchant.name}</span>{' '}
                <span className="text-slate-500">#{record.merchant.id}</span>
              </Detail>
              <Detail label={t('created')}>{format.dateTime(qualificationTime(record.created_at))}</Detail>
              <Detail label={t('updated')}>{format.dateTime(qualificationTime(record.updated_at))}</Detail>
            </DetailList>
          </Card>
          <ResourceDeliveries
            resourceId={record.id}
            eventKind="data_qualification.status_changed"
            updatedAt={record.updated_at}
            notificationUrl={record.notification_url}
            noun="record"
            canWrite={canWrite}
            testId="dq-deliveries"
          />
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader title={t('status')} />
            <div className="space-y-2 px-5 py-4 text-sm" data-testid="dq-status">
              <DataQualificationStatusBadge status={status} data-testid="dq-status-badge" />
              <p className="text-slate-700" data-testid="dq-status-description">
                {record.description_status ? inWords(record.description_status) : t('noDescription')}
              </p>
              {nextStep && <p className="text-xs text-slate-500">{t(`nextStep.${nextStep}`)}</p>}
            </div>
          </Card>
          {status.id === QUALIFICATION_AWAITING && (
            <Card className="px-5 py-4">
              {isOperator ? (
                <ResolveActions record={record} />
              ) : (
                <p className="text-sm text-slate-600">{t('waitingForOperator')}</p>
              )}
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
