'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { DeliveryRecord, SendTestEventInput } from '@/lib/webhooks/schemas';
import { TestEventCard } from './test-event-card';

const resolver = lazyZodResolver(async () => (await import('@/lib/webhooks/schemas')).sendTestEventSchema);

/** Sends a test event to a URL, then shows its delivery in the log below. Loaded after the page (test-event.tsx). */
export function TestEventForm() {
  const queryClient = useQueryClient();
  const form = useForm<SendTestEventInput>({ resolver, defaultValues: { url: '' } });
  const send = useMutation({
    mutationFn: (input: SendTestEventInput) =>
      apiFetch<DeliveryRecord>('/v2/webhooks/test', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries.all }),
  });
  return (
    <TestEventCard
      state={{
        onSubmit: form.handleSubmit((values) => send.mutate(values)),
        url: form.register('url'),
        error: form.formState.errors.url?.message ?? send.error?.message,
        pending: send.isPending,
        queuedEventId: send.isSuccess ? send.data.event_id : undefined,
      }}
    />
  );
}
