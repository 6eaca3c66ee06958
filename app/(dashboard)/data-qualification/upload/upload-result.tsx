'use client';

import { useTranslations } from 'next-intl';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { useFormats } from '@/components/i18n/use-formats';
import Link from 'next/link';
import { csvFileName, downloadCsv } from '@/components/list/export-csv';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { toCsv } from '@/lib/csv';
import { BatchProgress } from '../batch-progress';
import { batchRecordsHref } from '../records';
import { useBatches } from '../use-batches';
import type { ReadBatch } from './batch-columns';

import type { BatchRefusal } from '@/lib/qualification/schemas';

export type Report = BatchRefusal['info'];

/** The API's answer, with what is needed to read it: the file row (or pasted item) of each line sent. */
export type Outcome = {
  ok: boolean;
  /** Records sent, and those of them moved to another service (services 4 and 5 without an amount). */
  sent: number;
  moved: number;
  report?: Report;
  /** `sources[line - 1]` is where line `line` of the request came from: a file row, or an item of pasted JSON. */
  sources: number[];
  origin: ReadBatch['origin'];
  /** Rows flagged in the preview and not sent. */
  leftOut: number;
  merchantId: string | null;
  /** The batch codes of the records stored. */
  batchCodes: string[];
};

/**
 * The API's answer told in the reader's language: its counts, what was refused, stored and moved to another service by
 * line, then the batches' progress.
 */
