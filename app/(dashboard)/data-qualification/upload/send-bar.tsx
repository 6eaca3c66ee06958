'use client';

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
  const format = useFormats();
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-5 py-4">
      <Button onClick={onSend} disabled={sending || sent || valid === 0} data-testid="dq-submit">
        <Upload className="size-4" aria-hidden />
        {sending ? 'Sending…' : sendLabel(valid, total, format.count)}
      </Button>
      {valid === 0 && (
        <span className="text-sm text-red-700">
          Every row has errors: fix the {origin === 'csv' ? 'file' : 'JSON'} and read it again.
        </span>
      )}
      {error && (
        <span className="text-sm text-red-600" role="alert">
          {error.message}
        </span>
      )}
    </div>
  );
}

function sendLabel(valid: number, total: number, count: (n: number) => string): string {
  const records = `${count(valid)} record${valid === 1 ? '' : 's'}`;
  if (valid === 0) return 'Nothing to send';
  return valid === total ? `Send ${records}` : `Send ${records} without errors`;
}
