'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import type { ChangePasswordInput } from '@/lib/accounts/schemas';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import { HydratedForm } from '@/components/forms/hydrated-form';

const resolver = lazyZodResolver(async () => (await import('@/lib/accounts/schemas')).changePasswordSchema);
const FIELDS = ['current_password', 'new_password'] as const;

/**
 * Current and new password, checked by the route's own schema. The change ends every session, this one included,
 * so the form signs in again with the new password and carries on to the dashboard.
 */
export function ChangePasswordForm({ email, oneTime = false }: { email: string; oneTime?: boolean }) {
  const t = useTranslations('password');
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({ resolver, defaultValues: { current_password: '', new_password: '' } });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiFetch('/v2/account/me/password', { method: 'POST', json: values });
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? Object.entries(error.body.errors ?? {}) : [];
      for (const [key, messages] of fieldErrors) {
        if ((FIELDS as readonly string[]).includes(key))
          form.setError(
            key as (typeof FIELDS)[number],
            { type: 'server', message: messages[0] },
            { shouldFocus: true },
          );
      }
      if (fieldErrors.length === 0) setFailure(error instanceof Error ? error.message : t('failed'));
      return;
    }
    const { signIn } = await import('next-auth/react');
    const result = await signIn('credentials', { email, password: values.new_password, redirect: false });
    router.replace(result?.ok && !result.error ? '/' : '/sign-in');
    router.refresh();
  });

  return (
    <HydratedForm onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('formLabel')}>
      <div>
        <Label htmlFor="current-password">{oneTime ? t('oneTime') : t('current')}</Label>
        <Input
          id="current-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.current_password}
          {...form.register('current_password')}
        />
        <FieldError message={errors.current_password?.message} />
      </div>
      <div>
        <Label htmlFor="new-password">{t('new')}</Label>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.new_password}
          aria-describedby="new-password-hint"
          {...form.register('new_password')}
        />
        <p id="new-password-hint" className="mt-1 text-xs text-slate-500">
          {t('hint')}
        </p>
        <FieldError message={errors.new_password?.message} />
      </div>
      {failure && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </HydratedForm>
  );
}
