import type { Metadata } from 'next';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader, PageHeader } from '@/components/ui/card';
import { dashboardContext } from '@/lib/auth/dashboard';

export const metadata: Metadata = { title: 'Overview' };

export default async function OverviewPage() {
  const { organization, accounts, merchant, user } = await dashboardContext();
  return (
    <>
      <PageHeader title={`Welcome, ${user.name.split(' ')[0]}`} description={`${organization.name} · ${merchant ? merchant.name : 'no merchant account'}`} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title="Merchant accounts" description="Use an account's id as merchant_id in API requests." />
          <ul className="divide-y divide-slate-100">
            {accounts.map((account) => (
              <li key={account.id} className="flex items-center justify-between px-5 py-3 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{account.name}</span>{' '}
                  <span className="text-slate-500">merchant_id {account.id}</span>
                </span>
                <Badge tone={account.enableMarkup ? 'info' : 'neutral'}>{account.enableMarkup ? 'markup enabled' : 'markup off'}</Badge>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <CardHeader title="Start integrating" description="Everything in the dashboard is also in the API." />
          <ul className="space-y-2 px-5 py-4 text-sm">
            <li>
              <Link className="text-brand-700 underline" href="/developers">Create an API key</Link> and send it as <code className="font-mono">Authorization: Bearer</code>.
            </li>
            <li>
              Read the <a className="text-brand-700 underline" href="/docs">API reference</a> (OpenAPI at <code className="font-mono">/api/openapi.json</code>).
            </li>
          </ul>
        </Card>
      </div>
    </>
  );
}
