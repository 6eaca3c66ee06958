'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import { ResourceDeliveries } from '@/app/(dashboard)/webhooks/resource-deliveries';
import { CopyButton } from '@/components/copy-button';
import { LiveModeNotice } from '@/components/detail/live-mode-notice';
import { Detail, DetailList } from '@/components/detail/detail-list';
import { PaymentDetailFrame } from '@/components/detail/payment-detail-frame';
import { MarkupExplanation } from '@/components/markup-breakdown';
import { PayoutStatusBadge, useStatusName } from '@/components/status-badge';
import { StatusTimeline } from '@/components/status-timeline';
import { Card, CardHeader, PageHeader } from '@/components/ui/card';
import { useComputeMarkup } from '@/components/use-compute-markup';
import { PAYOUT_FAILURE_REASONS, PAYOUT_STATUS } from '@/lib/payout/rules';
import type { PayoutRecord } from '@/lib/payout/schemas';
import { queryKeys } from '@/lib/query-keys';
import { formatDocument } from '@/lib/validation/documents';
import { brlTextInFormat, brlTextToCents, formatPixKey } from '../brl';
import { PayoutSandboxControls } from './payout-actions';

/** Statuses the sandbox processor still moves on its own; the page keeps itself current while in one. */
const MOVING: number[] = [PAYOUT_STATUS.awaiting, PAYOUT_STATUS.processing];

/**
 * What was charged and where it came from. The API echoes inline markup only; a global rule's markup is reported
 * by markup_charged and markup_source alone, so only inline terms can be explained here.
 */
function MarkupDetail({ payout }: { payout: PayoutRecord }) {
  const t = useTranslations('payouts.detail');
  const format = useFormats();
  const computeMarkup = useComputeMarkup();
  if (payout.markup_source === null) return <span data-testid="payout-markup">{t('noMarkup')}</span>;
  const amountCents = brlTextToCents(payout.amount);
  const computed =
    computeMarkup && payout.markup && amountCents !== null ? computeMarkup(amountCents, payout.markup) : null;
  return (
    <>
      <span className="font-medium" data-testid="payout-markup">
        {brlTextInFormat(payout.markup_charged, format.money)}
      </span>{' '}
      <span className="text-slate-500" data-testid="payout-markup-source">
        {payout.markup_source === 'inline' ? t('inlineMarkup') : t('globalMarkup')}
      </span>
      {payout.markup && amountCents !== null && (
        // Its line is held (a no-break space) while the math loads, so the rows below do not move when it arrives.
        <p className="text-xs text-slate-500" data-testid="markup-explanation">
          {computed ? (
            <MarkupExplanation baseCents={amountCents} cents={computed.cents} basis={computed.basis} />
          ) : (
            '\u00a0'
          )}
        </p>
      )}
    </>
  );
}

/**
 * Why a failed or rejected payout did not pay, and that its funds came back. A reason Payrail itself wrote
 * (PAYOUT_FAILURE_REASONS) is told in the reader's language; any other is shown as the API sent it.
 */
function FailureReason({ status, reason }: { status: PayoutRecord['status']; reason: string }) {
  const t = useTranslations('payouts.detail');
  const statusName = useStatusName('payout');
  // Keys by status id; t.has checks the ones a catalogue lacks.
  const reasonKey = `failureReason.${status.id}` as 'failureReason.4';
  const ours = reason === PAYOUT_FAILURE_REASONS[status.id] && t.has(reasonKey);
  return (
    <p
      className="mx-5 mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
      data-testid="payout-failure-reason"
    >
      {t.rich('failure', {
        status: statusName(status),
        reason: ours ? t(reasonKey) : reason,
        strong: (text) => <span className="font-semibold">{text}</span>,
      })}
    </p>
  );
}

/** One payout, by the id in the page's address (`id` as typed there, so a bad one can be named in the message). */
export function PayoutDetail({
  id,
  initial,
  canWrite,
  sandbox,
}: {
  id: string;
  initial: PayoutRecord;
  canWrite: boolean;
  sandbox: boolean;
}) {
  const t = useTranslations('payouts');
  return (
    <PaymentDetailFrame<PayoutRecord>
      id={id}
      recordKey={queryKeys.payouts.record}
      apiPath="/v2/payout/payments"
      moving={MOVING}
      refreshMs={3_000}
      listHref="/payouts"
      listLabel={t('title')}
      noun="payout"
      notFoundTestId="payout-not-found"
      initial={initial}
    >
      {(payout) => <PayoutView payout={payout} canWrite={canWrite} sandbox={sandbox} />}
    </PaymentDetailFrame>
  );
}

