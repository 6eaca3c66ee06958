'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError, Input, Label } from '@/components/ui/input';
import { SIGN_IN_LOCKED, signInSchema, type SignInInput } from '@/lib/accounts/schemas';
import { safeCallbackPath } from '@/lib/auth/callback-url';
import { HydratedForm } from '@/components/forms/hydrated-form';

export function SignInForm() {
  const t = useTranslations('signIn');
  const router = useRouter();
  const params = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await signIn('credentials', { ...values, redirect: false });
    if (!result || result.error) {
      setFailure(result?.error === SIGN_IN_LOCKED ? t('locked') : t('wrong'));
      return;
    }
    // Only a path of this app: a callbackUrl must not send the user to another host.
    router.replace(safeCallbackPath(params.get('callbackUrl'), window.location.origin));
    router.refresh();
  });

  return (
    <Card className="p-6">
      <HydratedForm onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <Label htmlFor="email">{t('email')}</Label>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            aria-invalid={!!formState.errors.email}
            {...register('email')}
          />
          <FieldError message={formState.errors.email?.message} />
        </div>
        <div>
          <Label htmlFor="password">{t('password')}</Label>
          <Input
            id="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={!!formState.errors.password}
            {...register('password')}
          />
          <FieldError message={formState.errors.password?.message} />
        </div>
        {failure && (
          <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </HydratedForm>
    </Card>
  );
}
