'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { AlertCircle, ArrowRightLeft, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { CardHeader } from '@/components/ui/card';
import { TableHeader } from '@/components/ui/table';
import { elementAt } from '@/lib/arrays';
import { cn } from '@/lib/utils';
import { bankAccountText } from '../records';
import type { ReadBatch } from './batch-columns';
import type { RowCheck } from './batch-check';
import { ScrollRegion } from '@/components/ui/scroll-region';

const SHOWN_ROWS = 100;

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
    amount: text(record.amount),
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

/** Whether a valid record goes to another service: services 4 and 5 deposit its amount, and without one fall back to 2 and 3 (effectiveService in lib/qualification/rules.ts). */
export const movesToService = (item: unknown, serviceId: number | null, requiresAmount: boolean): number | null => {
  const amount = objectOr(item).amount;
  return serviceId !== null && requiresAmount && (amount === undefined || amount === null) ? serviceId - 2 : null;
};

const empty = <span className="text-slate-300">—</span>;

/**
 * The batch before sending: every record with the API's verdict for it, computed in the browser with the same schema.
 * Rows with errors are red with their messages, counted in the header, and can be shown alone.
 */
export function BatchPreview({
  batch,
  checks,
  serviceId,
  requiresAmount,
}: {
  batch: ReadBatch;
  checks: RowCheck[];
  serviceId: number | null;
  requiresAmount: boolean;
}) {
  const format = useFormats();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const errorRows = checks.filter((check) => check.errors.length > 0).length;
  const moved = batch.items.filter(
    (item, index) =>
      elementAt(checks, index, 'checks of the batch').errors.length === 0 &&
      movesToService(item, serviceId, requiresAmount) !== null,
  ).length;
  const indexes = batch.items
    .map((_, index) => index)
    .filter((index) => !onlyErrors || elementAt(checks, index, 'checks of the batch').errors.length > 0);
  const shown = indexes.slice(0, SHOWN_ROWS);
  const sourceNoun = batch.origin === 'csv' ? 'File row' : 'Item';
  const records = `${format.count(batch.items.length)} record${batch.items.length === 1 ? '' : 's'}`;

  return (
    <>
      <CardHeader
        title={`${records} in ${batch.name}`}
        description="Checked here with the API’s own rules before anything is sent."
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 pt-3 text-sm">
        {errorRows > 0 ? (
          <p
            className="flex items-center gap-1.5 font-medium text-red-700"
            role="status"
            data-testid="dq-preview-error-count"
          >
            <AlertCircle className="size-4" aria-hidden />
            {format.count(errorRows)} row{errorRows === 1 ? ' has' : 's have'} errors and will be left out
          </p>
        ) : (
          <p
            className="flex items-center gap-1.5 font-medium text-emerald-700"
            role="status"
            data-testid="dq-preview-ok"
          >
            <CheckCircle2 className="size-4" aria-hidden /> Every row passes the checks
          </p>
        )}
        {moved > 0 && (
          <p className="text-amber-700">
            {format.count(moved)} record{moved === 1 ? ' has' : 's have'} no amount and will be moved to service{' '}
            {serviceId! - 2}.
          </p>
        )}
        {batch.ignoredColumns.length > 0 && (
          <p className="text-amber-700">Columns ignored (not part of the format): {batch.ignoredColumns.join(', ')}.</p>
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
            Show only rows with errors
          </label>
        )}
      </div>
      <ScrollRegion label="Records preview" className="mt-3 max-h-[32rem] overflow-auto">
        <table className="w-full text-left text-sm" data-testid="dq-preview-table">
          <TableHeader
            columns={[
              sourceNoun,
              'Check',
              'Custom code',
              'Beneficiary',
              'Document',
              'Bank · branch · account',
              'Type',
              'Amount',
              'Batch',
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {shown.map((index) => {
              const cells = cellsOf(batch.items[index]);
              const { errors } = elementAt(checks, index, 'checks of the batch');
              const moveTo = errors.length === 0 ? movesToService(batch.items[index], serviceId, requiresAmount) : null;
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
                    {batch.sources[index]}
                  </td>
                  <td className="min-w-72 max-w-md px-5 py-2 text-xs">
                    {errors.length > 0 ? (
                      <ul
                        className="space-y-0.5 text-red-700"
                        data-testid="dq-preview-errors"
                        aria-label={`${sourceNoun} ${batch.sources[index]}: errors`}
                      >
                        {errors.map((message, at) => (
                          <li key={at} className="flex gap-1">
                            <AlertCircle className="mt-0.5 size-3 shrink-0" aria-hidden />
                            {message}
                          </li>
                        ))}
                      </ul>
                    ) : moveTo !== null ? (
                      <span className="flex gap-1 text-amber-700">
                        <ArrowRightLeft className="mt-0.5 size-3 shrink-0" aria-hidden />
                        No amount: goes to service {moveTo}
                      </span>
                    ) : (
                      <span className="flex gap-1 text-emerald-700">
                        <CheckCircle2 className="mt-0.5 size-3 shrink-0" aria-hidden />
                        Ready
                      </span>
                    )}
                  </td>
                  {[cells.customCode, cells.name, cells.document].map((value, column) => (
                    <td
                      key={column}
                      className="max-w-44 truncate whitespace-nowrap px-5 py-2 font-mono text-xs"
                      title={value}
                    >
                      {value || empty}
                    </td>
                  ))}
                  <td className="whitespace-nowrap px-5 py-2 font-mono text-xs">{cells.bank}</td>
                  {[cells.accountType, cells.amount, cells.batchCode].map((value, column) => (
                    <td
                      key={column}
                      className="max-w-44 truncate whitespace-nowrap px-5 py-2 font-mono text-xs"
                      title={value}
                    >
                      {value || empty}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {indexes.length > SHOWN_ROWS && (
        <p className="px-5 py-2 text-xs text-slate-500">
          The first {SHOWN_ROWS} of {format.count(indexes.length)} {onlyErrors ? 'rows with errors' : 'rows'} are shown.
        </p>
      )}
    </>
  );
}
