import { CheckCircle2 } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ONBOARDING_STATUS_LABELS } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatBrl } from '@/lib/money';
import type { Overview } from './types';

/** "3 min ago", "5 h ago", "2 d ago". */
export function ago(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h ago`;
  return `${Math.round(minutes / 1_440)} d ago`;
}

type Row = { key: string | number; href: string; title: ReactNode; detail: ReactNode; aside?: ReactNode };

function AttentionCard({
  name,
  title,
  hint,
  total,
  rows,
  allHref,
  empty,
}: {
  name: string;
  title: string;
  hint: string;
  total?: number;
  rows?: Row[];
  allHref: string;
  empty: string;
}) {
  return (
    <Card data-testid={`attention-${name}`} className="flex flex-col">
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
          <p className="text-xs text-slate-500">{hint}</p>
        </div>
        {total !== undefined && (
          <Badge tone={total > 0 ? 'warning' : 'success'} data-testid="attention-total">
            {total}
          </Badge>
        )}
      </div>
      {rows === undefined ? (
        <div aria-hidden className="space-y-3 px-5 py-4">
          <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
        </div>
      ) : rows.length === 0 ? (
        <p className="flex items-center gap-2 px-5 py-4 text-sm text-slate-500">
          <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
          {empty}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.key}>
              <Link
                href={row.href}
                className="flex items-center justify-between gap-3 px-5 py-2.5 text-sm hover:bg-slate-50"
                data-testid="attention-item"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-brand-700">{row.title}</span>
                  <span className="block truncate text-xs text-slate-500">{row.detail}</span>
                </span>
                {row.aside && (
                  <span className="shrink-0 text-right text-xs tabular-nums text-slate-600">{row.aside}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {total !== undefined && rows !== undefined && total > rows.length && (
        <Link
          href={allHref}
          className="mt-auto border-t border-slate-100 px-5 py-2 text-xs font-medium text-brand-700 hover:underline"
        >
          View all {total} →
        </Link>
      )}
    </Card>
  );
}

/**
 * The five "needs attention" lists, each linking to its records. Placed last on the page: their length varies with
 * the data, and nothing below them can be pushed down when they arrive.
 */
export function AttentionLists({
  attention,
  merchantParam,
  accountName,
}: {
  attention?: Overview['attention'];
  merchantParam: string;
  accountName: (id: number) => string;
}) {
  const a = attention;
  const dq = (extra: Record<string, string>) =>
    `/data-qualification?${new URLSearchParams({ status_flow_data_qualification_id: '6', ...extra })}`;
  return (
    <section aria-labelledby="attention-heading">
      <h2 id="attention-heading" className="mb-3 text-base font-semibold text-slate-900">
        Needs attention
      </h2>
      <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        <AttentionCard
          name="cancelable_charges"
          title="Charges you can cancel"
          hint="Open charges past their cancellation wait, oldest first"
          total={a?.cancelable_charges.total}
          allHref={`/payins?merchant_id=${merchantParam}&status_id=1&sort_by=created_at&sort_order=asc`}
          empty="No open charges waiting."
          rows={a?.cancelable_charges.items.map((charge) => ({
            key: charge.id,
            href: `/payins/${charge.id}`,
            title: `#${charge.id} · ${charge.invoice}`,
            detail: `${charge.payment_method} · created ${ago(charge.created_at)}`,
            aside: formatBrl(charge.amount),
          }))}
        />
        <AttentionCard
          name="failed_payouts"
          title="Failed payouts"
          hint="In the period, most recent first"
          total={a?.failed_payouts.total}
          allHref={`/payouts?merchant_id=${merchantParam}&status_id=4`}
          empty="No payout failed."
          rows={a?.failed_payouts.items.map((payout) => ({
            key: payout.id,
            href: `/payouts/${payout.id}`,
            title: `#${payout.id} · ${payout.invoice}`,
            detail: payout.failure_reason ?? `failed ${ago(payout.updated_at)}`,
            aside: formatBrl(payout.amount),
          }))}
        />
        <AttentionCard
          name="batches_with_invalid_records"
          title="Batches with invalid records"
          hint="Data qualification, most recently changed first"
          total={a?.batches_with_invalid_records.total}
          allHref={dq({ merchant_id: merchantParam })}
          empty="No invalid bank data."
          rows={a?.batches_with_invalid_records.items.map((batch) => ({
            key: `${batch.merchant_id}:${batch.batch_code}`,
            href: dq({ merchant_id: String(batch.merchant_id), batch_code: batch.batch_code }),
            title: batch.batch_code,
            detail: `${accountName(batch.merchant_id)} · changed ${ago(batch.last_changed_at)}`,
            aside: `${batch.invalid_records} invalid`,
          }))}
        />
        <AttentionCard
          name="onboarding_waiting"
          title="Onboarding waiting"
          hint="Requests pending or in review, oldest first · every account"
          total={a?.onboarding_waiting.total}
          allHref="/onboarding?sort_by=created_at&sort_order=asc"
          empty="No request waiting."
          rows={a?.onboarding_waiting.items.map((request) => ({
            key: request.id,
            href: `/onboarding/${request.id}`,
            title: request.legal_name,
            detail: `${ONBOARDING_STATUS_LABELS[request.status]} · filed ${ago(request.created_at)}`,
          }))}
        />
        <AttentionCard
          name="failing_deliveries"
          title="Failing webhook deliveries"
          hint="Given up, or retrying after a failure · every account"
          total={a?.failing_deliveries.total}
          allHref="/webhooks?status=failed"
          empty="Every delivery is going through."
          rows={a?.failing_deliveries.items.map((delivery) => ({
            key: delivery.id,
            href: `/webhooks?delivery=${delivery.id}`,
            title: delivery.event_kind,
            detail: delivery.url,
            aside: (
              <>
                <span className={delivery.status === 'failed' ? 'text-red-700' : 'text-amber-700'}>
                  {delivery.status}
                </span>
                <br />
                {delivery.attempt_count} attempt{delivery.attempt_count === 1 ? '' : 's'}
                {delivery.last_status_code ? ` · ${delivery.last_status_code}` : ''}
              </>
            ),
          }))}
        />
      </div>
    </section>
  );
}
