'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FieldError, Input, Label, Select } from '@/components/ui/input';
import { TableHeader, TableStates } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import type { ApiKeyRecord, CreateApiKeyInput } from '@/lib/accounts/schemas';
import { ScrollRegion } from '@/components/ui/scroll-region';

const resolver = lazyZodResolver(async () => (await import('@/lib/accounts/schemas')).createApiKeySchema);

const formatDate = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');

function NewKeyNotice({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="border-b border-emerald-200 bg-emerald-50 px-5 py-4" role="status">
      <p className="text-sm font-medium text-emerald-900">Copy your new key now. It will not be shown again.</p>
      <div className="mt-2 flex items-center gap-2">
        <code
          data-testid="new-api-key"
          className="flex-1 truncate rounded border border-emerald-200 bg-white px-3 py-2 font-mono text-sm"
        >
          {apiKey}
        </code>
        <Button
          variant="secondary"
          onClick={async () => {
            await navigator.clipboard.writeText(apiKey);
            setCopied(true);
          }}
        >
          {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

export function ApiKeysPanel() {
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

  return (
    <Card>
      <CardHeader title="API keys" description="Keys are stored hashed; each is shown once, when it is created." />
      {newKey && <NewKeyNotice apiKey={newKey} onDone={() => setNewKey(null)} />}
      <form
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
        className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4"
        noValidate
      >
        <div className="w-72">
          <Label htmlFor="key-name">Name</Label>
          <Input
            id="key-name"
            placeholder="e.g. Checkout server"
            aria-invalid={!!form.formState.errors.name}
            {...form.register('name')}
          />
          <FieldError message={form.formState.errors.name?.message} />
        </div>
        <div className="w-36">
          <Label htmlFor="key-mode">Mode</Label>
          <Select id="key-mode" {...form.register('mode')}>
            <option value="test">Sandbox (test)</option>
            <option value="live">Live</option>
          </Select>
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </Button>
        {create.error && <FieldError message={create.error.message} />}
      </form>
      <ScrollRegion label="API keys table">
        <table className="w-full text-left text-sm">
          <TableHeader columns={['Name', 'Key', 'Created', 'Last used', 'Status', '']} />
          <tbody className="divide-y divide-slate-100">
            <TableStates query={keys} colSpan={6} what="keys" empty="No API keys yet." />
            {keys.data?.data.map((key) => (
              <tr key={key.id} data-testid="api-key-row">
                <td className="px-5 py-3 font-medium text-slate-900">{key.name}</td>
                <td className="px-5 py-3 font-mono text-slate-600">{key.prefix}…</td>
                <td className="px-5 py-3 text-slate-600">{formatDate(key.created_at)}</td>
                <td className="px-5 py-3 text-slate-600">{formatDate(key.last_used_at)}</td>
                <td className="px-5 py-3">
                  {key.revoked_at ? <Badge tone="danger">revoked</Badge> : <Badge tone="success">active</Badge>}
                </td>
                <td className="px-5 py-3 text-right">
                  {!key.revoked_at && (
                    <Button
                      variant="danger"
                      disabled={revoke.isPending}
                      onClick={() => {
                        if (window.confirm(`Revoke "${key.name}"? Requests using it will fail at once.`))
                          revoke.mutate(key.id);
                      }}
                    >
                      Revoke
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
