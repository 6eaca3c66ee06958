'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { formatBoleto } from '@brazilian-utils/brazilian-utils/format-boleto';
import { formatCep } from '@brazilian-utils/brazilian-utils/format-cep';
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
import { formatBrl } from '@/lib/money';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import type { PayinChargeRecord } from '@/lib/payin/schemas';
import { queryKeys } from '@/lib/query-keys';
import { CancelControl, SandboxControls } from './charge-actions';
import { hasOpenRefund, RefundControl } from './refund-control';
import { StatusTimeline } from './status-timeline';

/**
 * Statuses the processor or a job can still move on their own, and a charge with a refund still on its way (which the
 * frame reads as REFUNDING): the page keeps itself current while in one.
 */
const REFUNDING = 'refunding';
const MOVING: (number | string)[] = [PAYIN_STATUS.created, PAYIN_STATUS.paid, PAYIN_STATUS.dropRequested, REFUNDING];

/** The markup as applied, with the same explanation the server wrote, recomputed from the stored terms. */
function MarkupDetail({ charge }: { charge: PayinChargeRecord }) {
  const computeMarkup = useComputeMarkup();
  if (!charge.markup) return <>None</>;
  return (
    <>
      <span className="font-medium">{formatBrl(charge.markup.applied_amount)}</span>{' '}
      <span className="text-slate-500">
        ({charge.markup.source === 'inline' ? 'inline markup of this charge' : 'account’s global rule'})
      </span>
      {/* Its line is held (a no-break space) while the math loads, so the rows below do not move when it arrives. */}
      <p className="text-xs text-slate-500" data-testid="markup-explanation">
        {computeMarkup ? computeMarkup(charge.amount, charge.markup).explanation : '\u00a0'}
      </p>
    </>
  );
}

function PaymentInstructions({ charge }: { charge: PayinChargeRecord }) {
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
          Open payment page
        </a>
        <CopyButton value={charge.payment_page} label="Copy link" />
      </div>
      {charge.boleto && (
        <div>
          <p className="text-slate-500">Digitable line · due {charge.boleto.expire_date}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <code className="rounded bg-slate-50 px-2 py-1 font-mono text-sm" data-testid="digitable-line">
              {formatBoleto(charge.boleto.digitable_line)}
            </code>
            <CopyButton value={charge.boleto.digitable_line} />
          </div>
          <p className="mt-2 text-xs text-slate-500">Bar code number {charge.boleto.bar_code_number}</p>
        </div>
      )}
      {charge.pix && (
        <div>
          <p className="text-slate-500">
            Pix copia e cola · expires {charge.pix.expire_date.replace('T', ' ')} (São Paulo)
          </p>
          <textarea
            readOnly
            aria-label="Pix copia e cola code"
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
  return (
    <PaymentDetailFrame<PayinChargeRecord>
      id={id}
      recordKey={queryKeys.payins.record}
      apiPath="/v2/payin/payments"
      moving={MOVING}
      refreshMs={5_000}
      listHref="/payins"
      listLabel="Payins"
      noun="charge"
      notFoundTestId="payin-not-found"
      statusId={(charge) => (hasOpenRefund(charge) ? REFUNDING : charge.status.id)}
    >
      {(charge) => <PayinView charge={charge} canWrite={canWrite} sandbox={sandbox} />}
    </PaymentDetailFrame>
  );
}

function PayinView({ charge, canWrite, sandbox }: { charge: PayinChargeRecord; canWrite: boolean; sandbox: boolean }) {
  const format = useFormats();
  const { buyer } = charge;
  const address = buyer.address;
  return (
    <>
      <div className="mt-3">
        <PageHeader
          title={
            <span className="flex flex-wrap items-center gap-3">
              Charge #{charge.id} <PayinStatusBadge status={charge.status} data-testid="payin-status" />
            </span>
          }
          description={`${charge.payment_method === 'pix' ? 'Pix' : 'Boleto'} · invoice ${charge.invoice} · ${charge.merchant.name}`}
        />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Card>
            <CardHeader title="Summary" />
            <DetailList>
              <Detail label="Amount">
                <span data-testid="charge-amount">{formatBrl(charge.amount)}</span>
              </Detail>
              <Detail label="Markup">
                <MarkupDetail charge={charge} />
              </Detail>
              <Detail label="Buyer pays">
                <span className="font-semibold" data-testid="charge-total">
                  {formatBrl(charge.total_amount)}
                </span>
              </Detail>
              <Detail label="Paid">{charge.paid_amount === null ? '—' : formatBrl(charge.paid_amount)}</Detail>
              {charge.refunded_amount !== null && (
                <Detail label="Refunded">
                  <span data-testid="charge-refunded">{formatBrl(charge.refunded_amount)}</span>
                  {charge.substatus && <span className="text-slate-500"> · {charge.substatus.name}</span>}
                </Detail>
              )}
              <Detail label="Method">{charge.payment_method}</Detail>
              <Detail label="Invoice">
                <span className="font-mono text-xs">{charge.invoice}</span>
              </Detail>
              <Detail label="Account">
                {charge.merchant.name} <span className="text-slate-500">#{charge.merchant.id}</span>
              </Detail>
              {charge.description && <Detail label="Description">{charge.description}</Detail>}
              <Detail label="Our number">
                <span className="font-mono text-xs">{charge.our_number}</span>
              </Detail>
              <Detail label="Created">{format.dateTime(charge.created_at)}</Detail>
              <Detail label="Updated">{format.dateTime(charge.updated_at)}</Detail>
            </DetailList>
          </Card>
          <Card>
            <CardHeader title="Buyer" />
            <DetailList>
              <Detail label="Name">{buyer.name}</Detail>
              <Detail label="E-mail">{buyer.email}</Detail>
              <Detail label={buyer.document.type.toUpperCase()}>
                <span className="font-mono text-xs">{formatDocument(buyer.document.number)}</span>
              </Detail>
              {address && (
                <Detail label="Address">
                  {address.street}, {address.number}
                  {address.complement ? `, ${address.complement}` : ''} · {address.district} · {address.city}/
                  {address.state_code} · CEP {formatCep(address.zipcode)}
                </Detail>
              )}
              {charge.originator_legal_entity && (
                <Detail label="Beneficiary">
                  {charge.originator_legal_entity.name} · {formatDocument(charge.originator_legal_entity.document)} ·{' '}
                  {charge.originator_legal_entity.helpdesk}
                </Detail>
              )}
            </DetailList>
          </Card>
          <Card>
            <CardHeader title="How the buyer pays" />
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
            <CardHeader title="Status history" />
            <div className="px-5 py-4 pl-7">
              <StatusTimeline charge={charge} />
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
