import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '@/components/change-password-form';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader, PageHeader } from '@/components/ui/card';
import { dashboardContext } from '@/lib/auth/dashboard';
import { ProfileForm } from './profile-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('settings'))('metaTitle') };
}

export default async function SettingsPage() {
  const [{ user, organization, accounts }, t, shell] = await Promise.all([
    dashboardContext(),
    getTranslations('settings'),
    getTranslations('shell'),
  ]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title={t('profile')} />
          <dl className="grid grid-cols-3 gap-y-2 px-5 pt-4 text-sm">
            <dt className="text-slate-500">{t('email')}</dt>
            <dd className="col-span-2 break-all">{user.email}</dd>
            <dt className="text-slate-500">{t('role')}</dt>
            <dd className="col-span-2">
              <Badge>{shell(`role.${user.role}`)}</Badge>
            </dd>
          </dl>
          <div className="px-5 py-4">
            <ProfileForm profile={{ name: user.name, locale: user.locale, time_zone: user.timeZone }} />
          </div>
        </Card>
        <Card>
          <CardHeader title={t('password')} description={t('passwordHelp')} />
          <div className="px-5 py-4">
            <ChangePasswordForm email={user.email} />
          </div>
        </Card>
        <Card>
          <CardHeader title={organization.name} description={t('organization', { id: organization.id })} />
          <ul className="divide-y divide-slate-100">
            {accounts.map((account) => (
              <li key={account.id} className="flex items-center justify-between px-5 py-3 text-sm">
                {/* A name is data, not UI text: translate="no" tells browsers (and e2e/dashboard/i18n.spec.ts) so. */}
                <span translate="no">
                  {account.name} <span className="text-slate-500">#{account.id}</span>
                </span>
                <Badge tone={account.enableMarkup ? 'info' : 'neutral'}>
                  {account.enableMarkup ? t('markupEnabled') : t('markupOff')}
                </Badge>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}
