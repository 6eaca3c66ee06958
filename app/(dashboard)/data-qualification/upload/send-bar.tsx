'use client';

import { useTranslations } from 'next-intl';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { useFormats } from '@/components/i18n/use-formats';
import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ReadBatch } from './batch-columns';

/** Under the preview: the button that sends the records without errors, and why it cannot. */
export function SendBar({
  valid,
  total,
  origin,
  sending,
  sent,
  error,
  onSend,
}: {
  /** Records without errors, of `total` read. */
  valid: number;
  total: number;
  origin: ReadBatch['origin'];
  sending: boolean;
  sent: boolean;
  error: Error | null;
  onSend: () => void;
}) {
  const t = useTranslations('qualification.send');
  const format = useFormats();
  const inWords = useSaidInWords();
  const records = { count: valid, n: format.count(valid) };
  const label = valid === 0 ? t('nothing') : valid === total ? t('all', records) : t('valid', records);
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-5 py-4">
      <Button onClick={onSend} disabled={sending || sent || valid === 0} data-testid="dq-submit">
        <Upload className="size-4" aria-hidden />
        {sending ? t('sending') : label}
      </Button>
      {valid === 0 && <span className="text-sm text-red-700">{origin === 'csv' ? t('fixFile') : t('fixJson')}</span>}
      {error && (
        <span className="text-sm text-red-600" role="alert">
          {inWords(error.message)}
        </span>
      )}
    </div>
  );
}
