'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { lazy, Suspense, useState } from 'react';
import { StatusFilter } from '@/components/list/list-controls';
import { useListUrl } from '@/components/list/use-list-url';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { TableHeader, TableStates } from '@/components/ui/table';
import type { MerchantAccountRecord } from '@/lib/accounts/schemas';
import { apiFetch } from '@/lib/api-client';
import { markupPaymentMethods, markupProducts } from '@/lib/markup/catalogue';
import type { MarkupRecord } from '@/lib/markup/schemas';
import { formatReais } from '@/lib/money';
import type { AccountOption } from '@/lib/accounts/schemas';
import { ScrollRegion } from '@/components/ui/scroll-region';

// The form opens on a click, so its code (react-hook-form among it) is fetched then rather than with the page.
const MarkupForm = lazy(() => import('./markup-form').then((module) => ({ default: module.MarkupForm })));

const FILTERS = ['account_id', 'product', 'payment_method'] as const;

function describeTerms(rule: MarkupRecord): string {
  if (rule.mode === 'fixed') return formatReais(rule.amount);
  const maximum = rule.max_charge_value !== null ? ` · max ${formatReais(rule.max_charge_value)}` : '';
  return `${String(rule.amount).replace('.', ',')}% · min ${formatReais(rule.min_charge_value ?? 0)}${maximum}`;
}

function AccountSwitches({ canWrite }: { canWrite: boolean }) {
  const queryClient = useQueryClient();
  const accounts = useQuery({
    queryKey: queryKeys.merchantAccounts,
    queryFn: () => apiFetch<{ data: MerchantAccountRecord[] }>('/v2/account/merchants'),
  });
  const toggle = useMutation({
    mutationFn: ({ id, enable }: { id: number; enable: boolean }) =>
      apiFetch<MerchantAccountRecord>(`/v2/account/merchants/${id}`, {
        method: 'PATCH',
        json: { enable_markup: enable },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.merchantAccounts }),
  });
  return (
    <Card className="mb-6">
      <CardHeader
        title="Global markup per account"
        description="When on, payins and payouts without inline markup get the account's global rule, and fail if it has none."
      />
      <ul className="divide-y divide-slate-100">
        {accounts.data?.data.map((account) => (
          <li key={account.id} className="flex items-center justify-between px-5 py-3 text-sm">
            <span>
              {account.name} <span className="text-slate-500">#{account.id}</span>
            </span>
            <Switch
              label={`Global markup for ${account.name}`}
              checked={account.enable_markup}
              disabled={!canWrite || toggle.isPending}
              onChange={(enable) => toggle.mutate({ id: account.id, enable })}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function MarkupManager({ accounts, canWrite }: { accounts: AccountOption[]; canWrite: boolean }) {
  const queryClient = useQueryClient();
  // The filters live in the page's URL (named as GET /v2/account/markups names them), so a filtered view can be shared.
  const { params, update } = useListUrl(null, { byAccount: false });
  const [editing, setEditing] = useState<MarkupRecord | 'new' | null>(null);
  const query = new URLSearchParams(
    FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  ).toString();
  const rules = useQuery({
    queryKey: queryKeys.markups.list(query),
    queryFn: () => apiFetch<{ data: MarkupRecord[] }>(`/v2/account/markups?${query}`),
  });
  const setEnabled = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      apiFetch<MarkupRecord>(`/v2/account/markup/${id}`, { method: 'PATCH', json: { enabled } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.markups.all }),
  });
  const accountName = (id: number) => accounts.find((account) => account.id === id)?.name ?? `#${id}`;
  const url = { params, update };

  return (
    <>
      <AccountSwitches canWrite={canWrite} />
      <Card>
        <CardHeader
          title="Global rules"
          actions={
            canWrite && editing === null ? <Button onClick={() => setEditing('new')}>New rule</Button> : undefined
          }
        />
        {editing !== null && (
          <Suspense>
            <MarkupForm
              key={editing === 'new' ? 'new' : editing.id}
              accounts={accounts}
              rule={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          </Suspense>
        )}
        <div className="flex flex-wrap gap-3 border-b border-slate-200 px-5 py-4">
          <StatusFilter
            {...url}
            name="account_id"
            label="Account"
            anyLabel="All accounts"
            statuses={accounts}
            className="w-56"
          />
          <StatusFilter
            {...url}
            name="product"
            label="Product"
            anyLabel="All"
            statuses={markupProducts.map((product) => ({ id: product, name: product }))}
            className="w-36"
          />
          <StatusFilter
            {...url}
            name="payment_method"
            label="Payment method"
            anyLabel="All"
            statuses={markupPaymentMethods.map((method) => ({ id: method, name: method }))}
            className="w-40"
          />
        </div>
        <ScrollRegion label="Markup rules table">
          <table className="w-full text-left text-sm">
            <TableHeader columns={['Account', 'Product', 'Method', 'Markup', 'Enabled', '']} />
            <tbody className="divide-y divide-slate-100">
              <TableStates query={rules} colSpan={6} what="rules" empty="No rules match these filters." />
              {rules.data?.data.map((rule) => (
                <tr key={rule.id} data-testid="markup-row">
                  <td className="px-5 py-3">{accountName(rule.account_id)}</td>
                  <td className="px-5 py-3">{rule.product}</td>
                  <td className="px-5 py-3">{rule.payment_method}</td>
                  <td className="px-5 py-3">
                    <Badge tone="info" className="mr-2">
                      {rule.mode}
                    </Badge>
                    {describeTerms(rule)}
                  </td>
                  <td className="px-5 py-3">
                    <Switch
                      label={`Rule ${rule.id} enabled`}
                      checked={rule.enabled}
                      disabled={!canWrite || setEnabled.isPending}
                      onChange={(enabled) => setEnabled.mutate({ id: rule.id, enabled })}
                    />
                  </td>
                  <td className="px-5 py-3 text-right">
                    {canWrite && (
                      <Button variant="secondary" onClick={() => setEditing(rule)}>
                        Edit
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {setEnabled.error && (
          <p className="px-5 py-3 text-sm text-red-600" role="alert">
            {setEnabled.error.message}
          </p>
        )}
      </Card>
    </>
  );
}
