'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import Link from 'next/link';
import { AccountFilter, Pagination } from '@/components/list/list-controls';
import { effectiveMerchant, PER_PAGE } from '@/components/list/list-query';
import { useListUrl } from '@/components/list/use-list-url';
import { Card } from '@/components/ui/card';
import { TableHeader, TableStates } from '@/components/ui/table';
import { BatchProgress } from '../batch-progress';
import { QualificationTabs } from '../qualification-tabs';
import { batchRecordsHref } from '../records';
import { useBatches } from '../use-batches';
import type { AccountOption } from '@/lib/accounts/schemas';
import { ScrollRegion } from '@/components/ui/scroll-region';

const COLUMNS = ['batch', 'received', 'lastChange', 'progress'] as const;

/** Batches, newest first, with their progress; refreshed every two seconds while any on the page is still processing. */
export function BatchList({
  accounts,
  selectedMerchantId,
}: {
  accounts: AccountOption[];
  selectedMerchantId: number | null;
}) {
  const t = useTranslations('qualification.batches');
  const format = useFormats();
  const { params, page, update } = useListUrl(selectedMerchantId);
  const query = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) });
  const merchantId = effectiveMerchant(params, selectedMerchantId);
  if (merchantId) query.set('merchant_id', merchantId);
  const batches = useBatches(query.toString());
  const processing = batches.data?.data.some((batch) => batch.in_processing > 0) ?? false;

  return (
    <>
      <QualificationTabs />
      <Card>
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
          <AccountFilter params={params} update={update} accounts={accounts} selectedMerchantId={selectedMerchantId} />
          <p className="ml-auto h-5 text-sm text-slate-500" aria-live="polite" data-testid="dq-batches-live">
            {processing ? t('refreshing') : ''}
          </p>
        </div>
        <ScrollRegion label={t('table')}>
          <table className="w-full text-left text-sm" data-testid="dq-batches" aria-busy={batches.isFetching}>
            {/* The last column holds the link to the batch's records: it needs no heading. */}
            <TableHeader columns={[...COLUMNS.map((column) => t(`columns.${column}`)), '']} />
            <tbody className="divide-y divide-slate-100">
              <TableStates query={batches} colSpan={COLUMNS.length + 1} what="batches" empty={t('empty')} />
              {!batches.error &&
                batches.data?.data.map((batch) => (
                  <tr
                    key={`${batch.merchant.id}:${batch.batch_code}`}
                    data-testid="dq-batch-row"
                    data-batch-code={batch.batch_code}
                    className="align-top"
                  >
                    <td className="max-w-64 px-5 py-3">
                      <Link
                        href={batchRecordsHref(batch)}
                        className="block truncate font-mono text-xs font-medium text-brand-700 hover:underline"
                        title={t('recordsOf', { code: batch.batch_code })}
                      >
                        {batch.batch_code}
                      </Link>
                      <p className="truncate text-xs text-slate-500">
                        <span translate="no">{batch.merchant.name}</span> ·{' '}
                        {t('recordCount', { count: batch.total, n: format.count(batch.total) })}
                      </p>
                    </td>
                    <td className="whitespace-nowrap px-5 py-3 text-slate-600">{format.dateTime(batch.received_at)}</td>
                    <td className="whitespace-nowrap px-5 py-3 text-slate-600">
                      {format.dateTime(batch.last_changed_at)}
                    </td>
                    <td className="w-96 px-5 py-3">
                      <BatchProgress batch={batch} />
                    </td>
                    <td className="whitespace-nowrap px-5 py-3 text-right">
                      <Link
                        href={batchRecordsHref(batch)}
                        className="text-sm text-brand-700 hover:underline"
                        aria-label={t('recordsOf', { code: batch.batch_code })}
                        data-testid="dq-batch-records"
                      >
                        {t('records')}
                      </Link>
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </ScrollRegion>
        {batches.data && !batches.error && (
          <Pagination meta={batches.data.meta} page={page} update={update} noun={[t('nounOne'), t('nounOther')]} />
        )}
      </Card>
    </>
  );
}
