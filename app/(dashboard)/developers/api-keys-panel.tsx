'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { queryKeys } from '@/lib/query-keys';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CopyButton } from '@/components/copy-button';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useFormats } from '@/components/i18n/use-formats';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FieldError, Input, Label, Select } from '@/components/ui/input';
import { TableHeader, TableStates } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import type { ApiKeyRecord, CreateApiKeyInput } from '@/lib/accounts/schemas';
import { ScrollRegion } from '@/components/ui/scroll-region';

const resolver = lazyZodResolver(async () => (await import('@/lib/accounts/schemas')).createApiKeySchema);

const COLUMNS = ['name', 'key', 'created', 'lastUsed', 'status'] as const;

function NewKeyNotice({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const t = useTranslations('developers');
  return (
    <div className="border-b border-emerald-200 bg-emerald-50 px-5 py-4" role="status">
      <p className="text-sm font-medium text-emerald-900">{t('newKey')}</p>
      <div className="mt-2 flex items-center gap-2">
        <code
          data-testid="new-api-key"
          className="flex-1 truncate rounded border border-emerald-200 bg-white px-3 py-2 font-mono text-sm"
        >
          {apiKey}
        </code>
        <CopyButton value={apiKey} />
        <Button variant="ghost" onClick={onDone}>
          {t('done')}
        </Button>
      </div>
    </div>
  );
}

export function ApiKeysPanel() {
  const t = useTranslations('developers');
  const format = useFormats();
  const queryClient = useQueryClient();
  const [newKey, setNewKey] = useState<string | null>(null);
  const keys = useQuery({
    queryKey: queryKeys.apiKeys,
    queryFn: () => apiFetch<{ data: ApiKeyRecord[] }>('/v2/account/api-keys'),
  });
  const form = useForm<CreateApiKeyInput>({ resolver, defaultValues: { name: '', mode: 'test' } });

  const create = useMutation({
    mutationFn: (input: CreateApiKeyInput) =>
      apiFetch<ApiKeyRecord & { key: string }>('/v2/account/api-keys', { method: 'POST', json: input }),
    onSuccess: (created) => {
      setNewKey(created.key);
      form.reset({ name: '', mode: 'test' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) => apiFetch<ApiKeyRecord>(`/v2/account/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
  const dateTime = (value: string | null) => (value ? format.dateTime(value) : '—');

  return (
    <Card>
      <CardHeader title={t('apiKeys')} description={t('apiKeysHelp')} />
      {newKey && <NewKeyNotice apiKey={newKey} onDone={() => setNewKey(null)} />}
      <form
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
        className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4"
        noValidate
      >
        <div className="w-72">
          <Label htmlFor="key-name">{t('name')}</Label>
          <Input
            id="key-name"
            placeholder={t('namePlaceholder')}
            aria-invalid={!!form.formState.errors.name}
            {...form.register('name')}
          />
          <FieldError message={form.formState.errors.name?.message} />
        </div>
        <div className="min-w-44">
          <Label htmlFor="key-mode">{t('mode')}</Label>
          <Select id="key-mode" {...form.register('mode')}>
            <option value="test">{t('modeTest')}</option>
            <option value="live">{t('modeLive')}</option>
          </Select>
        </div>
        <Button type="submit" disabled={create.isPending}>
          {t(create.isPending ? 'creating' : 'create')}
        </Button>
        {create.error && <FieldError message={create.error.message} />}
      </form>
      <ScrollRegion label={t('tableLabel')}>
        <table className="w-full text-left text-sm">
          {/* The last column, the Revoke button, has no heading. */}
          <TableHeader columns={[...COLUMNS.map((column) => t(`columns.${column}`)), '']} />
          <tbody className="divide-y divide-slate-100">
            <TableStates query={keys} colSpan={COLUMNS.length + 1} what={t('what')} empty={t('empty')} />
            {keys.data?.data.map((key) => (
              <tr key={key.id} data-testid="api-key-row">
                {/* A name is data, not UI text: translate="no" tells browsers (and e2e/dashboard/i18n.spec.ts) so. */}
                <td className="px-5 py-3 font-medium text-slate-900" translate="no">
                  {key.name}
                </td>
                <td className="px-5 py-3 font-mono text-slate-600">{key.prefix}…</td>
                <td className="px-5 py-3 text-slate-600">{dateTime(key.created_at)}</td>
                <td className="px-5 py-3 text-slate-600">{dateTime(key.last_used_at)}</td>
                <td className="px-5 py-3">
                  {key.revoked_at ? (
                    <Badge tone="danger">{t('revoked')}</Badge>
                  ) : (
                    <Badge tone="success">{t('active')}</Badge>
                  )}
                </td>
                <td className="px-5 py-3 text-right">
                  {!key.revoked_at && (
                    <Button
                      variant="danger"
                      disabled={revoke.isPending}
                      onClick={() => {
                        if (window.confirm(t('confirmRevoke', { name: key.name }))) revoke.mutate(key.id);
                      }}
                    >
                      {t('revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
