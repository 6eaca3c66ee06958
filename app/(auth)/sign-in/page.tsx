import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { FormMessages } from '@/components/i18n/form-messages';
import { LocaleSwitcher } from '@/components/i18n/locale-switcher';
import { CATALOGUES } from '@/i18n/catalogues';
import en from '@/messages/en';
import { SignInForm } from './sign-in-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('signIn'))('metaTitle') };
}

export default async function SignInPage() {
  const [t, { common, signIn }, locale] = await Promise.all([getTranslations('signIn'), getMessages(), getLocale()]);
  const { apiErrors, fields } = CATALOGUES[locale];
  return (
    <NextIntlClientProvider messages={{ common, signIn }}>
      <main className="flex min-h-screen items-center justify-center px-4">
        <div className="w-full max-w-sm">
          <div className="mb-8 text-center">
            <p className="text-2xl font-bold tracking-tight text-brand-700">Payrail</p>
            <p className="mt-1 text-sm text-slate-500">{t('tagline')}</p>
          </div>
          <Suspense>
            <FormMessages source={en.apiErrors} target={{ apiErrors, fields }}>
              <SignInForm />
            </FormMessages>
          </Suspense>
          <div className="mt-6 flex justify-center">
            <LocaleSwitcher />
          </div>
        </div>
      </main>
    </NextIntlClientProvider>
  );
}
