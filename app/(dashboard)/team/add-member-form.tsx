'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { queryKeys } from '@/lib/query-keys';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CopyButton } from '@/components/copy-button';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label, Select } from '@/components/ui/input';
import type { CreateTeamMemberInput, TeamMemberRecord } from '@/lib/accounts/schemas';
import { teamRoles } from '@/lib/accounts/team-rules';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import { HydratedForm } from '@/components/forms/hydrated-form';

type FormValues = { email: string; name: string; role: CreateTeamMemberInput['role'] };

const resolver = lazyZodResolver(async () => (await import('@/lib/accounts/schemas')).createTeamMemberSchema);

/** The one-time password: there is no mail server, so the admin hands it over. It is in the POST's answer only. */
function NewMemberNotice({
  member,
  password,
  onDone,
}: {
  member: TeamMemberRecord;
  password: string;
  onDone: () => void;
}) {
  const t = useTranslations('team');
  const roleName = useTranslations('shell.role');
  return (
    <div className="border-b border-emerald-200 bg-emerald-50 px-5 py-4" role="status" data-testid="new-member-notice">
      <p className="text-sm font-medium text-emerald-900">
        {t('add.notice', { name: member.name, email: member.email, role: roleName(member.role) })}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code
          data-testid="one-time-password"
          className="rounded border border-emerald-200 bg-white px-3 py-2 font-mono text-sm"
        >
          {password}
        </code>
        <CopyButton value={password} label={t('copyPassword')} />
        <Button variant="ghost" onClick={onDone}>
          {t('done')}
        </Button>
      </div>
    </div>
  );
}

/** Adds a member with the route's own zod schema; the API's 422 (an e-mail already taken) is shown beside its field. */
export function AddMemberForm() {
  const t = useTranslations('team');
  const inWords = useSaidInWords();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<{ member: TeamMemberRecord; password: string } | null>(null);
  const form = useForm<FormValues>({ resolver, defaultValues: { email: '', name: '', role: 'view' } });
  const create = useMutation({
    mutationFn: (input: FormValues) =>
      apiFetch<TeamMemberRecord & { password: string }>('/v2/account/users', { method: 'POST', json: input }),
    onMutate: () => setCreated(null),
    onSuccess: ({ password, ...member }) => {
      setCreated({ member, password });
      form.reset({ email: '', name: '', role: 'view' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.team });
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.body.errors)) return;
      for (const [key, messages] of Object.entries(error.body.errors)) {
        if (key === 'email' || key === 'name' || key === 'role')
          form.setError(key, { type: 'server', message: messages[0] }, { shouldFocus: true });
      }
    },
  });
  const errors = form.formState.errors;
  const placed =
    create.error instanceof ApiRequestError &&
    Object.keys(create.error.body.errors ?? {}).some((key) => ['email', 'name', 'role'].includes(key));

  return (
    <>
      {created && <NewMemberNotice {...created} onDone={() => setCreated(null)} />}
      <HydratedForm
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
        className="flex flex-wrap items-start gap-3 border-b border-slate-200 px-5 py-4"
        noValidate
        aria-label={t('add.label')}
      >
        <div className="w-64">
          <Label htmlFor="member-email">{t('add.email')}</Label>
          <Input
            id="member-email"
            type="email"
            autoComplete="off"
            aria-invalid={!!errors.email}
            {...form.register('email')}
          />
          <FieldError message={errors.email?.message} />
        </div>
        <div className="w-56">
          <Label htmlFor="member-name">{t('add.name')}</Label>
          <Input id="member-name" autoComplete="off" aria-invalid={!!errors.name} {...form.register('name')} />
          <FieldError message={errors.name?.message} />
        </div>
        <div className="w-36">
          <Label htmlFor="member-role">{t('add.role')}</Label>
          <Select id="member-role" {...form.register('role')}>
            {teamRoles.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </Select>
          <FieldError message={errors.role?.message} />
        </div>
        <div className="pt-6">
          <Button type="submit" disabled={create.isPending}>
            {t(create.isPending ? 'add.adding' : 'add.submit')}
          </Button>
        </div>
        {create.error && !placed && (
          <p className="w-full text-sm text-red-600" role="alert">
            {inWords(create.error.message)}
          </p>
        )}
      </HydratedForm>
    </>
  );
}
