'use client';

import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function SignOutButton() {
  return (
    <Button
      variant="ghost"
      className="w-full justify-start"
      // next-auth's client (some 9 KB gzip with its Babel runtime) is only needed here, so it is fetched on the click
      // rather than with every dashboard page.
      onClick={async () => (await import('next-auth/react')).signOut({ callbackUrl: '/sign-in' })}
    >
      <LogOut className="size-4" aria-hidden />
      Sign out
    </Button>
  );
}
