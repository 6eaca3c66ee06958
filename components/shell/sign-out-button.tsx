'use client';

import { LogOut } from 'lucide-react';
import { signOut } from 'next-auth/react';
import { Button } from '@/components/ui/button';

export function SignOutButton() {
  return (
    <Button variant="ghost" className="w-full justify-start" onClick={() => signOut({ callbackUrl: '/sign-in' })}>
      <LogOut className="size-4" aria-hidden />
      Sign out
    </Button>
  );
}
