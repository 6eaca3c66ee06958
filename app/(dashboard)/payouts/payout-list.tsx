'use client';

import { PaymentList } from '@/components/list/payment-list';
import { PayoutStatusBadge } from '@/components/status-badge';
import { PAYOUT_STATUS_IDS, PAYOUT_STATUS_NAMES } from '@/lib/payout/rules';
import type { PayoutRecord } from '@/lib/payout/schemas';
import { queryKeys } from '@/lib/query-keys';
import { formatPixKey } from './brl';
import { fetchAllPayouts, PAYOUT_COLUMNS } from './export-csv';
import { payoutListQuery } from './list-query';
import type { AccountOption } from '@/lib/accounts/schemas';

const COLUMNS = ['Id', 'Invoice', 'Beneficiary', 'Pix key', 'Amount', 'Status', 'Created'];
const STATUSES = PAYOUT_STATUS_IDS.map((id) => ({ id, name: PAYOUT_STATUS_NAMES[id] ?? 'Unknown' }));

export function PayoutList({
  accounts,
  selectedMerchantId,
}: {
  accounts: AccountOption[];
  selectedMerchantId: number | null;
}) {
  return (
    <PaymentList<PayoutRecord>
      accounts={accounts}
      selectedMerchantId={selectedMerchantId}
      listQuery={payoutListQuery}
      listKey={queryKeys.payouts.list}
      apiPath="/v2/payout/payments"
      href={(id) => `/payouts/${id}`}
      noun={['payout', 'payouts']}
      newLabel="New payout"
      columns={COLUMNS}
      statuses={STATUSES}
      csv={{ fileName: 'payouts', columns: PAYOUT_COLUMNS, fetchAll: fetchAllPayouts }}
      tableTestId="payouts-table"
      rowTestId="payout-row"
      cells={(payout) => (
        <>
          <td className="max-w-48 truncate px-5 py-3 text-slate-600" title={payout.beneficiary.name}>
            {payout.beneficiary.name}
          </td>
          <td className="max-w-56 px-5 py-3">
            <p className="truncate font-mono text-xs" title={payout.beneficiary.pix.key}>
              {formatPixKey(payout.beneficiary.pix)}
            </p>
            <p className="text-xs text-slate-500">{payout.beneficiary.pix.key_type}</p>
          </td>
          <td className="whitespace-nowrap px-5 py-3 tabular-nums">
            {payout.amount}
            {payout.total_debited !== payout.amount && (
              <p className="text-xs text-slate-500">debited {payout.total_debited}</p>
            )}
          </td>
          <td className="px-5 py-3">
            <PayoutStatusBadge status={payout.status} />
          </td>
        </>
      )}
    />
  );
}
