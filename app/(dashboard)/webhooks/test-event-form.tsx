'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { queryKeys } from '@/lib/query-keys';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError, Input, Label } from '@/components/ui/input';
import { apiFetch } from '@/lib/api-client';
import type { DeliveryRecord, SendTestEventInput } from '@/lib/webhooks/schemas';
import { HydratedForm } from '@/components/forms/hydrated-form';

const resolver = lazyZodResolver(async () => (await import('@/lib/webhooks/schemas')).sendTestEventSchema);

export function TestEventForm() {
  const t = useTranslations('webhooks.testEvent');
  const queryClient = useQueryClient();
  const form = useForm<SendTestEventInput>({ resolver, defaultValues: { url: '' } });
  const send = useMutation({
    mutationFn: (input: SendTestEventInput) =>
      apiFetch<DeliveryRecord>('/v2/webhooks/test', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries.all }),
  });
  return (
    <Card className="mb-6 px-5 py-4">
      <HydratedForm
        onSubmit={form.handleSubmit((values) => send.mutate(values))}
        className="flex flex-wrap items-end gap-3"
        noValidate
      >
        <div className="min-w-80 flex-1">
          <Label htmlFor="test-url">{t('label')}</Label>
          <Input
            id="test-url"
            placeholder={t('placeholder')}
            aria-invalid={!!form.formState.errors.url}
            {...form.register('url')}
          />
          <FieldError message={form.formState.errors.url?.message ?? send.error?.message} />
        </div>
        <Button type="submit" disabled={send.isPending}>
          {t(send.isPending ? 'sending' : 'send')}
        </Button>
      </HydratedForm>
      {send.isSuccess && (
        <p className="mt-2 text-sm text-emerald-700" role="status">
          {t('queued', { id: send.data.event_id })}
        </p>
      )}
    </Card>
  );
}
