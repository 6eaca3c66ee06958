'use client';

import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgePercent,
  BookOpen,
  Building2,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  ScrollText,
  Settings,
  Users,
  Wallet,
  Webhook,
} from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/utils';

/** `adminOnly` areas are left out for other roles (the pages also refuse them). */
const items = [
  { href: '/', label: 'Overview', icon: LayoutDashboard },
  { href: '/balance', label: 'Balance', icon: Wallet },
  { href: '/payins', label: 'Payins', icon: ArrowDownToLine },
  { href: '/payouts', label: 'Payouts', icon: ArrowUpFromLine },
  { href: '/markup', label: 'Markup', icon: BadgePercent },
  { href: '/data-qualification', label: 'Data qualification', icon: ListChecks },
  { href: '/onboarding', label: 'Onboarding', icon: Building2 },
  { href: '/webhooks', label: 'Webhooks', icon: Webhook },
  { href: '/developers', label: 'Developers', icon: KeyRound },
  { href: '/team', label: 'Team', icon: Users, adminOnly: true },
  { href: '/audit-log', label: 'Audit log', icon: ScrollText, adminOnly: true },
  { href: '/settings', label: 'Settings', icon: Settings },
];

export function Navigation({ isAdmin }: { isAdmin: boolean }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="flex flex-col gap-0.5">
      {items
        .filter((item) => isAdmin || !item.adminOnly)
        .map(({ href, label, icon: Icon }) => {
          const active = href === '/' ? pathname === '/' : pathname.startsWith(href);
          return (
            <Link
              key={href}
              href={href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium',
                active ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </Link>
          );
        })}
      <Link
        href="/docs"
        className="mt-2 flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100"
      >
        <BookOpen className="size-4" aria-hidden />
        API reference
      </Link>
    </nav>
  );
}
