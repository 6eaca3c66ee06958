import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Payment',
  // The hash in the address is the buyer's capability: keep these pages out of search results.
  robots: { index: false, follow: false },
};

/** The buyer's layout: no dashboard chrome, no session, and nothing that would clutter a printed boleto. */
export default function PayLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col print:min-h-0 print:bg-white">
      <header className="border-b border-slate-200 bg-white print:border-b-2 print:border-slate-900">
        <div className="mx-auto flex max-w-2xl items-center justify-between px-4 py-3 print:max-w-none print:px-0">
          <span className="text-lg font-semibold tracking-tight text-brand-700 print:text-slate-900">Payrail</span>
          <span className="text-xs text-slate-500">Secure payment page</span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 print:max-w-none print:px-0 print:py-4">
        {children}
      </main>
      <footer className="mx-auto w-full max-w-2xl px-4 pb-8 text-xs text-slate-500 print:hidden">
        Payments processed by Payrail. Never share this page&apos;s address with anyone other than the payer.
      </footer>
    </div>
  );
}
