'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { X } from 'lucide-react';
import { DeliveryStatusBadge } from '@/components/delivery-status-badge';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api-client';
import type { DeliveryDetail, DeliveryRecord } from '@/lib/webhooks/schemas';

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function DeliveryDrawer({ id, canWrite, onClose }: { id: number; canWrite: boolean; onClose: () => void }) {
  const format = useFormats();
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

  return (
    <div className="fixed inset-0 z-20 flex justify-end bg-slate-900/30" onClick={onClose}>
      <aside
        role="dialog"
        aria-label="Delivery details"
        className="h-full w-full max-w-2xl overflow-y-auto bg-white shadow-xl"
        onClick={(event) => event.stopPropagation()}
      >
        <div className="sticky top-0 flex items-center justify-between border-b border-slate-200 bg-white px-6 py-4">
          <div>
            <p className="font-mono text-xs text-slate-500">{delivery?.event_id}</p>
            <h2 className="text-base font-semibold">{delivery?.event_kind ?? 'Delivery'}</h2>
          </div>
          <div className="flex items-center gap-2">
            {canWrite && (
              <Button variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending || !delivery}>
                {resend.isPending ? 'Resending…' : 'Resend'}
              </Button>
            )}
            <Button variant="ghost" onClick={onClose} aria-label="Close">
              <X className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
        {detail.error && <p className="px-6 py-4 text-sm text-red-600">{detail.error.message}</p>}
        {delivery && (
          <div className="space-y-6 px-6 py-5 text-sm">
            <dl className="grid grid-cols-3 gap-y-2">
              <dt className="text-slate-500">Status</dt>
              <dd className="col-span-2">
                <DeliveryStatusBadge status={delivery.status} />
              </dd>
              <dt className="text-slate-500">Endpoint</dt>
              <dd className="col-span-2 break-all font-mono text-xs">POST {delivery.url}</dd>
              <dt className="text-slate-500">Resource</dt>
              <dd className="col-span-2">
                {delivery.resource_type ? `${delivery.resource_type} ${delivery.resource_id}` : '—'}
              </dd>
              <dt className="text-slate-500">Next attempt</dt>
              <dd className="col-span-2">
                {delivery.next_attempt_at ? format.dateTime(delivery.next_attempt_at) : '—'}
              </dd>
            </dl>
            <section>
              <h3 className="mb-2 font-medium">Request headers</h3>
              <pre
                className="overflow-x-auto rounded-md bg-slate-50 p-3 font-mono text-xs"
                data-testid="request-headers"
              >
                {lastHeaders
                  ? Object.entries(lastHeaders)
                      .map(([name, value]) => `${name}: ${value}`)
                      .join('\n')
                  : 'Not sent yet.'}
              </pre>
              {!canWrite && lastHeaders && (
                <p className="mt-1 text-xs text-slate-500">
                  Signature values are hidden from view-only members: with them a callback could be replayed.
                </p>
              )}
            </section>
            <section>
              <h3 className="mb-2 font-medium">Body</h3>
              <pre className="overflow-x-auto rounded-md bg-slate-50 p-3 font-mono text-xs">
                {prettyJson(delivery.body)}
              </pre>
            </section>
            <section>
              <h3 className="mb-2 font-medium">Attempts ({delivery.attempts.length})</h3>
              <ol className="space-y-3">
                {delivery.attempts.map((attempt, index) => (
                  <li
                    key={attempt.id}
                    data-testid="delivery-attempt"
                    className="rounded-md border border-slate-200 p-3"
                  >
                    <p className="flex flex-wrap items-center gap-3">
                      <span className="font-medium">#{index + 1}</span>
                      <span className="text-slate-600">{format.dateTime(attempt.attempted_at)}</span>
                      <span
                        className={
                          attempt.status_code && attempt.status_code < 300 ? 'text-emerald-700' : 'text-red-700'
                        }
                      >
                        {attempt.status_code ? `HTTP ${attempt.status_code}` : attempt.error}
                      </span>
                      <span className="text-slate-500">{attempt.duration_ms} ms</span>
                    </p>
                    {attempt.response_excerpt && (
                      <pre className="mt-2 max-h-40 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs">
                        {attempt.response_excerpt}
                      </pre>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
      </aside>
    </div>
  );
}