export function UploadResult({ outcome, onStartOver }: { outcome: Outcome; onStartOver: () => void }) {
  const t = useTranslations('qualification.result');
  const format = useFormats();
  const inWords = useSaidInWords();
  const { report, sources, origin } = outcome;
  const where = (line: number | null) => {
    if (line === null) return t('wholeBatch');
    const row = sources[line - 1];
    if (!row) return t('line', { line });
    return t(origin === 'csv' ? 'lineFileRow' : 'lineItem', { line, row });
  };
  const count = (n: number) => ({ n: format.count(n) });
  const codes = (entry: Report['uploadSuccess'][number]) =>
    [entry.custom_code, entry.batch_code].filter(Boolean).join(' · ');
  const downloadErrors = () =>
    downloadCsv(
      toCsv(
        ['line', origin === 'csv' ? 'file_row' : 'item', 'custom_code', 'batch_code', 'message'],
        report!.errors.map((entry) => [
          entry.line,
          entry.line === null ? null : (sources[entry.line - 1] ?? null),
          entry.custom_code,
          entry.batch_code,
          entry.message,
        ]),
      ),
      csvFileName('data-qualification-errors'),
    );
  return (
    <Card data-testid="dq-result">
      <CardHeader
        title={outcome.ok ? t('received') : t('partlyRefused')}
        actions={
          <span className="flex gap-2">
            <Button variant="secondary" onClick={onStartOver}>
              {t('uploadAnother')}
            </Button>
            <Link href="/data-qualification" className={buttonClassName('secondary')}>
              {t('seeRecords')}
            </Link>
          </span>
        }
      />
      <p
        className={`px-5 pt-4 text-sm ${outcome.ok ? 'text-emerald-700' : 'text-red-700'}`}
        data-testid="dq-result-message"
      >
        {report
          ? t('someRefused', {
              refused: format.count(report.errors.length),
              total: format.count(outcome.sent),
              stored: format.count(report.uploadSuccess.length),
            })
          : t('allReceived', {
              count: outcome.sent,
              n: format.count(outcome.sent),
              moved: outcome.moved,
              movedN: format.count(outcome.moved),
            })}
      </p>
      {outcome.leftOut > 0 && (
        <p className="px-5 pt-1 text-sm text-slate-600" data-testid="dq-left-out">
          {t('leftOut', { count: outcome.leftOut, ...count(outcome.leftOut) })}
        </p>
      )}
      {report && (
        <div className="grid gap-6 px-5 py-4 lg:grid-cols-3">
          <section data-testid="dq-errors">
            <h3 className="flex items-center justify-between text-sm font-semibold text-red-700">
              {t('refused', count(report.errors.length))}
              {report.errors.length > 0 && (
                <button type="button" className="text-xs font-normal text-slate-600 underline" onClick={downloadErrors}>
                  {t('downloadCsv')}
                </button>
              )}
            </h3>
            <p className="text-xs text-slate-500">{t('refusedHelp')}</p>
            <ul className="mt-2 max-h-96 space-y-2 overflow-y-auto text-sm">
              {report.errors.map((entry, index) => (
                <li key={index} className="rounded-md bg-red-50 px-3 py-2" data-testid="dq-error">
                  <p className="font-medium text-slate-900">
                    {where(entry.line)} <span className="font-mono text-xs text-slate-600">{codes(entry)}</span>
                  </p>
                  <p className="text-red-700">{inWords(entry.message)}</p>
                </li>
              ))}
            </ul>
          </section>
          <section data-testid="dq-stored">
            <h3 className="text-sm font-semibold text-emerald-700">
              {t('stored', count(report.uploadSuccess.length))}
            </h3>
            <p className="text-xs text-slate-500">{t('storedHelp')}</p>
            <ul className="mt-2 max-h-96 space-y-1 overflow-y-auto text-sm">
              {report.uploadSuccess.map((entry, index) => (
                <li key={index} className="flex gap-2" data-testid="dq-stored-line">
                  <span className="text-slate-600">{where(entry.line)}</span>{' '}
                  <span className="font-mono text-xs">{codes(entry)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section data-testid="dq-changed">
            <h3 className="text-sm font-semibold text-amber-700">
              {t('changed', count(report.uploadChangeService.length))}
            </h3>
            <p className="text-xs text-slate-500">{t('changedHelp')}</p>
            <ul className="mt-2 max-h-96 space-y-2 overflow-y-auto text-sm">
              {report.uploadChangeService.map((entry, index) => (
                <li key={index} className="rounded-md bg-amber-50 px-3 py-2" data-testid="dq-changed-line">
                  <p className="font-medium text-slate-900">
                    {where(entry.line)} <span className="font-mono text-xs text-slate-600">{codes(entry)}</span>
                  </p>
                  <p className="text-amber-800">{inWords(entry.message)}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
      {outcome.batchCodes.length > 0 && <UploadedBatches codes={outcome.batchCodes} merchantId={outcome.merchantId} />}
    </Card>
  );
}

const SHOWN_BATCHES = 5;
// Batches come newest first; the ones just sent are among the first.
const BATCH_QUERY_SIZE = 20;

/** The progress of the batches the upload went into, live until the processor has settled every record. */
function UploadedBatches({ codes, merchantId }: { codes: string[]; merchantId: string | null }) {
  const query = new URLSearchParams({
    page: '1',
    per_page: String(BATCH_QUERY_SIZE),
    ...(merchantId ? { merchant_id: merchantId } : {}),
  });
  const watched = codes.slice(0, SHOWN_BATCHES);
  const batches = useBatches(query.toString(), watched);
  const t = useTranslations('qualification');
  const format = useFormats();
  return (
    <section
      className="border-t border-slate-200 px-5 py-4"
      aria-labelledby="dq-uploaded-batches"
      data-testid="dq-uploaded-batches"
    >
      <h3 id="dq-uploaded-batches" className="flex items-center justify-between text-sm font-semibold text-slate-900">
        {t('result.progress')}
        <Link href="/data-qualification/batches" className="text-xs font-normal text-brand-700 hover:underline">
          {t('result.allBatches')}
        </Link>
      </h3>
      {batches.error && (
        <p className="mt-2 text-sm text-red-600" role="alert">
          {t('result.progressFailed', { message: batches.error.message })}
        </p>
      )}
      <ul className="mt-2 space-y-3">
        {watched.map((code) => {
          const batch = batches.data?.data.find((candidate) => candidate.batch_code === code);
          return (
            <li
              key={code}
              className="grid items-start gap-2 md:grid-cols-[14rem_minmax(0,1fr)]"
              data-testid="dq-uploaded-batch"
              data-batch-code={code}
            >
              {batch ? (
                <Link
                  href={batchRecordsHref(batch)}
                  className="truncate font-mono text-xs font-medium text-brand-700 hover:underline"
                  title={t('batches.recordsOf', { code })}
                >
                  {code}
                </Link>
              ) : (
                <p className="truncate font-mono text-xs font-medium text-slate-900" title={code}>
                  {code}
                </p>
              )}
              {batch ? (
                <BatchProgress batch={batch} />
              ) : (
                <p className="h-14 text-xs text-slate-500">
                  {batches.isFetching || batches.isPending ? t('result.loadingProgress') : t('result.notAmongNewest')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {codes.length > SHOWN_BATCHES && (
        <p className="mt-2 text-xs text-slate-500">
          {t('result.moreBatches', { n: format.count(codes.length - SHOWN_BATCHES) })}
        </p>
      )}
    </section>
  );
}
