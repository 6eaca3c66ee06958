import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/components/change-password-form';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader, PageHeader } from '@/components/ui/card';
import { dashboardContext } from '@/lib/auth/dashboard';

export const metadata: Metadata = { title: 'Settings' };

export default async function SettingsPage() {
  const { user, organization, accounts } = await dashboardContext();
  return (
    <>
      <PageHeader title="Settings" description="Your profile, organization and merchant accounts." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title="Profile" />
          <dl className="grid grid-cols-3 gap-y-2 px-5 py-4 text-sm">
            <dt className="text-slate-500">Name</dt>
            <dd className="col-span-2">{user.name}</dd>
            <dt className="text-slate-500">E-mail</dt>
            <dd className="col-span-2">{user.email}</dd>
            <dt className="text-slate-500">Role</dt>
            <dd className="col-span-2">
              <Badge>{user.role}</Badge>
            </dd>
          </dl>
        </Card>
        <Card>
          <CardHeader title="Password" description="Changing it signs you out everywhere else." />
          <div className="px-5 py-4">
            <ChangePasswordForm email={user.email} />
          </div>
        </Card>
        <Card>
          <CardHeader title={organization.name} description={`Organization #${organization.id}`} />
          <ul className="divide-y divide-slate-100">
            {accounts.map((account) => (
              <li key={account.id} className="flex items-center justify-between px-5 py-3 text-sm">
                <span>
                  {account.name} <span className="text-slate-500">#{account.id}</span>
                </span>
                <Badge tone={account.enableMarkup ? 'info' : 'neutral'}>
                  {account.enableMarkup ? 'markup enabled' : 'markup off'}
                </Badge>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}
