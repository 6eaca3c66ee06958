'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { formatBoleto } from '@brazilian-utils/brazilian-utils/format-boleto';
import { formatCep } from '@brazilian-utils/brazilian-utils/format-cep';
import { useTranslations } from 'next-intl';
import { formatDocument } from '@/lib/validation/documents';
import { ExternalLink } from 'lucide-react';
import { ResourceDeliveries } from '@/app/(dashboard)/webhooks/resource-deliveries';
import { CopyButton } from '@/components/copy-button';
import { Detail, DetailList } from '@/components/detail/detail-list';
import { LiveModeNotice } from '@/components/detail/live-mode-notice';
import { PaymentDetailFrame } from '@/components/detail/payment-detail-frame';
import { PayinStatusBadge } from '@/components/status-badge';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardHeader, PageHeader } from '@/components/ui/card';
import { useComputeMarkup } from '@/components/use-compute-markup';
import { PAYIN_STATUS, pixExpiresAt } from '@/lib/payin/rules';
import type { PayinChargeRecord } from '@/lib/payin/schemas';
import { queryKeys } from '@/lib/query-keys';
import { CancelControl, SandboxControls } from './charge-actions';
import { hasOpenRefund, RefundControl } from './refund-control';
import { StatusTimeline } from './status-timeline';
import { useSubstatusName } from './substatus';

/**
 * Statuses the processor or a job can still move on their own, and a charge with a refund still on its way (which the
 * frame reads as REFUNDING): the page keeps itself current while in one.
 */
const REFUNDING = 'refunding';
const MOVING: (number | string)[] = [PAYIN_STATUS.created, PAYIN_STATUS.paid, PAYIN_STATUS.dropRequested, REFUNDING];

/** The markup as applied, with the same explanation the server wrote, recomputed from the stored terms. */
function MarkupDetail({ charge }: { charge: PayinChargeRecord }) {
  const t = useTranslations('payins.detail');
  const format = useFormats();
  const computeMarkup = useComputeMarkup();
  if (!charge.markup) return <>{t('noMarkup')}</>;
  return (
    <>
      <span className="font-medium">{format.money(charge.markup.applied_amount)}</span>{' '}
      <span className="text-slate-500">
        {charge.markup.source === 'inline' ? t('inlineMarkup') : t('globalMarkup')}
      </span>
      {/* Its line is held (a no-break space) while the math loads, so the rows below do not move when it arrives. */}
      <p className="text-xs text-slate-500" data-testid="markup-explanation">
        {computeMarkup ? computeMarkup(charge.amount, charge.markup).explanation : '\u00a0'}
      </p>
    </>
  );
}

function PaymentInstructions({ charge }: { charge: PayinChargeRecord }) {
  const t = useTranslations('payins.detail');
  const format = useFormats();
  return (
    <div className="space-y-4 px-5 py-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={`/pay/${charge.hash}`}
          target="_blank"
          rel="noopener"
          className={buttonClassName('secondary')}
          data-testid="payment-page-link"
        >
          <ExternalLink className="size-4" aria-hidden />
          {t('openPaymentPage')}
        </a>
        <CopyButton value={charge.payment_page} label={t('copyLink')} />
      </div>
      {charge.boleto && (
        <div>
          <p className="text-slate-500">{t('digitableLine', { date: format.day(charge.boleto.expire_date) })}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <code className="rounded bg-slate-50 px-2 py-1 font-mono text-sm" data-testid="digitable-line">
              {formatBoleto(charge.boleto.digitable_line)}
            </code>
            <CopyButton value={charge.boleto.digitable_line} />
          </div>
          <p className="mt-2 text-xs break-all text-slate-500">
            {t('barCode', { number: charge.boleto.bar_code_number })}
          </p>
        </div>
      )}
      {charge.pix && (
        <div>
          <p className="text-slate-500">
            {t('pixCode', { dateTime: format.dateTime(pixExpiresAt(charge.pix.expire_date)) })}
          </p>
          <textarea
            readOnly
            aria-label={t('pixCodeLabel')}
            value={charge.pix.qr_code}
            rows={3}
            className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs"
            data-testid="pix-code"
          />
          <CopyButton value={charge.pix.qr_code} />
        </div>
      )}
    </div>
  );
}

/** One charge, by the id in the page's address (`id` as typed there, so a bad one can be named in the message). */
export function PayinDetail({ id, canWrite, sandbox }: { id: string; canWrite: boolean; sandbox: boolean }) {
  const t = useTranslations('payins.detail');
  return (
    <PaymentDetailFrame<PayinChargeRecord>
      id={id}
      recordKey={queryKeys.payins.record}
      apiPath="/v2/payin/payments"
      moving={MOVING}
      refreshMs={5_000}
      listHref="/payins"
      listLabel={t('listLabel')}
      noun="charge"
      notFoundTestId="payin-not-found"
      statusId={(charge) => (hasOpenRefund(charge) ? REFUNDING : charge.status.id)}
    >
      {(charge) => <PayinView charge={charge} canWrite={canWrite} sandbox={sandbox} />}
    </PaymentDetailFrame>
  );
}

