'use client';

import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';
import { navItemClassName } from './nav-link';

export function SignOutButton() {
  const t = useTranslations('shell');
  return (
    <button
      type="button"
      className={cn(navItemClassName, 'w-full text-slate-600 hover:bg-slate-100 hover:text-slate-900')}
      // next-auth's client (some 9 KB gzip with its Babel runtime) is only needed here, so it is fetched on the click
      // rather than with every dashboard page.
      onClick={async () => (await import('next-auth/react')).signOut({ callbackUrl: '/sign-in' })}
    >
      <LogOut className="size-4" aria-hidden />
      {t('signOut')}
    </button>
  );
}
