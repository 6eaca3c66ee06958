'use client';

import { useSaidInWords } from '@/components/i18n/form-messages';
import { useFormats } from '@/components/i18n/use-formats';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
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
import { ChangeConfirmation, useConfirmFocus, type Confirming } from './change-confirmation';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * One member: the role select and the (de)activate button. What teamChangeProblem refuses (the last admin, oneself,
 * Payrail's operators) is disabled with its reason on screen; if the API refuses anyway (another admin acted
 * meanwhile), its 422 message is shown in the row.
 */
function MemberRow({
  member,
  currentUserId,
  activeAdmins,
  oneTimePasswordHours,
}: {
  member: TeamMemberRecord;
  currentUserId: number;
  activeAdmins: number;
  oneTimePasswordHours: number;
}) {
  const t = useTranslations('team');
  const inWords = useSaidInWords();
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
  const { rowRef, panelRef } = useConfirmFocus(confirming, change.isPending || reset.isPending);
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

  const changeRole = (role: (typeof teamRoles)[number]) => {
    // Demoting oneself ends one's own admin rights on this page: asked first.
    if (isMe) setConfirming({ kind: 'role', role });
    else change.mutate({ role });
  };

  return (
    <tr ref={rowRef} data-testid="team-row" data-email={member.email} className="align-top">
      <td className="px-5 py-3">
        {/* A name is data, not UI text: translate="no" tells browsers (and e2e/dashboard/i18n.spec.ts) so. */}
        <p className="font-medium text-slate-900">
          <span translate="no">{member.name}</span>{' '}
          {isMe && <span className="text-xs font-normal text-slate-500">{t('you')}</span>}
        </p>
        <p className="text-xs text-slate-500">{member.email}</p>
      </td>
      <td className="w-52 px-5 py-3">
        {member.role === 'operator' ? (
          <Badge tone="info" title={roleProblem ? inWords(roleProblem.message) : undefined}>
            {t('role.operator')}
          </Badge>
        ) : (
          <Select
            aria-label={t('roleOf', { name: member.name })}
            data-opens="role"
            compact
            className="min-w-36"
            value={member.role}
            // Not disabled while a change is saved: a disabled select loses the keyboard's focus.
            disabled={refusedRoles.length === teamRoles.length - 1}
            aria-describedby={roleProblem ? `${reasonId}-role` : undefined}
            onChange={(event) => changeRole(event.target.value as (typeof teamRoles)[number])}
          >
            {teamRoles.map((role) => (
              <option key={role} value={role} disabled={refusedRoles.includes(role)}>
                {t(`role.${role}`)}
              </option>
            ))}
          </Select>
        )}
        {roleProblem && (
          <p id={`${reasonId}-role`} className="mt-1 text-xs text-slate-500">
            {inWords(roleProblem.message)}
          </p>
        )}
      </td>
      <td className="px-5 py-3">
        {member.active ? <Badge tone="success">{t('active')}</Badge> : <Badge tone="neutral">{t('deactivated')}</Badge>}
        {member.active && member.one_time_password_expires_at && (
          <p className="mt-1 text-xs text-slate-500">
            {t('oneTimePasswordUntil', { time: format.dateTime(member.one_time_password_expires_at) })}
          </p>
        )}
        {member.deactivated_at && (
          <p className="mt-1 text-xs text-slate-500">{t('since', { date: format.date(member.deactivated_at) })}</p>
        )}
      </td>
      <td className="whitespace-nowrap px-5 py-3 text-slate-600">{format.date(member.created_at)}</td>
      <td className="w-80 px-5 py-3 text-right">
        {confirming ? (
          <ChangeConfirmation
            confirming={confirming}
            member={member}
            oneTimePasswordHours={oneTimePasswordHours}
            panelRef={panelRef}
            saving={change.isPending}
            resetting={reset.isPending}
            onConfirm={() =>
              confirming.kind === 'reset'
                ? reset.mutate()
                : change.mutate(
                    confirming.kind === 'active' ? { active: confirming.active } : { role: confirming.role },
                  )
            }
            onCancel={() => setConfirming(null)}
          />
        ) : (
          <>
            {member.role !== 'operator' && member.active && !isMe && (
              <Button
                variant="secondary"
                className="mr-2"
                data-opens="reset"
                disabled={reset.isPending}
                onClick={() => setConfirming({ kind: 'reset' })}
              >
                {t('resetPassword')}
              </Button>
            )}
            {member.role !== 'operator' && (
              <Button
                variant={member.active ? 'danger' : 'secondary'}
                data-opens="active"
                disabled={!!toggleProblem || change.isPending}
                aria-describedby={toggleProblem ? `${reasonId}-active` : undefined}
                onClick={() => setConfirming({ kind: 'active', active: !member.active })}
              >
                {t(member.active ? 'deactivate' : 'reactivate')}
              </Button>
            )}
            {toggleProblem && member.role !== 'operator' && (
              <p id={`${reasonId}-active`} className="mt-1 text-xs text-slate-500">
                {inWords(toggleProblem.message)}
              </p>
            )}
          </>
        )}
        {change.error && (
          <p className="mt-1 text-left text-sm text-red-600" role="alert">
            {t('notChanged', { message: inWords(change.error.message) })}
          </p>
        )}
        {reset.error && (
          <p className="mt-1 text-left text-sm text-red-600" role="alert">
            {t('notReset', { message: inWords(reset.error.message) })}
          </p>
        )}
        {issued && (
          <div className="mt-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-left text-sm" role="status">
            <p className="text-emerald-900">{t('newPassword', { name: member.name, hours: oneTimePasswordHours })}</p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <code
                data-testid="reset-password"
                className="rounded border border-emerald-200 bg-white px-3 py-2 font-mono"
              >
                {issued}
              </code>
              <CopyButton value={issued} label={t('copyPassword')} />
              <Button variant="ghost" onClick={() => setIssued(null)}>
                {t('done')}
              </Button>
            </div>
          </div>
        )}
      </td>
    </tr>
  );
}

const COLUMNS = ['member', 'role', 'status', 'added'] as const;

/** `oneTimePasswordHours`: how long a reset's password works (lib/accounts/passwords.ts, a server module). */
export function TeamManager({
  currentUserId,
  oneTimePasswordHours,
}: {
  currentUserId: number;
  oneTimePasswordHours: number;
}) {
  const t = useTranslations('team');
  const inWords = useSaidInWords();
  const team = useQuery({
    queryKey: queryKeys.team,
    queryFn: () => apiFetch<{ data: TeamMemberRecord[] }>('/v2/account/users'),
  });
  const members = team.data?.data ?? [];
  const activeAdmins = members.filter((member) => member.role === 'admin' && member.active).length;
  return (
    <Card>
      <CardHeader title={t('members')} description={t('membersHelp')} />
      <AddMemberForm />
      <ScrollRegion label={t('tableLabel')}>
        <table className="w-full text-left text-sm" data-testid="team-table">
          {/* The last column, the row's buttons, has no heading. */}
          <TableHeader columns={[...COLUMNS.map((column) => t(`columns.${column}`)), '']} />
          <tbody className="divide-y divide-slate-100">
            {team.isPending && <TableMessage colSpan={COLUMNS.length + 1}>{t('loading')}</TableMessage>}
            {team.error && (
              <TableMessage colSpan={COLUMNS.length + 1} tone="error">
                {t('loadFailed', { message: inWords(team.error.message) })}
              </TableMessage>
            )}
            {members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                currentUserId={currentUserId}
                activeAdmins={activeAdmins}
                oneTimePasswordHours={oneTimePasswordHours}
              />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