function PayoutView({ payout, canWrite, sandbox }: { payout: PayoutRecord; canWrite: boolean; sandbox: boolean }) {
  const t = useTranslations('payouts');
  const statusNames = useTranslations('status.payout');
  const statusName = useStatusName('payout');
  const format = useFormats();
  const money = (text: string) => brlTextInFormat(text, format.money);
  const { beneficiary } = payout;
  const moving = MOVING.includes(payout.status.id);
  // What the payout waits for, while the processor still moves it.
  const next =
    payout.status.id === PAYOUT_STATUS.awaiting
      ? t('detail.next.1', {
          processing: statusNames(`${PAYOUT_STATUS.processing}`),
          rejected: statusNames(`${PAYOUT_STATUS.rejected}`),
        })
      : payout.status.id === PAYOUT_STATUS.processing
        ? t('detail.next.2', {
            paid: statusNames(`${PAYOUT_STATUS.paid}`),
            failed: statusNames(`${PAYOUT_STATUS.failed}`),
          })
        : undefined;
  return (
    <>
      <div className="mt-3">
        <PageHeader
          title={
            <span className="flex flex-wrap items-center gap-3">
              {t('detail.title', { id: payout.id })}{' '}
              <PayoutStatusBadge status={payout.status} data-testid="payout-status" />
            </span>
          }
          description={t.rich(moving ? 'detail.subtitleRefreshing' : 'detail.subtitle', {
            invoice: payout.invoice,
            account: payout.merchant.name,
            data: (chunks) => <span translate="no">{chunks}</span>,
          })}
        />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Card>
            <CardHeader title={t('detail.summary')} />
            {payout.failure_reason && <FailureReason status={payout.status} reason={payout.failure_reason} />}
            <DetailList>
              <Detail label={t('detail.amount')}>
                <span data-testid="payout-amount">{money(payout.amount)}</span>{' '}
                <span className="text-slate-500">{t('detail.toBeneficiary')}</span>
              </Detail>
              <Detail label={t('detail.markup')}>
                <MarkupDetail payout={payout} />
              </Detail>
              <Detail label={t('detail.totalDebited')}>
                <span className="font-semibold" data-testid="payout-total">
                  {money(payout.total_debited)}
                </span>
              </Detail>
              <Detail label={t('detail.invoice')}>
                <span className="font-mono text-xs">{payout.invoice}</span>
              </Detail>
              <Detail label={t('detail.account')}>
                <span translate="no">{payout.merchant.name}</span>{' '}
                <span className="text-slate-500">#{payout.merchant.id}</span>
              </Detail>
              {payout.description && (
                <Detail label={t('detail.description')}>
                  <span translate="no">{payout.description}</span>
                </Detail>
              )}
              <Detail label={t('detail.paid')}>{payout.paid_at ? format.dateTime(payout.paid_at) : '—'}</Detail>
              <Detail label={t('detail.created')}>{format.dateTime(payout.created_at)}</Detail>
              <Detail label={t('detail.updated')}>{format.dateTime(payout.updated_at)}</Detail>
            </DetailList>
          </Card>
          <Card>
            <CardHeader title={t('detail.beneficiary')} />
            <DetailList>
              <Detail label={t('detail.name')}>
                <span data-testid="payout-beneficiary" translate="no">
                  {beneficiary.name}
                </span>
              </Detail>
              <Detail label={beneficiary.document.type.toUpperCase()}>
                <span className="font-mono text-xs">{formatDocument(beneficiary.document.number)}</span>
              </Detail>
              <Detail label={t('detail.pixKey', { type: t(`pixKeyType.${beneficiary.pix.key_type}`) })}>
                <span className="inline-flex flex-wrap items-center gap-2">
                  <code className="rounded bg-slate-50 px-2 py-0.5 font-mono text-xs" data-testid="payout-pix-key">
                    {formatPixKey(beneficiary.pix)}
                  </code>
                  <CopyButton value={beneficiary.pix.key} />
                </span>
              </Detail>
            </DetailList>
          </Card>
          <ResourceDeliveries
            resourceId={payout.id}
            eventKind="payout.status_changed"
            updatedAt={payout.updated_at}
            notificationUrl={payout.notification_url}
            noun="payout"
            canWrite={canWrite}
            testId="payout-deliveries"
          />
        </div>
        <div className="space-y-6">
          {canWrite && sandbox && !payout.livemode && (
            <Card className="px-5 py-4">
              <PayoutSandboxControls payout={payout} />
            </Card>
          )}
          {payout.livemode && payout.status.id === PAYOUT_STATUS.awaiting && <LiveModeNotice noun="payout" />}
          <Card>
            <CardHeader title={t('detail.statusHistory')} />
            <div className="px-5 py-4 pl-7">
              <StatusTimeline
                history={payout.status_history}
                badge={(status) => <PayoutStatusBadge status={status} />}
                statusName={statusName}
                next={next}
              />
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
