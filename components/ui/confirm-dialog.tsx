'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';

const MAX_REASON = 500;

/**
 * A modal confirmation on the browser's own `<dialog>` (showModal): focus is trapped inside and starts on the reason,
 * Escape and Cancel close it, and focus goes back to the control that opened it. `onConfirm` gets the optional reason,
 * trimmed (empty when none was typed). While `pending` it cannot be closed.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  danger = false,
  pending = false,
  error,
  reasonLabel = 'Reason (optional)',
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
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [reason, setReason] = useState('');
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      setReason('');
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className="m-auto w-full max-w-md rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
      onCancel={(event) => {
        // Escape: closed through the parent's state, so it stays the one source of truth.
        event.preventDefault();
        if (!pending) onClose();
      }}
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
          <Label htmlFor={`${id}-reason`}>{reasonLabel}</Label>
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
            {reason.length}/{MAX_REASON}
          </p>
        </div>
        {error && (
          <p className="text-sm text-red-600" role="alert">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending}>
            {pending ? 'Saving…' : confirmLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
