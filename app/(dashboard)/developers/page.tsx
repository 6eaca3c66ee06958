import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/card';
import { dashboardContext } from '@/lib/auth/dashboard';
import { roleAllows } from '@/lib/api/authenticate';
import { ApiKeysPanel } from './api-keys-panel';

export const metadata: Metadata = { title: 'Developers' };

export default async function DevelopersPage() {
  const { user } = await dashboardContext();
  return (
    <>
      <PageHeader
        title="Developers"
        description="API keys authenticate your servers: send one as Authorization: Bearer <key>."
      />
      {roleAllows(user.role, 'admin') ? (
        <ApiKeysPanel />
      ) : (
        <p className="rounded-md border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
          Only administrators can see and manage API keys.
        </p>
      )}
    </>
  );
}
