'use client';

import { useTranslations } from 'next-intl';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { useFormats } from '@/components/i18n/use-formats';
import type { Locale } from '@/lib/locale';
import { formatReais } from '@/lib/money';
import { AlertCircle, ArrowRightLeft, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { CardHeader } from '@/components/ui/card';
import { TableHeader } from '@/components/ui/table';
import { elementAt } from '@/lib/arrays';
import { cn } from '@/lib/utils';
import { bankAccountText } from '../records';
import type { ReadBatch } from './batch-columns';
import { movesToService, type RowCheck } from './batch-check';
import { useQualificationNames } from '@/components/i18n/qualification-names';
import { ScrollRegion } from '@/components/ui/scroll-region';

const SHOWN_ROWS = 100;
/**
 * After the source's row and the check, sized for a fixed layout: the check's messages take the room the others leave,
 * and secondary values sit under the primary one of their cell, so the preview fits a laptop's screen.
 */
const COLUMNS = [
  { key: 'check', width: '' },
  { key: 'codes', width: 'w-44' },
  { key: 'beneficiary', width: 'w-44' },
  { key: 'bankAccount', width: 'w-52' },
  { key: 'amount', width: 'w-36' },
] as const;

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
const objectOr = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** What a `data[]` item holds, as text for the table, whatever shape was pasted. */
function cellsOf(item: unknown) {
  const record = objectOr(item);
  const beneficiary = objectOr(record.beneficiary);
  const field = (name: string) => text(beneficiary[name]);
  return {
    customCode: text(record.custom_code),
    batchCode: text(record.batch_code),
    amount: record.amount,
    name: field('name'),
    document: [field('document_type'), field('document')].filter(Boolean).join(' '),
    bank: bankAccountText({
      bank_code: field('bank_code'),
      bank_branch: field('bank_branch'),
      bank_branch_digit: field('bank_branch_digit') || null,
      account: field('account'),
      account_digit: field('account_digit'),
    }),
    accountType: field('account_type'),
  };
}

const empty = <span className="text-slate-300">—</span>;

/** A cell of one or two values, each cut to the column with its whole text in its title. */
function ValuesCell({ first, second, mono }: { first: string; second?: string; mono?: 'first' | 'both' }) {
  return (
    <td className="px-5 py-2 text-xs">
      <p className={cn('truncate', mono && 'font-mono')} title={first}>
        {first || empty}
      </p>
      {second && (
        <p className={cn('truncate text-slate-500', mono === 'both' && 'font-mono')} title={second}>
          {second}
        </p>
      )}
    </td>
  );
}

/** An amount as read (a number once understood) written in reais the locale's way; anything else as it was written. */
function amountText(amount: unknown, locale: Locale): string {
  if (typeof amount !== 'number') return text(amount);
  try {
    return formatReais(amount, locale);
  } catch {
    return text(amount);
  }
}

/**
 * The batch before sending: every record with the API's verdict for it, computed in the browser with the same schema.
 * Rows with errors are red with their messages, counted in the header, and can be shown alone.
 */
export function BatchPreview({
  batch,
  checks,
  serviceId,
}: {
  batch: ReadBatch;
  checks: RowCheck[];
  serviceId: number | null;
}) {
  const t = useTranslations('qualification.preview');
  const format = useFormats();
  const inWords = useSaidInWords();
  const names = useQualificationNames();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const errorRows = checks.filter((check) => check.errors.length > 0).length;
  const moved = batch.items.filter(
    (item, index) =>
      elementAt(checks, index, 'checks of the batch').errors.length === 0 && movesToService(item, serviceId) !== null,
  ).length;
  const indexes = batch.items
    .map((_, index) => index)
    .filter((index) => !onlyErrors || elementAt(checks, index, 'checks of the batch').errors.length > 0);
  const shown = indexes.slice(0, SHOWN_ROWS);
  const csv = batch.origin === 'csv';
  const records = { count: batch.items.length, n: format.count(batch.items.length) };
  const serviceName = (id: number) => t('serviceName', { id, name: names.service(id, String(id)) });

  return (
    <>
      <CardHeader
        title={batch.name === null ? t('titlePasted', records) : t('titleFile', { ...records, name: batch.name })}
        description={t('description')}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 pt-3 text-sm">
        {errorRows > 0 ? (
          <p
            className="flex items-center gap-1.5 font-medium text-red-700"
            role="status"
            data-testid="dq-preview-error-count"
          >
            <AlertCircle className="size-4" aria-hidden />
            {t('errorRows', { count: errorRows, n: format.count(errorRows) })}
          </p>
        ) : (
          <p
            className="flex items-center gap-1.5 font-medium text-emerald-700"
            role="status"
            data-testid="dq-preview-ok"
          >
            <CheckCircle2 className="size-4" aria-hidden /> {t('allPass')}
          </p>
        )}
        {moved > 0 && serviceId !== null && (
          <p className="text-amber-700">
            {t('moved', { count: moved, n: format.count(moved), service: serviceName(serviceId - 2) })}
          </p>
        )}
        {batch.ignoredColumns.length > 0 && (
          <p className="text-amber-700">
            {t.rich('ignoredColumns', {
              columns: batch.ignoredColumns.join(', '),
              code: (chunks) => <code translate="no">{chunks}</code>,
            })}
          </p>
        )}
        {errorRows > 0 && (
          <label className="ml-auto flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={onlyErrors}
              onChange={(event) => setOnlyErrors(event.target.checked)}
              data-testid="dq-preview-only-errors"
            />
            {t('onlyErrors')}
          </label>
        )}
      </div>
      <ScrollRegion label={t('table')} className="mt-3 max-h-[32rem] overflow-y-auto">
        <table className="w-full min-w-[64rem] table-fixed text-left text-sm" data-testid="dq-preview-table">
          <colgroup>
            <col className="w-24" />
            {COLUMNS.map(({ key, width }) => (
              <col key={key} className={width} />
            ))}
          </colgroup>
          <TableHeader
            columns={[t(csv ? 'columns.fileRow' : 'columns.item'), ...COLUMNS.map(({ key }) => t(`columns.${key}`))]}
          />
          <tbody className="divide-y divide-slate-100">
            {shown.map((index) => {
              const cells = cellsOf(batch.items[index]);
              const { errors } = elementAt(checks, index, 'checks of the batch');
              const moveTo = errors.length === 0 ? movesToService(batch.items[index], serviceId) : null;
              const row = elementAt(batch.sources, index, 'sources of the batch');
              return (
                <tr
                  key={index}
                  className={cn('align-top', errors.length > 0 && 'bg-red-50')}
                  data-testid="dq-preview-row"
                  data-state={errors.length > 0 ? 'error' : 'ok'}
                >
                  <td
                    className={cn(
                      'whitespace-nowrap px-5 py-2 text-xs',
                      errors.length > 0
                        ? 'border-l-4 border-red-500 font-medium text-red-700'
                        : 'border-l-4 border-transparent text-slate-500',
                    )}
                  >
                    {row}
                  </td>
                  <td className="px-5 py-2 text-xs">
                    {errors.length > 0 ? (
                      <ul
                        className="space-y-0.5 text-red-700"
                        data-testid="dq-preview-errors"
                        aria-label={t(csv ? 'fileRowErrors' : 'itemErrors', { row })}
                      >
                        {errors.map((message, at) => (
                          <li key={at} className="flex gap-1">
                            <AlertCircle className="mt-0.5 size-3 shrink-0" aria-hidden />
                            {inWords(message)}
                          </li>
                        ))}
                      </ul>
                    ) : moveTo !== null ? (
                      <span className="flex gap-1 text-amber-700" title={serviceName(moveTo)}>
                        <ArrowRightLeft className="mt-0.5 size-3 shrink-0" aria-hidden />
                        {t('goesToService', { service: moveTo })}
                      </span>
                    ) : (
                      <span className="flex gap-1 text-emerald-700">
                        <CheckCircle2 className="mt-0.5 size-3 shrink-0" aria-hidden />
                        {t('ready')}
                      </span>
                    )}
                  </td>
                  <ValuesCell first={cells.customCode} second={cells.batchCode} mono="both" />
                  <ValuesCell first={cells.name} second={cells.document} />
                  <ValuesCell
                    first={cells.bank}
                    second={cells.accountType && names.accountType(cells.accountType)}
                    mono="first"
                  />
                  <ValuesCell first={amountText(cells.amount, format.locale)} mono="first" />
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {indexes.length > SHOWN_ROWS && (
        <p className="px-5 py-2 text-xs text-slate-500">
          {t(onlyErrors ? 'firstErrorRows' : 'firstRows', { shown: SHOWN_ROWS, n: format.count(indexes.length) })}
        </p>
      )}
    </>
  );
}
