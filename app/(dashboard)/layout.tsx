import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FormMessages } from '@/components/i18n/form-messages';
import { Providers } from '@/components/providers';
import { SearchLauncher } from '@/components/search/search-launcher';
import { CollapsibleSidebar } from '@/components/shell/collapsible-sidebar';
import { ModeSwitch } from '@/components/shell/mode-switch';
import { Navigation } from '@/components/shell/navigation';
import { SignOutButton } from '@/components/shell/sign-out-button';
import { Switchers } from '@/components/shell/switchers';
import { Badge } from '@/components/ui/badge';
import { CATALOGUES } from '@/i18n/catalogues';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { modeName } from '@/lib/livemode';
import { isOfferedTimeZone } from '@/lib/locale';
import en from '@/messages/en';

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { user, organization, organizations, accounts, merchant, livemode } = await dashboardContext();
  const [t, common, settings, messages, locale] = await Promise.all([
    getTranslations('shell'),
    getTranslations('common'),
    getTranslations('settings'),
    getMessages(),
    getLocale(),
  ]);
  const { apiErrors, fields } = CATALOGUES[locale];
  // Every dashboard time is told in this zone (useFormats); the sidebar says which.
  const zone = isOfferedTimeZone(user.timeZone) ? settings(`timeZoneNames.${user.timeZone}`) : user.timeZone;
  // The buyer's and sign-in's words stay on the server; everything else the dashboard's client components may say.
  const { pay: _pay, signIn: _signIn, ...dashboardMessages } = messages;
  return (
    <NextIntlClientProvider messages={dashboardMessages}>
      <div className="flex min-h-screen flex-col md:flex-row">
        {/* Sticky at the viewport's height: the sidebar stays put while the page scrolls, and content arriving below never moves it.
          On a phone it folds into a menu above the page: a 288 px column would leave the page a sliver. */}
        <CollapsibleSidebar menuLabel={t('menu')}>
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
            <Badge className="my-2">{t(`role.${user.role}`)}</Badge>
            <p className="mb-2 text-xs text-slate-500" data-testid="time-zone-note">
              {common('timesIn', { zone })}
            </p>
            <SignOutButton />
          </div>
        </CollapsibleSidebar>
        <main className="min-w-0 flex-1 px-4 py-8 md:px-8">
          {!livemode && (
            <p
              className="-mt-4 mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900"
              data-testid="test-mode-banner"
            >
              {t.rich('testBanner', { strong: (chunks) => <strong>{chunks}</strong> })}
            </p>
          )}
          {/* Keyed by mode: switching drops every cached query, so no list shows the other mode's rows. */}
          <Providers key={modeName(livemode)}>
            <FormMessages source={en.apiErrors} target={{ apiErrors, fields }}>
              {children}
            </FormMessages>
          </Providers>
        </main>
      </div>
    </NextIntlClientProvider>
  );
}
