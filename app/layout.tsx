import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import './globals.css';

// Each page carries its own script nonce (proxy.ts), so none can be rendered once at build time and served to all.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Payrail', template: '%s · Payrail' },
  description: 'Payments console for Brazilian merchants: payin, payout, markup, data qualification and onboarding.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={await getLocale()}>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
