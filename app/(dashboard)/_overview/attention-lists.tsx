import { CheckCircle2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useFormats } from '@/components/i18n/use-formats';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { Overview } from './types';

/** How long ago an instant was, in the unit the card says it in: minutes up to an hour, hours up to two days. */
function elapsed(iso: string, now = Date.now()): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.round(minutes / 60) };
  return { unit: 'days', count: Math.round(minutes / 1_440) };
}

type Row = { key: string | number; href: string; title: ReactNode; detail: ReactNode; aside?: ReactNode };

function AttentionCard({
  name,
  title,
  hint,
  total,
  rows,
  allHref,
  allLabel,
  empty,
}: {
  name: string;
  title: string;
  hint: string;
  total?: number;
  rows?: Row[];
  allHref: string;
  /** The link to the whole list, when it is not "View all N". */
  allLabel?: string;
  empty: string;
}) {
  const t = useTranslations('overview.attention');
  const format = useFormats();
  return (
    <Card data-testid={`attention-${name}`} className="flex flex-col">
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
          <p className="text-xs text-slate-500">{hint}</p>
        </div>
        {total !== undefined && (
          <Badge tone={total > 0 ? 'warning' : 'success'} data-testid="attention-total">
            {format.count(total)}
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
                  {/* Ids, invoices, codes and names: data, not UI text. */}
                  <span className="block truncate font-medium text-brand-700" translate="no">
                    {row.title}
                  </span>
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
          {allLabel ?? t('viewAll', { total: format.count(total) })}
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
  days,
  periodFrom,
}: {
  attention?: Overview['attention'];
  merchantParam: string;
  accountName: (id: number) => string;
  /** The period's length, and its first day (`YYYY-MM-DD`) once the overview has answered. */
  days: number;
  periodFrom?: string;
}) {
  const t = useTranslations('overview.attention');
  const status = useTranslations('status');
  const format = useFormats();
  const ago = (iso: string) => {
    const { unit, count } = elapsed(iso);
    return t(`ago.${unit}`, { count });
  };
  const a = attention;
  const dq = (extra: Record<string, string>) =>
    `/data-qualification?${new URLSearchParams({ status_flow_data_qualification_id: '6', ...extra })}`;
  return (
    <section aria-labelledby="attention-heading">
      <h2 id="attention-heading" className="mb-3 text-base font-semibold text-slate-900">
        {t('title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        <AttentionCard
          name="cancelable_charges"
          title={t('cancelable.title')}
          hint={t('cancelable.hint')}
          total={a?.cancelable_charges.total}
          allHref={`/payins?merchant_id=${merchantParam}&status_id=1&sort_by=created_at&sort_order=asc`}
          empty={t('cancelable.empty')}
          rows={a?.cancelable_charges.items.map((charge) => ({
            key: charge.id,
            href: `/payins/${charge.id}`,
            title: `#${charge.id} · ${charge.invoice}`,
            detail: t('cancelable.detail', {
              method: t(`method.${charge.payment_method}`),
              ago: ago(charge.created_at),
            }),
            aside: format.money(charge.amount),
          }))}
        />
        <AttentionCard
          name="failed_payouts"
          title={t('failedPayouts.title')}
          hint={t('failedPayouts.hint')}
          total={a?.failed_payouts.total}
          allHref={`/payouts?merchant_id=${merchantParam}&status_id=4`}
          empty={t('failedPayouts.empty')}
          rows={a?.failed_payouts.items.map((payout) => ({
            key: payout.id,
            href: `/payouts/${payout.id}`,
            title: `#${payout.id} · ${payout.invoice}`,
            // The reason is the processor's own words: data, not UI text.
            detail: payout.failure_reason ? (
              <span translate="no">{payout.failure_reason}</span>
            ) : (
              t('failedPayouts.failed', { ago: ago(payout.updated_at) })
            ),
            aside: format.money(payout.amount),
          }))}
        />
        <AttentionCard
          name="batches_with_invalid_records"
          title={t('invalidBatches.title')}
          hint={t('invalidBatches.hint')}
          total={a?.batches_with_invalid_records.total}
          allHref={dq({ merchant_id: merchantParam })}
          empty={t('invalidBatches.empty')}
          rows={a?.batches_with_invalid_records.items.map((batch) => ({
            key: `${batch.merchant_id}:${batch.batch_code}`,
            href: dq({ merchant_id: String(batch.merchant_id), batch_code: batch.batch_code }),
            title: batch.batch_code,
            detail: t('invalidBatches.detail', {
              account: accountName(batch.merchant_id),
              ago: ago(batch.last_changed_at),
            }),
            aside: t('invalidBatches.invalid', {
              count: batch.invalid_records,
              shown: format.count(batch.invalid_records),
            }),
          }))}
        />
        <AttentionCard
          name="onboarding_waiting"
          title={t('onboarding.title')}
          hint={t('onboarding.hint')}
          total={a?.onboarding_waiting.total}
          allHref="/onboarding?sort_by=created_at&sort_order=asc"
          empty={t('onboarding.empty')}
          rows={a?.onboarding_waiting.items.map((request) => ({
            key: request.id,
            href: `/onboarding/${request.id}`,
            title: request.legal_name,
            detail: t('onboarding.detail', {
              status: status(`onboarding.${request.status}`),
              ago: ago(request.created_at),
            }),
          }))}
        />
        <AttentionCard
          name="failing_deliveries"
          title={t('failingDeliveries.title')}
          hint={t('failingDeliveries.hint', { days })}
          total={a?.failing_deliveries.total}
          // The delivery log has no "failing" filter: the period's deliveries, each with its status, hold them all.
          allHref={periodFrom ? `/webhooks?created_from=${periodFrom}` : '/webhooks'}
          allLabel={t('failingDeliveries.all')}
          empty={t('failingDeliveries.empty')}
          rows={a?.failing_deliveries.items.map((delivery) => ({
            key: delivery.id,
            href: `/webhooks?delivery=${delivery.id}`,
            title: delivery.event_kind,
            detail: <span translate="no">{delivery.url}</span>,
            aside: (
              <>
                <span className={delivery.status === 'failed' ? 'text-red-700' : 'text-amber-700'}>
                  {status(`delivery.${delivery.status}`)}
                </span>
                <br />
                {t('failingDeliveries.attempts', {
                  count: delivery.attempt_count,
                  shown: format.count(delivery.attempt_count),
                })}
                {delivery.last_status_code ? ` · ${delivery.last_status_code}` : ''}
              </>
            ),
          }))}
        />
      </div>
    </section>
  );
}
