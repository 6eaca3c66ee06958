'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The look of a sidebar item; the sign-out button below the links shares it. */
export const navItemClassName = 'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium';

/** A sidebar link, marked as the current page on its path and below it (the overview on its own path only). */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  const active = href === '/' ? pathname === '/' : pathname.startsWith(href);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        navItemClassName,
        active ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      {children}
    </Link>
  );
}
