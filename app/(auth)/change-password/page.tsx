import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { ChangePasswordForm } from '@/components/change-password-form';
import { FormMessages } from '@/components/i18n/form-messages';
import { Card } from '@/components/ui/card';
import { signedInUser } from '@/lib/auth/dashboard';
import { CATALOGUES } from '@/i18n/catalogues';
import en from '@/messages/en';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('signIn'))('chooseTitle') };
}

/** Where every dashboard page sends a user who signed in with a one-time password, until they choose their own. */
export default async function ChangePasswordPage() {
  const { user } = await signedInUser();
  if (user.oneTimePasswordExpiresAt === null) redirect('/settings');
  const [t, { password }, locale] = await Promise.all([getTranslations('signIn'), getMessages(), getLocale()]);
  const { apiErrors, fields } = CATALOGUES[locale];
  return (
    <NextIntlClientProvider messages={{ password }}>
      <main className="flex min-h-screen items-center justify-center px-4">
        <div className="w-full max-w-sm">
          <div className="mb-8 text-center">
            <p className="text-2xl font-bold tracking-tight text-brand-700">Payrail</p>
            <h1 className="mt-1 text-lg font-semibold text-slate-900">{t('chooseTitle')}</h1>
            <p className="mt-1 text-sm text-slate-500">{t('chooseBody', { email: user.email })}</p>
          </div>
          <Card className="p-6">
            <FormMessages source={en.apiErrors} target={{ apiErrors, fields }}>
              <ChangePasswordForm email={user.email} oneTime />
            </FormMessages>
          </Card>
        </div>
      </main>
    </NextIntlClientProvider>
  );
}
