'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import { PaymentList } from '@/components/list/payment-list';
import { PayinStatusBadge, useStatusName } from '@/components/status-badge';
import { Label, Select } from '@/components/ui/input';
import { PAYIN_METHODS, PAYIN_STATUS_IDS, statusObject } from '@/lib/payin/rules';
import type { PayinChargeRecord } from '@/lib/payin/schemas';
import { queryKeys } from '@/lib/query-keys';
import { CHARGE_COLUMNS, fetchAllCharges } from './export-csv';
import { payinListQuery } from './list-query';
import type { AccountOption } from '@/lib/accounts/schemas';

const COLUMNS = ['id', 'invoice', 'method', 'amount', 'status', 'buyer', 'created'] as const;

export function PayinList({
  accounts,
  selectedMerchantId,
}: {
  accounts: AccountOption[];
  selectedMerchantId: number | null;
}) {
  const t = useTranslations('payins');
  const format = useFormats();
  const statusName = useStatusName('payin');
  return (
    <PaymentList<PayinChargeRecord>
      accounts={accounts}
      selectedMerchantId={selectedMerchantId}
      listQuery={payinListQuery}
      listKey={queryKeys.payins.list}
      apiPath="/v2/payin/payments"
      href={(id) => `/payins/${id}`}
      noun={[t('list.nounOne'), t('list.nounOther')]}
      newLabel={t('newCharge')}
      columns={COLUMNS.map((column) => t(`list.columns.${column}`))}
      statuses={PAYIN_STATUS_IDS.map((id) => ({ id, name: statusName(statusObject(id)) }))}
      extraFilters={({ params, update }) => (
        <div className="w-32">
          <Label htmlFor="filter-method">{t('list.methodFilter')}</Label>
          <Select
            id="filter-method"
            value={params.get('payment_method') ?? ''}
            onChange={(event) => update({ payment_method: event.target.value })}
          >
            <option value="">{t('list.allMethods')}</option>
            {PAYIN_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`method.${method}`)}
              </option>
            ))}
          </Select>
        </div>
      )}
      csv={{ fileName: 'payins', columns: CHARGE_COLUMNS, fetchAll: fetchAllCharges }}
      tableTestId="payins-table"
      rowTestId="payin-row"
      cells={(charge) => (
        <>
          <td className="px-5 py-3">{t(`method.${charge.payment_method}`)}</td>
          <td className="whitespace-nowrap px-5 py-3 tabular-nums">
            {format.money(charge.amount)}
            {charge.total_amount !== charge.amount && (
              <p className="text-xs text-slate-500">
                {t('list.buyerPays', { amount: format.money(charge.total_amount) })}
              </p>
            )}
          </td>
          <td className="px-5 py-3">
            <PayinStatusBadge status={charge.status} />
          </td>
          <td className="max-w-48 truncate px-5 py-3 text-slate-600" title={charge.buyer.email}>
            {charge.buyer.name}
          </td>
        </>
      )}
    />
  );
}
