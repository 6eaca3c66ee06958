'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { queryKeys } from '@/lib/query-keys';
import { useEffect, useState } from 'react';
import { DeliveryDrawer } from '@/app/(dashboard)/webhooks/delivery-drawer';
import { DeliveryTable, useDeliveries } from '@/app/(dashboard)/webhooks/delivery-table';
import { useSaidInWords } from '@/components/i18n/form-messages';
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
  const t = useTranslations('onboarding.webhook');
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
      <span>
        {t.rich('testEvent', {
          id: delivery.event_id,
          code: (chunks) => <span className="font-mono text-xs">{chunks}</span>,
        })}
      </span>
      <DeliveryStatusBadge status={current.status} />
      {current.last_status_code !== null && <span>{t('httpStatus', { code: String(current.last_status_code) })}</span>}
      <button type="button" className="text-brand-700 underline" onClick={() => setOpen(true)}>
        {t('details')}
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
  const t = useTranslations('onboarding.webhook');
  const inWords = useSaidInWords();
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
      <CardHeader title={t('title')} description={t('description')} />
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm" data-testid="onboarding-webhook-current">
          {registration.isPending ? (
            <span className="text-slate-500">{t('loading')}</span>
          ) : registration.error ? (
            <span className="text-red-600">
              {t('loadFailed', { message: inWords(webhookError(registration.error)?.message ?? '') })}
            </span>
          ) : registered ? (
            t.rich('registered', {
              url: registered.url,
              code: (chunks) => (
                <code className="break-all rounded bg-slate-50 px-1.5 py-0.5 font-mono text-xs">{chunks}</code>
              ),
            })
          ) : (
            <span className="text-slate-600">{t('none')}</span>
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
              <Label htmlFor="onboarding-webhook-url">{t('urlLabel')}</Label>
              <Input
                id="onboarding-webhook-url"
                value={url}
                placeholder={t('urlPlaceholder')}
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
                {t(save.isPending ? 'saving' : registered ? 'replace' : 'register')}
              </Button>
              {registered && (
                <>
                  <Button variant="secondary" disabled={test.isPending} onClick={() => test.mutate(registered.url)}>
                    {t(test.isPending ? 'sending' : 'sendTest')}
                  </Button>
                  <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
                    {t(remove.isPending ? 'removing' : 'remove')}
                  </Button>
                </>
              )}
            </div>
          </form>
        )}
        {otherError && (
          <p className="text-sm text-red-600" role="alert">
            {inWords(otherError.message)}
          </p>
        )}
        {save.isSuccess && !save.isPending && (
          <p className="text-sm text-emerald-700" role="status">
            {t('saved', { url: save.data.url })}
          </p>
        )}
        {test.data && <TestDelivery key={test.data.id} delivery={test.data} canWrite={canWrite} />}
      </div>
      <h3 className="border-t border-slate-200 px-5 pt-4 text-sm font-semibold text-slate-900">
        {t('recentDeliveries')}
      </h3>
      <DeliveryTable deliveries={deliveries} canWrite={canWrite} emptyMessage={t('noDeliveries')} />
    </Card>
  );
}
