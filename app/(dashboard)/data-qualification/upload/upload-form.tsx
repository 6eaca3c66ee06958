'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { Download } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { downloadCsv } from '@/components/list/export-csv';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { elementAt } from '@/lib/arrays';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import { MAX_BATCH_BYTES } from '@/lib/qualification/limits';
import { API_PATH } from '../records';
import { useQualificationServices } from '../use-catalogues';
import { AccountSelect } from './account-select';
import { exampleJson, templateCsv, type ReadBatch, type ReadOutcome, type ReadProblem } from './batch-columns';
import type { RowCheck } from './batch-check';
import { BatchSource, megabytes, type Source } from './batch-source';
import { useReadProblemText } from './read-problem';
import { SendBar } from './send-bar';
import { ServiceSelect } from './service-select';
import type { Outcome, Report } from './upload-result';
import type { AccountOption } from '@/lib/accounts/schemas';

// The parser (papaparse), the checks (zod), the preview and the result are fetched when first needed (and warmed
// while the page is idle), so the page's first load carries only the form.
const loadCsvReader = () => import('./batch-csv');
const loadJsonReader = () => import('./batch-json');
const loadChecks = () => import('./batch-check');
const loadPreview = () => import('./batch-preview');
const loadResult = () => import('./upload-result');
const BatchPreview = dynamic(() => loadPreview().then((module) => module.BatchPreview));
const UploadResult = dynamic(() => loadResult().then((module) => module.UploadResult));

/**
 * Picks a service and an account, reads a CSV file or pasted JSON, shows every record with the API's verdict before
 * sending, sends the valid ones through the same API servers call, and reports the answer line by line with the
 * batches' live progress.
 */
