'use client';

import { useTranslations, type Messages } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import { PaymentList } from '@/components/list/payment-list';
import { PayoutStatusBadge } from '@/components/status-badge';
import { PAYOUT_STATUS_IDS } from '@/lib/payout/rules';
import type { PayoutRecord } from '@/lib/payout/schemas';
import { queryKeys } from '@/lib/query-keys';
import { brlTextInFormat, formatPixKey } from './brl';
import { fetchAllPayouts, PAYOUT_COLUMNS } from './export-csv';
import { payoutListQuery } from './list-query';
import type { AccountOption } from '@/lib/accounts/schemas';

const COLUMNS = ['id', 'invoice', 'beneficiary', 'amount', 'status', 'created'] as const;
type PayoutStatusKey = keyof Messages['status']['payout'];

export function PayoutList({
  accounts,
  selectedMerchantId,
}: {
  accounts: AccountOption[];
  selectedMerchantId: number | null;
}) {
  const t = useTranslations('payouts');
  const statusName = useTranslations('status.payout');
  const format = useFormats();
  return (
    <PaymentList<PayoutRecord>
      accounts={accounts}
      selectedMerchantId={selectedMerchantId}
      listQuery={payoutListQuery}
      listKey={queryKeys.payouts.list}
      apiPath="/v2/payout/payments"
      href={(id) => `/payouts/${id}`}
      noun={[t('list.nounOne'), t('list.nounOther')]}
      newLabel={t('newPayout')}
      columns={COLUMNS.map((column) => t(`list.columns.${column}`))}
      statuses={PAYOUT_STATUS_IDS.map((id) => ({ id, name: statusName(String(id) as PayoutStatusKey) }))}
      csv={{ fileName: 'payouts', columns: PAYOUT_COLUMNS, fetchAll: fetchAllPayouts }}
      tableTestId="payouts-table"
      rowTestId="payout-row"
      cells={(payout) => (
        <>
          {/* The pix key under the name it pays: one column less, so the table fits a laptop's width (issue #20). */}
          <td className="max-w-56 px-5 py-3">
            <p className="truncate text-slate-700" title={payout.beneficiary.name} translate="no">
              {payout.beneficiary.name}
            </p>
            <p className="truncate text-xs text-slate-500" title={payout.beneficiary.pix.key}>
              {t(`pixKeyType.${payout.beneficiary.pix.key_type}`)} ·{' '}
              <span className="font-mono">{formatPixKey(payout.beneficiary.pix)}</span>
            </p>
          </td>
          <td className="whitespace-nowrap px-5 py-3 tabular-nums">
            {brlTextInFormat(payout.amount, format.money)}
            {payout.total_debited !== payout.amount && (
              <p className="text-xs text-slate-500">
                {t('list.debited', { amount: brlTextInFormat(payout.total_debited, format.money) })}
              </p>
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
