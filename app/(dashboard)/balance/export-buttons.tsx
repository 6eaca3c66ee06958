'use client';

import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { downloadBlob } from '@/components/list/export-csv';
import { Button } from '@/components/ui/button';
import { pageLanguage } from '@/lib/api-client';

type Format = 'csv' | 'ofx';

/** The file name the API gave in Content-Disposition, or a plain one. */
function fileNameOf(response: Response, format: Format): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `statement.${format}`;
}

/**
 * The statement's filters as a CSV or OFX file, made by the API (the whole filtered range, not the rows on screen).
 * Fetched rather than linked, so that a refusal (more entries than an export holds) shows its message here instead of
 * downloading as a file. OFX covers one account, so it is off while all three are shown.
 */
export function ExportButtons({
  merchantId,
  filters,
  allAccounts,
}: {
  merchantId: number;
  filters: URLSearchParams;
  allAccounts: boolean;
}) {
  const t = useTranslations('balance.export');
  const [busy, setBusy] = useState<Format | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    setError(null);
    try {
      const query = new URLSearchParams(filters);
      query.set('format', format);
      const response = await fetch(`/api/v2/account/${merchantId}/statement?${query}`, { headers: pageLanguage() });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        throw new Error(body.message ?? t('failedStatus', { status: response.status }));
      }
      downloadBlob(await response.blob(), fileNameOf(response, format));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {error && (
        <span className="text-sm text-red-600" role="alert">
          {t('failed', { message: error })}
        </span>
      )}
      <Button variant="secondary" onClick={() => download('csv')} disabled={busy !== null} data-testid="export-csv">
        <Download className="size-4" aria-hidden />
        {busy === 'csv' ? t('exporting') : 'CSV'}
      </Button>
      <Button
        variant="secondary"
        onClick={() => download('ofx')}
        disabled={busy !== null || allAccounts}
        title={allAccounts ? t('ofxOneAccount') : undefined}
        data-testid="export-ofx"
      >
        <Download className="size-4" aria-hidden />
        {busy === 'ofx' ? t('exporting') : 'OFX'}
      </Button>
    </div>
  );
}
