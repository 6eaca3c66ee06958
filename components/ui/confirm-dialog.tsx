'use client';

import { useTranslations } from 'next-intl';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { useFormats } from '@/components/i18n/use-formats';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

const MAX_REASON = 500;

/**
 * A modal confirmation (useModalDialog): focus is trapped inside and starts on the reason, Escape and Cancel close it,
 * and focus goes back to the control that opened it. `onConfirm` gets the optional reason, trimmed (empty when none
 * was typed). While `pending` it cannot be closed. `error`, the API's, is said in the reader's language where it can be.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  danger = false,
  pending = false,
  error,
  reasonLabel,
  reasonPlaceholder,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending?: boolean;
  error?: string | null;
  reasonLabel?: string;
  reasonPlaceholder?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('dialogs.confirm');
  const format = useFormats();
  const inWords = useSaidInWords();
  const [reason, setReason] = useState('');
  const id = useId();
  const modal = useModalDialog({ open, onClose, locked: pending, onShow: () => setReason('') });

  return (
    <dialog
      {...modal}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      <form
        className="space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason.trim());
        }}
      >
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {title}
        </h2>
        {description && (
          <div id={`${id}-description`} className="text-sm text-slate-600">
            {description}
          </div>
        )}
        <div>
          <Label htmlFor={`${id}-reason`}>{reasonLabel ?? t('reasonOptional')}</Label>
          <textarea
            id={`${id}-reason`}
            autoFocus
            rows={3}
            maxLength={MAX_REASON}
            value={reason}
            placeholder={reasonPlaceholder}
            onChange={(event) => setReason(event.target.value)}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          <p className="text-right text-xs text-slate-500">
            {format.count(reason.length)}/{format.count(MAX_REASON)}
          </p>
        </div>
        {error && (
          <p className="text-sm text-red-600" role="alert">
            {inWords(error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending}>
            {pending ? t('saving') : confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
