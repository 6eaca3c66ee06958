'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
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
import { useFormats } from '@/components/i18n/use-formats';
import { formatReais } from '@/lib/money';
import type { AccountOption } from '@/lib/accounts/schemas';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useMethodName } from './use-method-name';

// The form opens on a click, so its code (react-hook-form among it) is fetched then rather than with the page.
const MarkupForm = lazy(() => import('./markup-form').then((module) => ({ default: module.MarkupForm })));

const FILTERS = ['account_id', 'product', 'payment_method'] as const;
/** The table's named columns; a last one, unnamed, holds the Edit button. */
const COLUMNS = ['account', 'product', 'method', 'markup', 'enabled'] as const;

/** A rule's terms in the reader's formats: `R$ 1,00`, or `1,5% · mín. R$ 0,50 · máx. R$ 10,00`. */
function RuleTerms({ rule }: { rule: MarkupRecord }) {
  const t = useTranslations('markup.rules');
  const { locale, percent } = useFormats();
  const reais = (amount: number) => formatReais(amount, locale);
  if (rule.mode === 'fixed') return reais(rule.amount);
  const terms = { percent: percent(rule.amount), min: reais(rule.min_charge_value ?? 0) };
  return rule.max_charge_value === null
    ? t('percentTerms', terms)
    : t('percentTermsWithMax', { ...terms, max: reais(rule.max_charge_value) });
}

function AccountSwitches({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('markup.accounts');
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
      <CardHeader title={t('title')} description={t('description')} />
      <ul className="divide-y divide-slate-100">
        {accounts.data?.data.map((account) => (
          <li key={account.id} className="flex items-center justify-between px-5 py-3 text-sm">
            <span translate="no">
              {account.name} <span className="text-slate-500">#{account.id}</span>
            </span>
            <Switch
              label={t('switch', { account: account.name })}
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
  const t = useTranslations('markup');
  const methodName = useMethodName();
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
          title={t('rules.title')}
          actions={
            canWrite && editing === null ? (
              <Button onClick={() => setEditing('new')}>{t('rules.new')}</Button>
            ) : undefined
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
            label={t('rules.account')}
            anyLabel={t('rules.allAccounts')}
            statuses={accounts}
            className="w-56"
          />
          <StatusFilter
            {...url}
            name="product"
            label={t('rules.product')}
            anyLabel={t('rules.allProducts')}
            statuses={markupProducts.map((product) => ({ id: product, name: t(`product.${product}`) }))}
            className="min-w-36"
          />
          <StatusFilter
            {...url}
            name="payment_method"
            label={t('rules.paymentMethod')}
            anyLabel={t('rules.allMethods')}
            statuses={markupPaymentMethods.map((method) => ({ id: method, name: t(`method.${method}`) }))}
            className="min-w-40"
          />
        </div>
        <ScrollRegion label={t('rules.tableLabel')}>
          <table className="w-full text-left text-sm">
            <TableHeader columns={[...COLUMNS.map((column) => t(`rules.columns.${column}`)), '']} />
            <tbody className="divide-y divide-slate-100">
              <TableStates query={rules} colSpan={COLUMNS.length + 1} what={t('rules.what')} empty={t('rules.empty')} />
              {rules.data?.data.map((rule) => (
                <tr key={rule.id} data-testid="markup-row">
                  <td className="px-5 py-3" translate="no">
                    {accountName(rule.account_id)}
                  </td>
                  <td className="px-5 py-3">{t(`product.${rule.product}`)}</td>
                  <td className="px-5 py-3">{methodName(rule.payment_method)}</td>
                  <td className="whitespace-nowrap px-5 py-3">
                    <Badge tone="info" className="mr-2">
                      {t(`mode.${rule.mode}`)}
                    </Badge>
                    <RuleTerms rule={rule} />
                  </td>
                  <td className="px-5 py-3">
                    <Switch
                      label={t('rules.enabled', { id: rule.id })}
                      checked={rule.enabled}
                      disabled={!canWrite || setEnabled.isPending}
                      onChange={(enabled) => setEnabled.mutate({ id: rule.id, enabled })}
                    />
                  </td>
                  <td className="px-5 py-3 text-right">
                    {canWrite && (
                      <Button variant="secondary" onClick={() => setEditing(rule)}>
                        {t('rules.edit')}
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
