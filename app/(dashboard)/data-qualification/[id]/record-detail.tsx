'use client';

import { useFormats } from '@/components/i18n/use-formats';
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
import { ResolveActions } from './resolve-actions';

const NEXT_STEP: Record<number, string> = {
  1: 'Next: the checks run shortly (Processing), then Valid data or Invalid data.',
  999: 'Next: Valid data or Invalid data when the checks finish.',
  9: 'A check failed; the service includes manual correction, so an operator decides: Valid data or Invalid data.',
};

/** One record, by the id in the page's address. */
export function RecordDetail({ id, canWrite, isOperator }: { id: string; canWrite: boolean; isOperator: boolean }) {
  return (
    <PaymentDetailFrame<QualificationRecord>
      id={id}
      recordKey={queryKeys.qualificationRecords.record}
      apiPath={API_PATH}
      moving={QUALIFICATION_MOVING}
      statusId={(record) => record.status_flow_data_qualification_id}
      refreshMs={3_000}
      listHref="/data-qualification"
      listLabel="Data qualification"
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
  const format = useFormats();
  const status = statusOf(record);
  const moving = QUALIFICATION_MOVING.includes(status.id);
  const branch = record.bank_branch_digit ? `${record.bank_branch}-${record.bank_branch_digit}` : record.bank_branch;
  return (
    <>
      <div className="mt-3">
        <PageHeader
          title={
            <span className="flex flex-wrap items-center gap-3">
              Record #{record.id} <DataQualificationStatusBadge status={status} />
            </span>
          }
          description={`${record.custom_code} · batch ${record.batch_code} · ${record.merchant.name}${moving ? ' · refreshing every few seconds' : ''}`}
        />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Card>
            <CardHeader title="Beneficiary account" />
            <DetailList>
              <Detail label="Name">{record.name}</Detail>
              <Detail label={record.document_type.toUpperCase()}>
                <span className="inline-flex items-center gap-2">
                  <span className="font-mono text-xs">{formatDocument(record.document)}</span>
                  <CopyButton value={record.document} />
                </span>
              </Detail>
              <Detail label="Bank">
                <span className="font-mono text-xs">{record.bank_code}</span>
              </Detail>
              <Detail label="Branch">
                <span className="font-mono text-xs">{branch}</span>
              </Detail>
              <Detail label="Account">
                <span className="font-mono text-xs">
                  {record.account}-{record.account_digit}
                </span>
              </Detail>
              <Detail label="Account type">
                {record.account_type_name} <span className="text-slate-500">({record.account_type})</span>
              </Detail>
            </DetailList>
          </Card>
          <Card>
            <CardHeader title="Request" />
            <DetailList>
              <Detail label="Custom code">
                <span className="font-mono text-xs">{record.custom_code}</span>
              </Detail>
              <Detail label="Batch">
                <span className="font-mono text-xs">{record.batch_code}</span>
              </Detail>
              <Detail label="Service">
                {record.data_qualification_service_id} · {record.data_qualification_service_name}
              </Detail>
              <Detail label="Amount">
                {record.amount === null
                  ? '—'
                  : record.amount.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })}
              </Detail>
              <Detail label="Notification URL">
                {record.notification_url ? (
                  <span className="break-all font-mono text-xs">{record.notification_url}</span>
                ) : (
                  '—'
                )}
              </Detail>
              <Detail label="Account">
                {record.merchant.name} <span className="text-slate-500">#{record.merchant.id}</span>
              </Detail>
              <Detail label="Created">{format.dateTime(qualificationTime(record.created_at))}</Detail>
              <Detail label="Updated">{format.dateTime(qualificationTime(record.updated_at))}</Detail>
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
            <CardHeader title="Status" />
            <div className="space-y-2 px-5 py-4 text-sm" data-testid="dq-status">
              <DataQualificationStatusBadge status={status} data-testid="dq-status-badge" />
              <p className="text-slate-700" data-testid="dq-status-description">
                {record.description_status || 'No description.'}
              </p>
              {NEXT_STEP[status.id] && <p className="text-xs text-slate-500">{NEXT_STEP[status.id]}</p>}
            </div>
          </Card>
          {status.id === QUALIFICATION_AWAITING && (
            <Card className="px-5 py-4">
              {isOperator ? (
                <ResolveActions record={record} />
              ) : (
                <p className="text-sm text-slate-600">Waiting for a Payrail operator to correct it manually.</p>
              )}
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
