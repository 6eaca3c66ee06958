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
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { NavLink } from './nav-link';

/** `adminOnly` areas are left out for other roles (the pages also refuse them). */
const items = [
  { href: '/', label: 'overview', icon: LayoutDashboard },
  { href: '/balance', label: 'balance', icon: Wallet },
  { href: '/payins', label: 'payins', icon: ArrowDownToLine },
  { href: '/payouts', label: 'payouts', icon: ArrowUpFromLine },
  { href: '/markup', label: 'markup', icon: BadgePercent },
  { href: '/data-qualification', label: 'dataQualification', icon: ListChecks },
  { href: '/onboarding', label: 'onboarding', icon: Building2 },
  { href: '/webhooks', label: 'webhooks', icon: Webhook },
  { href: '/developers', label: 'developers', icon: KeyRound },
  { href: '/team', label: 'team', icon: Users, adminOnly: true },
  { href: '/audit-log', label: 'auditLog', icon: ScrollText, adminOnly: true },
  { href: '/settings', label: 'settings', icon: Settings },
] as const;

/**
 * The sidebar's links, drawn on the server so that their icons and words cost the browser no JavaScript; which one is
 * the current page is decided in the browser (NavLink), since the layout stays put while the path changes.
 */
export async function Navigation({ isAdmin }: { isAdmin: boolean }) {
  const t = await getTranslations('shell.nav');
  return (
    <nav aria-label={t('label')} className="flex flex-col gap-0.5">
      {items
        .filter((item) => isAdmin || !('adminOnly' in item))
        .map(({ href, label, icon: Icon }) => (
          <NavLink key={href} href={href}>
            <Icon className="size-4" aria-hidden />
            {t(label)}
          </NavLink>
        ))}
      <Link
        href="/docs"
        className="mt-2 flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100"
      >
        <BookOpen className="size-4" aria-hidden />
        {t('apiReference')}
      </Link>
    </nav>
  );
}