export function UploadForm({
  accounts,
  selectedMerchantId,
}: {
  accounts: AccountOption[];
  selectedMerchantId: number | null;
}) {
  const t = useTranslations('qualification.upload');
  const format = useFormats();
  const problemText = useReadProblemText();
  const queryClient = useQueryClient();
  const services = useQualificationServices();
  const [serviceId, setServiceId] = useState('');
  const [merchantId, setMerchantId] = useState(String(selectedMerchantId ?? accounts[0]?.id ?? ''));
  const [source, setSource] = useState<Source>('csv');
  const [read, setRead] = useState<{ batch: ReadBatch; checks: RowCheck[] } | null>(null);
  const [readError, setReadError] = useState<ReadProblem | null>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  const [serviceError, setServiceError] = useState<string | null>(null);

  // Warm the readers while the user finds the file: the first preview then has nothing to download.
  useEffect(() => {
    const warm = () =>
      void Promise.all([loadCsvReader(), loadChecks(), loadPreview(), loadResult()]).catch(() => undefined);
    const handle = window.requestIdleCallback?.(warm) ?? window.setTimeout(warm, 1_000);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, []);

  const service = services.data?.find((candidate) => String(candidate.id) === serviceId);
  const validIndexes = read ? read.checks.flatMap((check, index) => (check.errors.length === 0 ? [index] : [])) : [];

  const upload = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      const { batch, checks } = read!;
      const data = validIndexes.map((index) => batch.items[index]);
      const sent = {
        sent: data.length,
        sources: validIndexes.map((index) => elementAt(batch.sources, index, 'sources of the batch')),
        origin: batch.origin,
        leftOut: batch.items.length - data.length,
        merchantId: merchantId || null,
      };
      const body = JSON.stringify({
        ...(accounts.length > 1 ? { merchant_id: Number(merchantId) } : {}),
        service_id: Number(serviceId),
        data,
      });
      const size = new Blob([body]).size;
      if (size > MAX_BATCH_BYTES)
        throw new Error(
          t('encodedTooLarge', {
            size: megabytes(size, format.locale),
            max: megabytes(MAX_BATCH_BYTES, format.locale),
          }),
        );
      const codesOf = (lines: number[]) => [
        ...new Set(
          lines
            .map((line) => checks[elementAt(validIndexes, line - 1, 'lines sent')]?.batchCode)
            .filter((code): code is string => !!code),
        ),
      ];
      // A 200 says no more than its English message: the page tells the counts itself, in the reader's language.
      const { movesToService } = await loadChecks();
      const moved = data.filter((item) => movesToService(item, Number(serviceId)) !== null).length;
      try {
        await apiFetch(API_PATH, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
        return { ok: true, moved, ...sent, batchCodes: codesOf(data.map((_, index) => index + 1)) };
      } catch (failure) {
        const report =
          failure instanceof ApiRequestError && failure.status === 400
            ? (failure.body as { info?: Report }).info
            : undefined;
        if (!report) throw failure;
        const stored = report.uploadSuccess.flatMap((entry) => (entry.line === null ? [] : [entry.line]));
        return {
          ok: false,
          moved: report.uploadChangeService.length,
          report,
          ...sent,
          batchCodes: codesOf(stored),
        };
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.qualificationRecords.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.qualificationBatches.all }),
      ]),
  });

  /** Reads a batch with `reader`, checks every record, and takes a pasted body's service and account. */
  const readWith = async (reader: () => Promise<ReadOutcome>) => {
    upload.reset();
    setRead(null);
    setReadError(null);
    setNotes([]);
    setReading(true);
    try {
      const [outcome, { checkBatch, QUALIFICATION_SERVICES }] = await Promise.all([
        reader(),
        loadChecks(),
        loadPreview(),
      ]);
      if ('error' in outcome) return setReadError(outcome.error);
      const { batch } = outcome;
      setNotes(adoptBodyFields(batch, QUALIFICATION_SERVICES));
      setRead({ batch, checks: checkBatch(batch.items, batch.sources, batch.origin) });
    } catch (failure) {
      setReadError({ problem: 'failed', detail: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setReading(false);
    }
  };

  /** A pasted whole body's `service_id` and `merchant_id` set the form's choices when they name one; else a note says why not. */
  const adoptBodyFields = (batch: ReadBatch, catalogue: Record<number, string>): string[] => {
    const found: string[] = [];
    if (batch.serviceId !== undefined) {
      // From the catalogue, not the services query: a body pasted before that list arrives still sets its service.
      if (typeof batch.serviceId === 'number' && batch.serviceId in catalogue) setServiceId(String(batch.serviceId));
      else found.push(t('serviceIdNote', { value: JSON.stringify(batch.serviceId) }));
    }
    if (batch.merchantId !== undefined && accounts.length > 1) {
      const account = accounts.find((candidate) => candidate.id === batch.merchantId);
      if (account) setMerchantId(String(account.id));
      else found.push(t('merchantIdNote', { value: JSON.stringify(batch.merchantId) }));
    }
    return found;
  };

  const readFile = (file: File) => {
    if (file.size > MAX_BATCH_BYTES) {
      upload.reset();
      setRead(null);
      return setReadError({ problem: 'fileTooLarge', name: file.name, bytes: file.size });
    }
    void readWith(async () => (await loadCsvReader()).readCsvBatch(await file.text(), file.name));
  };

  const submit = () => {
    if (!serviceId) return setServiceError(t('chooseServiceError'));
    setServiceError(null);
    upload.mutate();
  };

  const startOver = () => {
    upload.reset();
    setRead(null);
    setReadError(null);
    setNotes([]);
  };

  return (
    <div className="space-y-6">
      <Card className="@container">
        <CardHeader
          title={t('batch')}
          description={t('batchHelp')}
          actions={
            <Button
              variant="secondary"
              onClick={() => downloadCsv(templateCsv(), 'data-qualification-template.csv')}
              data-testid="dq-template"
            >
              <Download className="size-4" aria-hidden /> {t('template')}
            </Button>
          }
        />
        <div className="grid gap-4 px-5 py-4 @lg:grid-cols-2">
          <ServiceSelect
            value={serviceId}
            onChange={setServiceId}
            error={serviceError}
            services={services}
            service={service}
          />
          {accounts.length > 1 && <AccountSelect accounts={accounts} value={merchantId} onChange={setMerchantId} />}
          <div className="col-span-full">
            <BatchSource
              source={source}
              onSourceChange={setSource}
              onFile={readFile}
              onJson={(text) => void readWith(async () => (await loadJsonReader()).readJsonBatch(text))}
              fileName={read?.batch.name ?? null}
              reading={reading}
              exampleJson={() => exampleJson(Number(serviceId) || 1)}
            />
            {readError && (
              <p
                className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
                role="alert"
                data-testid="dq-file-error"
              >
                {problemText(readError)}
              </p>
            )}
            {notes.map((note) => (
              <p key={note} className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800" role="status">
                {note}
              </p>
            ))}
          </div>
        </div>
      </Card>

      {read && (
        <Card data-testid="dq-preview">
          <BatchPreview batch={read.batch} checks={read.checks} serviceId={service?.id ?? null} />
          <SendBar
            valid={validIndexes.length}
            total={read.batch.items.length}
            origin={read.batch.origin}
            sending={upload.isPending}
            sent={upload.isSuccess}
            error={upload.error}
            onSend={submit}
          />
        </Card>
      )}

      {upload.data && <UploadResult outcome={upload.data} onStartOver={startOver} />}
    </div>
  );
}
