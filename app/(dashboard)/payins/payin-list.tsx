'use client';

import { PaymentList } from '@/components/list/payment-list';
import { PayinStatusBadge } from '@/components/status-badge';
import { Label, Select } from '@/components/ui/input';
import { formatBrl } from '@/lib/money';
import { PAYIN_METHODS, PAYIN_STATUS_IDS, PAYIN_STATUS_NAMES } from '@/lib/payin/rules';
import type { PayinChargeRecord } from '@/lib/payin/schemas';
import { queryKeys } from '@/lib/query-keys';
import { CHARGE_COLUMNS, fetchAllCharges } from './export-csv';
import { payinListQuery } from './list-query';
import type { AccountOption } from '@/lib/accounts/schemas';

const COLUMNS = ['Id', 'Invoice', 'Method', 'Amount', 'Status', 'Buyer', 'Created'];
const STATUSES = PAYIN_STATUS_IDS.map((id) => ({ id, name: PAYIN_STATUS_NAMES[id] }));

export function PayinList({
  accounts,
  selectedMerchantId,
}: {
  accounts: AccountOption[];
  selectedMerchantId: number | null;
}) {
  return (
    <PaymentList<PayinChargeRecord>
      accounts={accounts}
      selectedMerchantId={selectedMerchantId}
      listQuery={payinListQuery}
      listKey={queryKeys.payins.list}
      apiPath="/v2/payin/payments"
      href={(id) => `/payins/${id}`}
      noun={['charge', 'charges']}
      newLabel="New charge"
      columns={COLUMNS}
      statuses={STATUSES}
      extraFilters={({ params, update }) => (
        <div className="w-32">
          <Label htmlFor="filter-method">Method</Label>
          <Select
            id="filter-method"
            value={params.get('payment_method') ?? ''}
            onChange={(event) => update({ payment_method: event.target.value })}
          >
            <option value="">All</option>
            {PAYIN_METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
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
          <td className="px-5 py-3">{charge.payment_method}</td>
          <td className="whitespace-nowrap px-5 py-3 tabular-nums">
            {formatBrl(charge.amount)}
            {charge.total_amount !== charge.amount && (
              <p className="text-xs text-slate-500">buyer pays {formatBrl(charge.total_amount)}</p>
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
