import type { Metadata } from 'next';
import { AdminsOnly } from '@/components/shell/admins-only';
import { PageHeader } from '@/components/ui/card';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { TeamManager } from './team-manager';

export const metadata: Metadata = { title: 'Team' };

export default async function TeamPage() {
  const { user, organization } = await dashboardContext();
  return (
    <>
      <PageHeader
        title="Team"
        description={`The people who use the ${organization.name} dashboard, and what each may do: view reads, write also moves money and changes settings, admin also manages keys and the team.`}
      />
      {roleAllows(user.role, 'admin') ? (
        <TeamManager currentUserId={user.id} />
      ) : (
        <AdminsOnly role={user.role} what="the team" />
      )}
    </>
  );
}
