'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useEffect, useState } from 'react';
import { DeliveryDrawer } from '@/app/(dashboard)/webhooks/delivery-drawer';
import { DeliveryTable, useDeliveries } from '@/app/(dashboard)/webhooks/delivery-table';
import { DeliveryStatusBadge } from '@/components/delivery-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import type { WebhookRegistrationRecord } from '@/lib/onboarding/schemas';
import type { DeliveryDetail, DeliveryRecord } from '@/lib/webhooks/schemas';

const PATH = '/v2/register/companies/webhooks';

/** The endpoint's own error shape, `{success:false, error:{code, message, field?}}`, read from a refusal. */
function webhookError(error: Error | null): { message: string; field?: string } | null {
  if (!error) return null;
  if (error instanceof ApiRequestError) {
    const body = error.body as { error?: { message?: string; field?: string } };
    if (body.error?.message) return { message: body.error.message, field: body.error.field };
  }
  return { message: error.message };
}

/** The registered URL, or null when none is (the API answers 404 not_found). */
function useRegistration() {
  return useQuery({
    queryKey: queryKeys.onboardingWebhook,
    queryFn: async () => {
      try {
        return await apiFetch<WebhookRegistrationRecord>(PATH);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** The test event just sent, followed until it is delivered or failed; a click opens its attempts. */
function TestDelivery({ delivery, canWrite }: { delivery: DeliveryRecord; canWrite: boolean }) {
  const [open, setOpen] = useState(false);
  const detail = useQuery({
    queryKey: queryKeys.webhookDeliveries.record(delivery.id),
    queryFn: () => apiFetch<DeliveryDetail>(`/v2/webhooks/deliveries/${delivery.id}`),
    initialData: { ...delivery, body: '', attempts: [] },
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1_500 : false),
  });
  const current = detail.data;
  return (
    <p
      className="flex flex-wrap items-center gap-2 text-sm text-slate-600"
      role="status"
      data-testid="onboarding-webhook-test"
    >
      Test event <span className="font-mono text-xs">{delivery.event_id}</span>{' '}
      <DeliveryStatusBadge status={current.status} />
      {current.last_status_code !== null && <span>HTTP {current.last_status_code}</span>}
      <button type="button" className="text-brand-700 underline" onClick={() => setOpen(true)}>
        Details
      </button>
      {open && <DeliveryDrawer id={delivery.id} canWrite={canWrite} onClose={() => setOpen(false)} />}
    </p>
  );
}

/**
 * Where Payrail POSTs each onboarding status change for this organization: the registered URL, a form to register or
 * replace it (the API's refusal shown beside the field), Remove, a signed test event to it, and the recent deliveries.
 */
export function WebhookCard({ canWrite }: { canWrite: boolean }) {
  const queryClient = useQueryClient();
  const registration = useRegistration();
  const registered = registration.data ?? null;
  const [url, setUrl] = useState('');
  // eslint-disable-next-line react-hooks/set-state-in-effect -- restart from the saved URL when it changes
  useEffect(() => setUrl(registered?.url ?? ''), [registered?.url]);

  const settle = (next: WebhookRegistrationRecord | null) =>
    queryClient.setQueryData(queryKeys.onboardingWebhook, next);
  const save = useMutation({
    mutationFn: () =>
      apiFetch<WebhookRegistrationRecord>(PATH, { method: 'POST', json: { event: 'onboarding', url: url.trim() } }),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: () => apiFetch<WebhookRegistrationRecord>(PATH, { method: 'DELETE' }),
    onSuccess: () => settle(null),
  });
  const test = useMutation({
    mutationFn: (target: string) =>
      apiFetch<DeliveryRecord>('/v2/webhooks/test', { method: 'POST', json: { url: target } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries.all }),
  });
  const deliveries = useDeliveries('event_kind=onboarding&per_page=5');
  const saveError = webhookError(save.error);
  const otherError = webhookError(
    remove.error ?? test.error ?? (saveError && saveError.field !== 'url' ? save.error : null),
  );

  return (
    <Card data-testid="onboarding-webhook">
      <CardHeader
        title="Onboarding webhook"
        description="Each status change of a request is POSTed here as {id, status, updated_at, account_id?}, signed with Authorization: Bearer sha256hex(body + API key)."
      />
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm" data-testid="onboarding-webhook-current">
          {registration.isPending ? (
            <span className="text-slate-500">Loading…</span>
          ) : registration.error ? (
            <span className="text-red-600">
              Could not load the registration: {webhookError(registration.error)?.message}
            </span>
          ) : registered ? (
            <>
              Registered:{' '}
              <code className="break-all rounded bg-slate-50 px-1.5 py-0.5 font-mono text-xs">{registered.url}</code>
            </>
          ) : (
            <span className="text-slate-600">No URL registered: status changes are not sent anywhere.</span>
          )}
        </p>
        {canWrite && (
          <form
            className="flex flex-wrap items-start gap-3"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate();
            }}
          >
            <div className="min-w-80 flex-1">
              <Label htmlFor="onboarding-webhook-url">HTTPS URL</Label>
              <Input
                id="onboarding-webhook-url"
                value={url}
                placeholder="https://example.com/payrail/onboarding"
                aria-invalid={saveError?.field === 'url'}
                aria-describedby={saveError?.field === 'url' ? 'onboarding-webhook-url-error' : undefined}
                onChange={(event) => {
                  setUrl(event.target.value);
                  if (save.error) save.reset();
                }}
              />
              <div id="onboarding-webhook-url-error">
                <FieldError message={saveError?.field === 'url' ? saveError.message : undefined} />
              </div>
            </div>
            <div className="flex gap-2 pt-6">
              <Button type="submit" disabled={save.isPending || !url.trim()}>
                {save.isPending ? 'Saving…' : registered ? 'Replace URL' : 'Register URL'}
              </Button>
              {registered && (
                <>
                  <Button variant="secondary" disabled={test.isPending} onClick={() => test.mutate(registered.url)}>
                    {test.isPending ? 'Sending…' : 'Send test'}
                  </Button>
                  <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
                    {remove.isPending ? 'Removing…' : 'Remove'}
                  </Button>
                </>
              )}
            </div>
          </form>
        )}
        {otherError && (
          <p className="text-sm text-red-600" role="alert">
            {otherError.message}
          </p>
        )}
        {save.isSuccess && !save.isPending && (
          <p className="text-sm text-emerald-700" role="status">
            Saved: onboarding events go to {save.data.url}.
          </p>
        )}
        {test.data && <TestDelivery key={test.data.id} delivery={test.data} canWrite={canWrite} />}
      </div>
      <h3 className="border-t border-slate-200 px-5 pt-4 text-sm font-semibold text-slate-900">
        Recent onboarding deliveries
      </h3>
      <DeliveryTable
        deliveries={deliveries}
        canWrite={canWrite}
        emptyMessage="No onboarding event has been sent yet."
      />
    </Card>
  );
}
