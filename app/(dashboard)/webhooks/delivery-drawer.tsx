'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { queryKeys } from '@/lib/query-keys';
import { X } from 'lucide-react';
import { DeliveryStatusBadge } from '@/components/delivery-status-badge';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { Button } from '@/components/ui/button';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { apiFetch } from '@/lib/api-client';
import type { DeliveryDetail, DeliveryRecord } from '@/lib/webhooks/schemas';

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * One delivery's request and attempts, in a modal `<dialog>` drawn as a drawer on the right (useModalDialog): shown
 * while mounted, it keeps focus inside, closes with Escape, the close button or a click beside it, and gives focus back
 * to what opened it.
 */
export function DeliveryDrawer({ id, canWrite, onClose }: { id: number; canWrite: boolean; onClose: () => void }) {
  const t = useTranslations('dialogs.deliveryDrawer');
  const format = useFormats();
  const inWords = useSaidInWords();
  const modal = useModalDialog({ open: true, onClose, closeOnBackdrop: true });
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: queryKeys.webhookDeliveries.record(id),
    queryFn: () => apiFetch<DeliveryDetail>(`/v2/webhooks/deliveries/${id}`),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1_500 : false),
  });
  const resend = useMutation({
    mutationFn: () => apiFetch<DeliveryRecord>(`/v2/webhooks/deliveries/${id}/resend`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries.record(id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries.all }),
      ]),
  });
  const delivery = detail.data;
  const lastHeaders = delivery?.attempts.at(-1)?.request_headers;
  const resource = (type: string) => {
    const key = `resourceTypes.${type}` as 'resourceTypes.payin';
    return t.has(key) ? t(key) : type;
  };

  return (
    <dialog
      {...modal}
      aria-label={t('label')}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-2xl overflow-y-auto bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/30"
    >
      <div className="min-h-full">
        <div className="sticky top-0 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-6 py-4">
          <div className="min-w-0">
            <p className="truncate font-mono text-xs text-slate-500">{delivery?.event_id}</p>
            <h2 className="text-base font-semibold break-words">{delivery?.event_kind ?? t('delivery')}</h2>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            {canWrite && (
              <Button variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending || !delivery}>
                {resend.isPending ? t('resending') : t('resend')}
              </Button>
            )}
            <Button variant="ghost" onClick={onClose} aria-label={t('close')}>
              <X className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
        {detail.error && <p className="px-6 py-4 text-sm text-red-600">{inWords(detail.error.message)}</p>}
        {delivery && (
          <div className="space-y-6 px-6 py-5 text-sm">
            <dl className="grid grid-cols-3 gap-y-2">
              <dt className="text-slate-500">{t('status')}</dt>
              <dd className="col-span-2">
                <DeliveryStatusBadge status={delivery.status} />
              </dd>
              <dt className="text-slate-500">{t('endpoint')}</dt>
              <dd className="col-span-2 font-mono text-xs break-all">{t('request', { url: delivery.url })}</dd>
              <dt className="text-slate-500">{t('resource')}</dt>
              <dd className="col-span-2">
                {delivery.resource_type
                  ? t('resourceId', { type: resource(delivery.resource_type), id: delivery.resource_id ?? '' })
                  : '—'}
              </dd>
              <dt className="text-slate-500">{t('nextAttempt')}</dt>
              <dd className="col-span-2">
                {delivery.next_attempt_at ? format.dateTime(delivery.next_attempt_at) : '—'}
              </dd>
            </dl>
            <section>
              <h3 className="mb-2 font-medium">{t('requestHeaders')}</h3>
              <pre
                className="overflow-x-auto rounded-md bg-slate-50 p-3 font-mono text-xs"
                data-testid="request-headers"
                tabIndex={0}
              >
                {lastHeaders
                  ? Object.entries(lastHeaders)
                      .map(([name, value]) => `${name}: ${value}`)
                      .join('\n')
                  : t('notSent')}
              </pre>
              {!canWrite && lastHeaders && <p className="mt-1 text-xs text-slate-500">{t('signaturesHidden')}</p>}
            </section>
            <section>
              <h3 className="mb-2 font-medium">{t('body')}</h3>
              <pre className="overflow-x-auto rounded-md bg-slate-50 p-3 font-mono text-xs" tabIndex={0}>
                {prettyJson(delivery.body)}
              </pre>
            </section>
            <section>
              <h3 className="mb-2 font-medium">{t('attempts', { count: format.count(delivery.attempts.length) })}</h3>
              <ol className="space-y-3">
                {delivery.attempts.map((attempt, index) => (
                  <li
                    key={attempt.id}
                    data-testid="delivery-attempt"
                    className="rounded-md border border-slate-200 p-3"
                  >
                    <p className="flex flex-wrap items-center gap-3">
                      <span className="font-medium">{t('attemptNumber', { number: format.count(index + 1) })}</span>
                      <span className="text-slate-600">{format.dateTime(attempt.attempted_at)}</span>
                      <span
                        className={
                          attempt.status_code && attempt.status_code < 300 ? 'text-emerald-700' : 'text-red-700'
                        }
                      >
                        {attempt.status_code ? t('httpStatus', { code: attempt.status_code }) : attempt.error}
                      </span>
                      <span className="text-slate-500">{t('duration', { ms: format.count(attempt.duration_ms) })}</span>
                    </p>
                    {attempt.response_excerpt && (
                      <pre
                        className="mt-2 max-h-40 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs"
                        tabIndex={0}
                      >
                        {attempt.response_excerpt}
                      </pre>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
      </div>
    </dialog>
  );
}
