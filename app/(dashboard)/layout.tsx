import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { SearchLauncher } from '@/components/search/search-launcher';
import { CollapsibleSidebar } from '@/components/shell/collapsible-sidebar';
import { ModeSwitch } from '@/components/shell/mode-switch';
import { Navigation } from '@/components/shell/navigation';
import { SignOutButton } from '@/components/shell/sign-out-button';
import { Switchers } from '@/components/shell/switchers';
import { Badge } from '@/components/ui/badge';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { modeName } from '@/lib/livemode';

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { user, organization, organizations, accounts, merchant, livemode } = await dashboardContext();
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      {/* Sticky at the viewport's height: the sidebar stays put while the page scrolls, and content arriving below never moves it.
          On a phone it folds into a menu above the page: a 288 px column would leave the page a sliver. */}
      <CollapsibleSidebar>
        <div className="px-3">
          <Switchers
            organizations={organizations.map(({ id, name }) => ({ id, name }))}
            organizationId={organization.id}
            accounts={accounts.map(({ id, name }) => ({ id, name }))}
            merchantId={merchant?.id ?? null}
          />
        </div>
        <div className="px-3">
          <ModeSwitch livemode={livemode} />
        </div>
        <div className="px-3">
          <SearchLauncher />
        </div>
        <Navigation isAdmin={roleAllows(user.role, 'admin')} />
        <div className="border-t border-slate-200 px-3 pt-4 md:mt-auto">
          <p className="truncate text-sm font-medium text-slate-900" data-testid="current-user">
            {user.name}
          </p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
          <Badge className="my-2">{user.role}</Badge>
          <SignOutButton />
        </div>
      </CollapsibleSidebar>
      <main className="min-w-0 flex-1 px-4 py-8 md:px-8">
        {!livemode && (
          <p
            className="-mt-4 mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900"
            data-testid="test-mode-banner"
          >
            <strong>Test mode</strong> · you are viewing test data; nothing here moves real money. Switch to Live mode
            to see live data.
          </p>
        )}
        {/* Keyed by mode: switching drops every cached query, so no list shows the other mode's rows. */}
        <Providers key={modeName(livemode)}>{children}</Providers>
      </main>
    </div>
  );
}
