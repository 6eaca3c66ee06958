import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocaleSwitcher } from '@/components/i18n/locale-switcher';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pay');
  return {
    title: t('metaTitle'),
    // The hash in the address is the buyer's capability: keep these pages out of search results.
    robots: { index: false, follow: false },
  };
}

/** The buyer's layout: no dashboard chrome, no session, and nothing that would clutter a printed boleto. */
export default async function PayLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('pay');
  const { common, pay } = await getMessages();
  return (
    // The buyer's browser gets only the messages its client components use.
    <NextIntlClientProvider messages={{ common, pay: { boleto: pay.boleto, pix: pay.pix, print: pay.print } }}>
      <div className="flex min-h-screen flex-col print:min-h-0 print:bg-white">
        <header className="border-b border-slate-200 bg-white print:border-b-2 print:border-slate-900">
          <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3 print:max-w-none print:px-0">
            <span className="text-lg font-semibold tracking-tight text-brand-700 print:text-slate-900">Payrail</span>
            <div className="flex items-center gap-3">
              <span className="text-xs text-slate-500">{t('securePage')}</span>
              <LocaleSwitcher />
            </div>
          </div>
        </header>
        <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 print:max-w-none print:px-0 print:py-4">
          {children}
        </main>
        <footer className="mx-auto w-full max-w-2xl px-4 pb-8 text-xs text-slate-500 print:hidden">
          {t('footer')}
        </footer>
      </div>
    </NextIntlClientProvider>
  );
}