function PayinView({ charge, canWrite, sandbox }: { charge: PayinChargeRecord; canWrite: boolean; sandbox: boolean }) {
  const t = useTranslations('payins.detail');
  const method = useTranslations('payins.method');
  const substatusName = useSubstatusName();
  const format = useFormats();
  const { buyer } = charge;
  const address = buyer.address;
  return (
    <>
      <div className="mt-3">
        <PageHeader
          title={
            <span className="flex flex-wrap items-center gap-3">
              {t('title', { id: charge.id })} <PayinStatusBadge status={charge.status} data-testid="payin-status" />
            </span>
          }
          description={t.rich('subtitle', {
            method: method(charge.payment_method),
            invoice: charge.invoice,
            account: charge.merchant.name,
            data: (chunks) => <span translate="no">{chunks}</span>,
          })}
        />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Card>
            <CardHeader title={t('summary')} />
            <DetailList>
              <Detail label={t('amount')}>
                <span data-testid="charge-amount">{format.money(charge.amount)}</span>
              </Detail>
              <Detail label={t('markup')}>
                <MarkupDetail charge={charge} />
              </Detail>
              <Detail label={t('buyerPays')}>
                <span className="font-semibold" data-testid="charge-total">
                  {format.money(charge.total_amount)}
                </span>
              </Detail>
              <Detail label={t('paid')}>{charge.paid_amount === null ? '—' : format.money(charge.paid_amount)}</Detail>
              {charge.refunded_amount !== null && (
                <Detail label={t('refunded')}>
                  <span data-testid="charge-refunded">{format.money(charge.refunded_amount)}</span>
                  {charge.substatus && <span className="text-slate-500"> · {substatusName(charge.substatus)}</span>}
                </Detail>
              )}
              <Detail label={t('method')}>{method(charge.payment_method)}</Detail>
              <Detail label={t('invoice')}>
                <span className="font-mono text-xs">{charge.invoice}</span>
              </Detail>
              <Detail label={t('account')}>
                {charge.merchant.name} <span className="text-slate-500">#{charge.merchant.id}</span>
              </Detail>
              {charge.description && <Detail label={t('description')}>{charge.description}</Detail>}
              <Detail label={t('ourNumber')}>
                <span className="font-mono text-xs">{charge.our_number}</span>
              </Detail>
              <Detail label={t('created')}>{format.dateTime(charge.created_at)}</Detail>
              <Detail label={t('updated')}>{format.dateTime(charge.updated_at)}</Detail>
            </DetailList>
          </Card>
          <Card>
            <CardHeader title={t('buyer')} />
            <DetailList>
              <Detail label={t('name')}>{buyer.name}</Detail>
              <Detail label={t('email')}>{buyer.email}</Detail>
              <Detail label={buyer.document.type.toUpperCase()}>
                <span className="font-mono text-xs">{formatDocument(buyer.document.number)}</span>
              </Detail>
              {address && (
                <Detail label={t('address')}>
                  {t(address.complement ? 'addressWithComplement' : 'addressLine', {
                    street: address.street,
                    number: address.number,
                    complement: address.complement ?? '',
                    district: address.district,
                    city: address.city,
                    state: address.state_code,
                    zipcode: formatCep(address.zipcode),
                  })}
                </Detail>
              )}
              {charge.originator_legal_entity && (
                <Detail label={t('beneficiary')}>
                  {charge.originator_legal_entity.name} · {formatDocument(charge.originator_legal_entity.document)} ·{' '}
                  {charge.originator_legal_entity.helpdesk}
                </Detail>
              )}
            </DetailList>
          </Card>
          <Card>
            <CardHeader title={t('howBuyerPays')} />
            <PaymentInstructions charge={charge} />
          </Card>
          <ResourceDeliveries
            resourceId={charge.id}
            eventKind="payin.status_changed"
            updatedAt={charge.updated_at}
            notificationUrl={charge.notification_url}
            noun="charge"
            canWrite={canWrite}
            testId="charge-deliveries"
          />
        </div>
        <div className="space-y-6">
          {canWrite && (
            <Card className="space-y-5 px-5 py-4">
              <CancelControl charge={charge} />
              <RefundControl charge={charge} />
              {sandbox && !charge.livemode && <SandboxControls charge={charge} />}
            </Card>
          )}
          {charge.livemode && charge.status.id === PAYIN_STATUS.created && <LiveModeNotice noun="charge" />}
          <Card>
            <CardHeader title={t('statusHistory')} />
            <div className="px-5 py-4 pl-7">
              <StatusTimeline charge={charge} />
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
