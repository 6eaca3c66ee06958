'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { ResourceDeliveries } from '@/app/(dashboard)/webhooks/resource-deliveries';
import { CopyButton } from '@/components/copy-button';
import { LiveModeNotice } from '@/components/detail/live-mode-notice';
import { Detail, DetailList } from '@/components/detail/detail-list';
import { PaymentDetailFrame } from '@/components/detail/payment-detail-frame';
import { PayoutStatusBadge } from '@/components/status-badge';
import { StatusTimeline } from '@/components/status-timeline';
import { Card, CardHeader, PageHeader } from '@/components/ui/card';
import { useComputeMarkup } from '@/components/use-compute-markup';
import { PAYOUT_STATUS } from '@/lib/payout/rules';
import type { PayoutRecord } from '@/lib/payout/schemas';
import { queryKeys } from '@/lib/query-keys';
import { formatDocument } from '@/lib/validation/documents';
import { brlTextToCents, formatPixKey } from '../brl';
import { PayoutSandboxControls } from './payout-actions';

/** Statuses the sandbox processor still moves on its own; the page keeps itself current while in one. */
const MOVING: number[] = [PAYOUT_STATUS.awaiting, PAYOUT_STATUS.processing];

const NEXT_STEP: Record<number, string> = {
  [PAYOUT_STATUS.awaiting]: 'Next: Processing, when the processor picks the payout up (or Rejected).',
  [PAYOUT_STATUS.processing]: 'Next: Paid when the transfer settles, or Failed.',
};

/**
 * What was charged and where it came from. The API echoes inline markup only; a global rule's markup is reported
 * by markup_charged and markup_source alone, so only inline terms can be explained here.
 */
function MarkupDetail({ payout }: { payout: PayoutRecord }) {
  const computeMarkup = useComputeMarkup();
  if (payout.markup_source === null) return <span data-testid="payout-markup">None</span>;
  const amountCents = brlTextToCents(payout.amount);
  return (
    <>
      <span className="font-medium" data-testid="payout-markup">
        {payout.markup_charged}
      </span>{' '}
      <span className="text-slate-500" data-testid="payout-markup-source">
        ({payout.markup_source === 'inline' ? 'inline markup of this payout' : 'account’s global rule for payout pix'})
      </span>
      {payout.markup && amountCents !== null && (
        // Its line is held (a no-break space) while the math loads, so the rows below do not move when it arrives.
        <p className="text-xs text-slate-500" data-testid="markup-explanation">
          {computeMarkup ? computeMarkup(amountCents, payout.markup).explanation : '\u00a0'}
        </p>
      )}
    </>
  );
}

/** One payout, by the id in the page's address (`id` as typed there, so a bad one can be named in the message). */
export function PayoutDetail({ id, canWrite, sandbox }: { id: string; canWrite: boolean; sandbox: boolean }) {
  return (
    <PaymentDetailFrame<PayoutRecord>
      id={id}
      recordKey={queryKeys.payouts.record}
      apiPath="/v2/payout/payments"
      moving={MOVING}
      refreshMs={3_000}
      listHref="/payouts"
      listLabel="Payouts"
      noun="payout"
      notFoundTestId="payout-not-found"
    >
      {(payout) => <PayoutView payout={payout} canWrite={canWrite} sandbox={sandbox} />}
    </PaymentDetailFrame>
  );
}

function PayoutView({ payout, canWrite, sandbox }: { payout: PayoutRecord; canWrite: boolean; sandbox: boolean }) {
  const format = useFormats();
  const { beneficiary } = payout;
  const moving = MOVING.includes(payout.status.id);
  return (
    <>
      <div className="mt-3">
        <PageHeader
          title={
            <span className="flex flex-wrap items-center gap-3">
              Payout #{payout.id} <PayoutStatusBadge status={payout.status} data-testid="payout-status" />
            </span>
          }
          description={`Pix · invoice ${payout.invoice} · ${payout.merchant.name}${moving ? ' · refreshing every few seconds' : ''}`}
        />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Card>
            <CardHeader title="Summary" />
            {payout.failure_reason && (
              <p
                className="mx-5 mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
                data-testid="payout-failure-reason"
              >
                <span className="font-semibold">{payout.status.name}:</span> {payout.failure_reason} The total debited
                went back to the available balance.
              </p>
            )}
            <DetailList>
              <Detail label="Amount">
                <span data-testid="payout-amount">{payout.amount}</span>{' '}
                <span className="text-slate-500">to the beneficiary</span>
              </Detail>
              <Detail label="Markup">
                <MarkupDetail payout={payout} />
              </Detail>
              <Detail label="Total debited">
                <span className="font-semibold" data-testid="payout-total">
                  {payout.total_debited}
                </span>
              </Detail>
              <Detail label="Invoice">
                <span className="font-mono text-xs">{payout.invoice}</span>
              </Detail>
              <Detail label="Account">
                {payout.merchant.name} <span className="text-slate-500">#{payout.merchant.id}</span>
              </Detail>
              {payout.description && <Detail label="Description">{payout.description}</Detail>}
              <Detail label="Paid">{payout.paid_at ? format.dateTime(payout.paid_at) : '—'}</Detail>
              <Detail label="Created">{format.dateTime(payout.created_at)}</Detail>
              <Detail label="Updated">{format.dateTime(payout.updated_at)}</Detail>
            </DetailList>
          </Card>
          <Card>
            <CardHeader title="Beneficiary" />
            <DetailList>
              <Detail label="Name">
                <span data-testid="payout-beneficiary">{beneficiary.name}</span>
              </Detail>
              <Detail label={beneficiary.document.type.toUpperCase()}>
                <span className="font-mono text-xs">{formatDocument(beneficiary.document.number)}</span>
              </Detail>
              <Detail label={`Pix key (${beneficiary.pix.key_type})`}>
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
            <CardHeader title="Status history" />
            <div className="px-5 py-4 pl-7">
              <StatusTimeline
                history={payout.status_history}
                badge={(status) => <PayoutStatusBadge status={status} />}
                next={NEXT_STEP[payout.status.id]}
              />
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
