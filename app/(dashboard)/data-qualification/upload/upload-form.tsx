'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { csvFileName, downloadCsv } from '@/components/list/export-csv';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FieldError, Label, Select } from '@/components/ui/input';
import { TableHeader } from '@/components/ui/table';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import { toCsv } from '@/lib/csv';
import { API_PATH } from '../records';
import { useQualificationServices } from '../use-catalogues';
import { MAX_BATCH_BYTES, MAX_RECORDS_PER_BATCH } from '@/lib/qualification/limits';
import { BATCH_COLUMNS, readBatch, REQUIRED_COLUMNS, templateCsv, type Batch } from './batch-csv';

type Account = { id: number; name: string };
type Line = { line: number | null; batch_code: string | null; custom_code: string | null };
type Report = { errors: (Line & { message: string })[]; uploadSuccess: Line[]; uploadChangeService: (Line & { message: string })[] };
type Outcome = { ok: boolean; message: string; report?: Report };

const PREVIEW_ROWS = 10;
const PREVIEW_COLUMNS = ['custom_code', 'batch_code', 'amount', 'name', 'document_type', 'document', 'bank_code', 'bank_branch', 'account', 'account_digit', 'account_type'] as const;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString(undefined, { maximumFractionDigits: 1 })} MB`;

/** Picks a service, an account and a CSV file; shows what will be sent, sends it, and reports the API's answer line by line. */
export function UploadForm({ accounts, selectedMerchantId }: { accounts: Account[]; selectedMerchantId: number | null }) {
  const queryClient = useQueryClient();
  const services = useQualificationServices();
  const [serviceId, setServiceId] = useState('');
  const [merchantId, setMerchantId] = useState(String(selectedMerchantId ?? accounts[0]?.id ?? ''));
  const [file, setFile] = useState<{ name: string; size: number } | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const service = services.data?.find((candidate) => String(candidate.id) === serviceId);
  const needsAmount = service?.requires_amount ?? false;
  const withoutAmount = batch ? batch.items.filter((item) => item.amount === undefined).length : 0;

  const upload = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      const body = { ...(accounts.length > 1 ? { merchant_id: Number(merchantId) } : {}), service_id: Number(serviceId), data: batch!.items };
      const text = JSON.stringify(body);
      if (new Blob([text]).size > MAX_BATCH_BYTES) throw new Error(`The batch is ${megabytes(new Blob([text]).size)} once encoded; the API takes at most ${megabytes(MAX_BATCH_BYTES)}. Split the file.`);
      try {
        const answer = await apiFetch<{ message: string }>(API_PATH, { method: 'POST', body: text, headers: { 'content-type': 'application/json' } });
        return { ok: true, message: answer.message };
      } catch (failure) {
        const info = failure instanceof ApiRequestError && failure.status === 400 ? (failure.body as { info?: Report }).info : undefined;
        if (info) return { ok: false, message: failure instanceof Error ? failure.message : '', report: info };
        throw failure;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['data-qualification'] }),
  });

  const choose = async (chosen: File | undefined) => {
    upload.reset();
    setBatch(null);
    setFileError(null);
    setFile(chosen ? { name: chosen.name, size: chosen.size } : null);
    if (!chosen) return;
    if (chosen.size > MAX_BATCH_BYTES) return setFileError(`The file is ${megabytes(chosen.size)}; a batch may be at most ${megabytes(MAX_BATCH_BYTES)}. Split it into several files.`);
    const read = readBatch(await chosen.text());
    if ('error' in read) setFileError(read.error);
    else setBatch(read.batch);
  };

  const submit = () => {
    if (!serviceId) return setServiceError('Choose a service.');
    setServiceError(null);
    upload.mutate();
  };

  const startOver = () => {
    upload.reset();
    setBatch(null);
    setFile(null);
    setFileError(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title="Batch"
          description={`A CSV file with a header line, one beneficiary account per line, at most ${MAX_RECORDS_PER_BATCH.toLocaleString()} records and ${megabytes(MAX_BATCH_BYTES)}.`}
          actions={
            <Button variant="secondary" onClick={() => downloadCsv(templateCsv(), 'data-qualification-template.csv')} data-testid="dq-template">
              <Download className="size-4" aria-hidden /> Download template
            </Button>
          }
        />
        <div className="grid gap-4 px-5 py-4 md:grid-cols-2">
          <div>
            <Label htmlFor="dq-service">Service</Label>
            <Select id="dq-service" value={serviceId} onChange={(event) => setServiceId(event.target.value)} aria-invalid={serviceError ? true : undefined} data-testid="dq-service">
              <option value="">{services.isPending ? 'Loading services…' : 'Choose a service'}</option>
              {services.data?.map(({ id, name }) => (
                <option key={id} value={id}>{id} · {name}</option>
              ))}
            </Select>
            <FieldError message={serviceError ?? (services.error ? `Could not load the services: ${services.error.message}` : undefined)} />
            {needsAmount && (
              <p className="mt-1 text-xs text-slate-500" data-testid="dq-amount-note">
                This service deposits each record’s <code>amount</code> (0.01 to 150,000) in the account. Records without one are moved to service {Number(serviceId) - 2} (micro deposit) and listed as service changes.
              </p>
            )}
          </div>
          {accounts.length > 1 && (
            <div>
              <Label htmlFor="dq-account">Account</Label>
              <Select id="dq-account" value={merchantId} onChange={(event) => setMerchantId(event.target.value)} data-testid="dq-account">
                {accounts.map((account) => (
                  <option key={account.id} value={account.id}>{account.name}</option>
                ))}
              </Select>
            </div>
          )}
          <div className="md:col-span-2">
            <Label htmlFor="dq-file">CSV file</Label>
            <input
              ref={fileInput}
              id="dq-file"
              type="file"
              accept=".csv,text/csv"
              className="block w-full text-sm text-slate-700 file:mr-3 file:h-9 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:text-sm file:font-medium hover:file:bg-slate-100"
              onChange={(event) => void choose(event.target.files?.[0])}
              data-testid="dq-file-input"
            />
            <p className="mt-1 text-xs text-slate-500">
              Columns: {BATCH_COLUMNS.join(', ')}. Required: {REQUIRED_COLUMNS.join(', ')}; <code>amount</code> only for services 4 and 5. Comma- or semicolon-separated, UTF-8.
            </p>
            {fileError && (
              <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert" data-testid="dq-file-error">
                {file?.name}: {fileError}
              </p>
            )}
          </div>
        </div>
      </Card>

      {batch && file && (
        <Card data-testid="dq-preview">
          <CardHeader
            title={`${batch.items.length.toLocaleString()} record${batch.items.length === 1 ? '' : 's'} in ${file.name}`}
            description={batch.items.length > PREVIEW_ROWS ? `The first ${PREVIEW_ROWS} are shown.` : undefined}
          />
          {batch.ignoredColumns.length > 0 && <p className="px-5 pt-3 text-sm text-amber-700">Columns ignored (not part of the format): {batch.ignoredColumns.join(', ')}.</p>}
          {needsAmount && withoutAmount > 0 && (
            <p className="px-5 pt-3 text-sm text-amber-700">
              {withoutAmount} record{withoutAmount === 1 ? ' has' : 's have'} no amount and will be moved to service {Number(serviceId) - 2}.
            </p>
          )}
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <TableHeader columns={['Row', ...PREVIEW_COLUMNS]} />
              <tbody className="divide-y divide-slate-100">
                {batch.rows.slice(0, PREVIEW_ROWS).map((row, index) => (
                  <tr key={batch.sheetRows[index]} data-testid="dq-preview-row">
                    <td className="px-5 py-2 text-xs text-slate-500">{batch.sheetRows[index]}</td>
                    {PREVIEW_COLUMNS.map((column) => (
                      <td key={column} className="max-w-48 truncate whitespace-nowrap px-5 py-2 font-mono text-xs" title={row[column]}>{row[column] || <span className="text-slate-300">—</span>}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-5 py-4">
            <Button onClick={submit} disabled={upload.isPending || upload.isSuccess} data-testid="dq-submit">
              <Upload className="size-4" aria-hidden />
              {upload.isPending ? 'Sending…' : `Send ${batch.items.length.toLocaleString()} record${batch.items.length === 1 ? '' : 's'}`}
            </Button>
            {upload.error && <span className="text-sm text-red-600" role="alert">{upload.error.message}</span>}
          </div>
        </Card>
      )}

      {upload.data && <Result outcome={upload.data} sheetRows={batch?.sheetRows ?? []} onStartOver={startOver} />}
    </div>
  );
}

/** The API's answer: the message, then what was refused, stored and moved to another service, by line. */
function Result({ outcome, sheetRows, onStartOver }: { outcome: Outcome; sheetRows: number[]; onStartOver: () => void }) {
  const report = outcome.report;
  const where = (line: number | null) => (line === null ? 'Whole batch' : `Line ${line}${sheetRows[line - 1] ? ` (file row ${sheetRows[line - 1]})` : ''}`);
  const codes = (entry: Line) => [entry.custom_code, entry.batch_code].filter(Boolean).join(' · ');
  const downloadErrors = () =>
    downloadCsv(
      toCsv(['line', 'file_row', 'custom_code', 'batch_code', 'message'], report!.errors.map((entry) => [entry.line, entry.line === null ? null : (sheetRows[entry.line - 1] ?? null), entry.custom_code, entry.batch_code, entry.message])),
      csvFileName('data-qualification-errors'),
    );
  return (
    <Card data-testid="dq-result">
      <CardHeader
        title={outcome.ok ? 'Batch received' : 'Batch partly refused'}
        actions={
          <span className="flex gap-2">
            <Button variant="secondary" onClick={onStartOver}>Upload another file</Button>
            <Link href="/data-qualification" className={buttonClassName('secondary')}>See the records</Link>
          </span>
        }
      />
      <p className={`px-5 pt-4 text-sm ${outcome.ok ? 'text-emerald-700' : 'text-red-700'}`} data-testid="dq-result-message">{outcome.message}</p>
      {report && (
        <div className="grid gap-6 px-5 py-4 lg:grid-cols-3">
          <section data-testid="dq-errors">
            <h3 className="flex items-center justify-between text-sm font-semibold text-red-700">
              Refused ({report.errors.length})
              {report.errors.length > 0 && <button type="button" className="text-xs font-normal text-slate-600 underline" onClick={downloadErrors}>Download as CSV</button>}
            </h3>
            <p className="text-xs text-slate-500">Not stored: fix these lines and send them again.</p>
            <ul className="mt-2 max-h-96 space-y-2 overflow-y-auto text-sm">
              {report.errors.map((entry, index) => (
                <li key={index} className="rounded-md bg-red-50 px-3 py-2" data-testid="dq-error">
                  <p className="font-medium text-slate-900">{where(entry.line)} <span className="font-mono text-xs text-slate-600">{codes(entry)}</span></p>
                  <p className="text-red-700">{entry.message}</p>
                </li>
              ))}
            </ul>
          </section>
          <section data-testid="dq-stored">
            <h3 className="text-sm font-semibold text-emerald-700">Stored ({report.uploadSuccess.length})</h3>
            <p className="text-xs text-slate-500">Received and queued for qualification.</p>
            <ul className="mt-2 max-h-96 space-y-1 overflow-y-auto text-sm">
              {report.uploadSuccess.map((entry, index) => (
                <li key={index} className="flex gap-2" data-testid="dq-stored-line">
                  <span className="text-slate-600">{where(entry.line)}</span> <span className="font-mono text-xs">{codes(entry)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section data-testid="dq-changed">
            <h3 className="text-sm font-semibold text-amber-700">Service changed ({report.uploadChangeService.length})</h3>
            <p className="text-xs text-slate-500">Stored, under another service.</p>
            <ul className="mt-2 max-h-96 space-y-2 overflow-y-auto text-sm">
              {report.uploadChangeService.map((entry, index) => (
                <li key={index} className="rounded-md bg-amber-50 px-3 py-2" data-testid="dq-changed-line">
                  <p className="font-medium text-slate-900">{where(entry.line)} <span className="font-mono text-xs text-slate-600">{codes(entry)}</span></p>
                  <p className="text-amber-800">{entry.message}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </Card>
  );
}
