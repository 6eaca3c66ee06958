'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { CopyButton } from '@/components/copy-button';
import { Select } from '@/components/ui/input';
import { TableHeader, TableMessage } from '@/components/ui/table';
import type { TeamMemberRecord, UpdateTeamMemberInput } from '@/lib/accounts/schemas';
import { teamChangeProblem, teamRoles } from '@/lib/accounts/team-rules';
import { apiFetch } from '@/lib/api-client';
import { AddMemberForm } from './add-member-form';
import { ROLE_LABELS } from './roles';
import { ScrollRegion } from '@/components/ui/scroll-region';

const COLUMNS = ['Member', 'Role', 'Status', 'Added', ''];

type Confirming =
  { kind: 'active'; active: boolean } | { kind: 'role'; role: UpdateTeamMemberInput['role'] } | { kind: 'reset' };

/**
 * One member: the role select and the (de)activate button. What teamChangeProblem refuses (the last admin, oneself,
 * Payrail's operators) is disabled with its reason on screen; if the API refuses anyway (another admin acted
 * meanwhile), its 422 message is shown in the row.
 */
function MemberRow({
  member,
  currentUserId,
  activeAdmins,
}: {
  member: TeamMemberRecord;
  currentUserId: number;
  activeAdmins: number;
}) {
  const format = useFormats();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const reasonId = useId();
  const change = useMutation({
    mutationFn: (body: UpdateTeamMemberInput) =>
      apiFetch<TeamMemberRecord>(`/v2/account/users/${member.id}`, { method: 'PATCH', json: body }),
    onSettled: () => {
      setConfirming(null);
      return queryClient.invalidateQueries({ queryKey: queryKeys.team });
    },
  });
  const [issued, setIssued] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: () =>
      apiFetch<TeamMemberRecord & { password: string }>(`/v2/account/users/${member.id}/password-reset`, {
        method: 'POST',
      }),
    onSuccess: ({ password }) => setIssued(password),
    onSettled: () => {
      setConfirming(null);
      return queryClient.invalidateQueries({ queryKey: queryKeys.team });
    },
  });
  const target = { id: member.id, role: member.role, active: member.active };
  const problem = (body: { role?: TeamMemberRecord['role']; active?: boolean }) =>
    teamChangeProblem(target, body, currentUserId, activeAdmins);
  const toggleProblem = problem({ active: !member.active });
  const refusedRoles = teamRoles.filter((role) => role !== member.role && problem({ role }));
  const roleProblem =
    member.role === 'operator'
      ? problem({ role: 'admin' })
      : refusedRoles.length > 0
        ? problem({ role: refusedRoles[0] })
        : null;
  const isMe = member.id === currentUserId;

  const changeRole = (role: UpdateTeamMemberInput['role']) => {
    // Demoting oneself ends one's own admin rights on this page: asked first.
    if (isMe) setConfirming({ kind: 'role', role });
    else change.mutate({ role });
  };

  return (
    <tr data-testid="team-row" data-email={member.email} className="align-top">
      <td className="px-5 py-3">
        <p className="font-medium text-slate-900">
          {member.name} {isMe && <span className="text-xs font-normal text-slate-500">(you)</span>}
        </p>
        <p className="text-xs text-slate-500">{member.email}</p>
      </td>
      <td className="w-52 px-5 py-3">
        {member.role === 'operator' ? (
          <Badge tone="info" title={roleProblem?.message}>
            {ROLE_LABELS.operator}
          </Badge>
        ) : (
          <Select
            aria-label={`Role of ${member.name}`}
            className="h-8"
            value={member.role}
            disabled={change.isPending || refusedRoles.length === teamRoles.length - 1}
            aria-describedby={roleProblem ? `${reasonId}-role` : undefined}
            onChange={(event) => changeRole(event.target.value as UpdateTeamMemberInput['role'])}
          >
            {teamRoles.map((role) => (
              <option key={role} value={role} disabled={refusedRoles.includes(role)}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        )}
        {roleProblem && (
          <p id={`${reasonId}-role`} className="mt-1 text-xs text-slate-500">
            {roleProblem.message}
          </p>
        )}
      </td>
      <td className="px-5 py-3">
        {member.active ? <Badge tone="success">active</Badge> : <Badge tone="neutral">deactivated</Badge>}
        {member.active && member.one_time_password_expires_at && (
          <p className="mt-1 text-xs text-slate-500">
            one-time password until {format.dateTime(member.one_time_password_expires_at)}
          </p>
        )}
        {member.deactivated_at && (
          <p className="mt-1 text-xs text-slate-500">since {format.date(member.deactivated_at)}</p>
        )}
      </td>
      <td className="whitespace-nowrap px-5 py-3 text-slate-600">{format.date(member.created_at)}</td>
      <td className="w-80 px-5 py-3 text-right">
        {confirming ? (
          <div
            role="alertdialog"
            aria-label="Confirm the change"
            className="rounded-md border border-amber-200 bg-amber-50 p-3 text-left text-sm"
          >
            <p className="font-medium text-amber-900">
              {confirming.kind === 'reset'
                ? `Reset the password of ${member.name}? Their sessions end, and they sign in with a one-time password valid for 24 hours.`
                : confirming.kind === 'active'
                  ? confirming.active
                    ? `Reactivate ${member.name}? They can sign in again as ${member.role}.`
                    : `Deactivate ${member.name}? They can no longer sign in; their history stays.`
                  : `Change your own role to ${ROLE_LABELS[confirming.role!]}? You will lose access to this page.`}
            </p>
            <div className="mt-2 flex gap-2">
              {confirming.kind === 'reset' ? (
                <Button variant="danger" disabled={reset.isPending} onClick={() => reset.mutate()}>
                  {reset.isPending ? 'Resetting…' : 'Yes, reset'}
                </Button>
              ) : (
                <Button
                  variant={confirming.kind === 'active' && !confirming.active ? 'danger' : 'primary'}
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate(
                      confirming.kind === 'active' ? { active: confirming.active } : { role: confirming.role },
                    )
                  }
                >
                  {change.isPending
                    ? 'Saving…'
                    : confirming.kind === 'active'
                      ? confirming.active
                        ? 'Yes, reactivate'
                        : 'Yes, deactivate'
                      : 'Yes, change my role'}
                </Button>
              )}
              <Button
                variant="ghost"
                disabled={change.isPending || reset.isPending}
                onClick={() => setConfirming(null)}
              >
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <>
            {member.role !== 'operator' && member.active && !isMe && (
              <Button
                variant="secondary"
                className="mr-2"
                disabled={reset.isPending}
                onClick={() => setConfirming({ kind: 'reset' })}
              >
                Reset password
              </Button>
            )}
            {member.role !== 'operator' && (
              <Button
                variant={member.active ? 'danger' : 'secondary'}
                disabled={!!toggleProblem || change.isPending}
                aria-describedby={toggleProblem ? `${reasonId}-active` : undefined}
                onClick={() => setConfirming({ kind: 'active', active: !member.active })}
              >
                {member.active ? 'Deactivate' : 'Reactivate'}
              </Button>
            )}
            {toggleProblem && member.role !== 'operator' && (
              <p id={`${reasonId}-active`} className="mt-1 text-xs text-slate-500">
                {toggleProblem.message}
              </p>
            )}
          </>
        )}
        {change.error && (
          <p className="mt-1 text-left text-sm text-red-600" role="alert">
            Not changed: {change.error.message}
          </p>
        )}
        {reset.error && (
          <p className="mt-1 text-left text-sm text-red-600" role="alert">
            Not reset: {reset.error.message}
          </p>
        )}
        {issued && (
          <div className="mt-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-left text-sm" role="status">
            <p className="text-emerald-900">
              New one-time password for {member.name}, valid 24 hours. Copy it now: it will not be shown again.
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <code
                data-testid="reset-password"
                className="rounded border border-emerald-200 bg-white px-3 py-2 font-mono"
              >
                {issued}
              </code>
              <CopyButton value={issued} label="Copy the one-time password" />
              <Button variant="ghost" onClick={() => setIssued(null)}>
                Done
              </Button>
            </div>
          </div>
        )}
      </td>
    </tr>
  );
}

export function TeamManager({ currentUserId }: { currentUserId: number }) {
  const team = useQuery({
    queryKey: queryKeys.team,
    queryFn: () => apiFetch<{ data: TeamMemberRecord[] }>('/v2/account/users'),
  });
  const members = team.data?.data ?? [];
  const activeAdmins = members.filter((member) => member.role === 'admin' && member.active).length;
  return (
    <Card>
      <CardHeader
        title="Members"
        description="A new member gets a one-time password to sign in with. The organization always keeps at least one active admin."
      />
      <AddMemberForm />
      <ScrollRegion label="Team members table">
        <table className="w-full text-left text-sm" data-testid="team-table">
          <TableHeader columns={COLUMNS} />
          <tbody className="divide-y divide-slate-100">
            {team.isPending && <TableMessage colSpan={COLUMNS.length}>Loading the team…</TableMessage>}
            {team.error && (
              <TableMessage colSpan={COLUMNS.length} tone="error">
                Could not load the team: {team.error.message}
              </TableMessage>
            )}
            {members.map((member) => (
              <MemberRow key={member.id} member={member} currentUserId={currentUserId} activeAdmins={activeAdmins} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
