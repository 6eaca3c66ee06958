'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import type { Locale } from '@/lib/locale';
import { formatDecimal } from '@/lib/money';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { MAX_BATCH_BYTES, MAX_RECORDS_PER_BATCH } from '@/lib/qualification/limits';
import { cn } from '@/lib/utils';
import { BATCH_COLUMNS, REQUIRED_COLUMNS } from './batch-columns';

export type Source = 'csv' | 'json';

/** `4,8 MB` (pt-BR) or `4.8 MB` (en), written the same by the server and the browser (lib/money.ts formatDecimal). */
export const megabytes = (bytes: number, locale: Locale) => `${formatDecimal(bytes / 1024 / 1024, locale, 1)} MB`;

const SOURCES: Source[] = ['csv', 'json'];

/** The JSON box's examples of the two shapes it takes: code, the same in every language. */
const JSON_EXAMPLES = {
  body: '{ "service_id": 1, "data": [ { "custom_code": "…", "batch_code": "…", "beneficiary": { … } } ] }',
  array: '[ { … }, { … } ]',
};

/**
 * Where the batch comes from: a CSV file (dropped on the zone or chosen) or JSON pasted in the box. Reading happens
 * in the parent; `reading` shows while it does.
 */
export function BatchSource({
  source,
  onSourceChange,
  onFile,
  onJson,
  fileName,
  reading,
  exampleJson,
}: {
  source: Source;
  onSourceChange: (source: Source) => void;
  onFile: (file: File) => void;
  onJson: (text: string) => void;
  fileName: string | null;
  reading: boolean;
  exampleJson: () => string;
}) {
  const t = useTranslations('qualification.source');
  const format = useFormats();
  const [dragging, setDragging] = useState(false);
  const [json, setJson] = useState('');

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('label')}
        className="mb-3 inline-flex rounded-md border border-slate-300 bg-slate-50 p-0.5"
      >
        {SOURCES.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`dq-source-${id}`}
            aria-selected={source === id}
            aria-controls={`dq-source-panel-${id}`}
            onClick={() => onSourceChange(id)}
            className={cn(
              'h-8 rounded px-3 text-sm font-medium',
              source === id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
            data-testid={`dq-source-${id}`}
          >
            {t(id)}
          </button>
        ))}
      </div>

      {source === 'csv' ? (
        <div role="tabpanel" id="dq-source-panel-csv" aria-labelledby="dq-source-csv">
          <div
            onDragOver={(event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = 'copy';
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              const file = event.dataTransfer.files[0];
              if (file) onFile(file);
            }}
            className={cn(
              'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-6 py-8 text-center text-sm transition-colors focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100',
              dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50/50',
            )}
            data-testid="dq-drop-zone"
          >
            <FileUp className="size-6 text-slate-400" aria-hidden />
            <input
              id="dq-file"
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Emptied at once, so choosing the same file again (after fixing it) reads it again.
                event.target.value = '';
                if (file) onFile(file);
              }}
              data-testid="dq-file-input"
            />
            <p className="text-slate-700">
              {dragging
                ? t('dropToRead')
                : t.rich('dropOrChoose', {
                    choose: (chunks) => (
                      <label htmlFor="dq-file" className="cursor-pointer font-medium text-brand-700 underline">
                        {chunks}
                      </label>
                    ),
                  })}
            </p>
            <p className="h-5 text-xs text-slate-500" aria-live="polite">
              {reading
                ? t('reading')
                : fileName
                  ? t('lastRead', { name: fileName })
                  : t('limits', {
                      records: format.count(MAX_RECORDS_PER_BATCH),
                      size: megabytes(MAX_BATCH_BYTES, format.locale),
                    })}
            </p>
          </div>
          <p className="mt-2 text-xs text-slate-500">
            {t.rich('columns', {
              columns: BATCH_COLUMNS.join(', '),
              required: REQUIRED_COLUMNS.join(', '),
              code: (chunks) => <code translate="no">{chunks}</code>,
            })}
          </p>
        </div>
      ) : (
        <form
          role="tabpanel"
          id="dq-source-panel-json"
          aria-labelledby="dq-source-json"
          onSubmit={(event) => {
            event.preventDefault();
            onJson(json);
          }}
        >
          <Label htmlFor="dq-json">{t('jsonLabel')}</Label>
          <textarea
            id="dq-json"
            value={json}
            onChange={(event) => setJson(event.target.value)}
            rows={10}
            spellCheck={false}
            placeholder={t('jsonPlaceholder', JSON_EXAMPLES)}
            className="w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-xs shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
            data-testid="dq-json"
          />
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Button type="submit" variant="secondary" disabled={reading} data-testid="dq-json-check">
              {reading ? t('reading') : t('checkJson')}
            </Button>
            <Button variant="ghost" onClick={() => setJson(exampleJson())}>
              {t('insertExample')}
            </Button>
            <span className="text-xs text-slate-500">{t('jsonHelp')}</span>
          </div>
        </form>
      )}
    </div>
  );
}
