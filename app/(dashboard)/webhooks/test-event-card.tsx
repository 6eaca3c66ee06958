'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError, Input, Label } from '@/components/ui/input';

/** What the card shows of a working form (test-event-form.tsx). */
export type TestEventState = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  url: UseFormRegisterReturn<'url'>;
  error: string | undefined;
  pending: boolean;
  queuedEventId: string | undefined;
};

/** The "send a test event" card; without `state` (before the form's code has loaded) its field and button are disabled. */
export function TestEventCard({ state }: { state?: TestEventState }) {
  const t = useTranslations('webhooks.testEvent');
  return (
    <Card className="mb-6 px-5 py-4">
      <form onSubmit={state?.onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
        <fieldset disabled={!state} className="contents">
          <div className="min-w-80 flex-1">
            <Label htmlFor="test-url">{t('label')}</Label>
            <Input id="test-url" placeholder={t('placeholder')} aria-invalid={!!state?.error} {...state?.url} />
            <FieldError message={state?.error} />
          </div>
          <Button type="submit" disabled={state?.pending}>
            {t(state?.pending ? 'sending' : 'send')}
          </Button>
        </fieldset>
      </form>
      {state?.queuedEventId && (
        <p className="mt-2 text-sm text-emerald-700" role="status">
          {t('queued', { id: state.queuedEventId })}
        </p>
      )}
    </Card>
  );
}
