'use client';

import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export function SignOutButton() {
  const t = useTranslations('shell');
  return (
    <Button
      variant="ghost"
      className="w-full justify-start"
      // next-auth's client (some 9 KB gzip with its Babel runtime) is only needed here, so it is fetched on the click
      // rather than with every dashboard page.
      onClick={async () => (await import('next-auth/react')).signOut({ callbackUrl: '/sign-in' })}
    >
      <LogOut className="size-4" aria-hidden />
      {t('signOut')}
    </Button>
  );
}
