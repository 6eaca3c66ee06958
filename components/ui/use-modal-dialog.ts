'use client';

import { useEffect, useEffectEvent, useRef, type MouseEvent, type SyntheticEvent } from 'react';

/**
 * A modal `<dialog>` shown while `open` is true, with the browser's own showModal: the rest of the page is inert, so
 * Tab and Shift-Tab stay inside the dialog, and Escape asks to close it. When it closes (`open` turns false, or the
 * component unmounts) focus goes back to the element that had it when it opened. The parent's state stays the one
 * source of truth: Escape, and a click on the backdrop with `closeOnBackdrop`, only call `onClose`, and not while
 * `locked` (a request on its way). Spread the returned props on the `<dialog>`; `onShow` runs once it is shown.
 */
export function useModalDialog({
  open,
  onClose,
  locked = false,
  closeOnBackdrop = false,
  onShow,
}: {
  open: boolean;
  onClose: () => void;
  locked?: boolean;
  closeOnBackdrop?: boolean;
  onShow?: (dialog: HTMLDialogElement) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Whether this hook is showing the dialog: a close it did not ask for (the browser's own) is passed on to the parent.
  const showing = useRef(false);
  const shown = useEffectEvent((dialog: HTMLDialogElement) => onShow?.(dialog));

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    showing.current = true;
    shown(dialog);
    return () => {
      showing.current = false;
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  const requestClose = () => {
    if (!locked) onClose();
  };
  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      requestClose();
    },
    onClose: () => {
      if (showing.current) onClose();
    },
    // A click on the backdrop lands on the dialog element itself; its content fills it, so no other click does.
    onClick: closeOnBackdrop
      ? (event: MouseEvent<HTMLDialogElement>) => {
          if (event.target === event.currentTarget) requestClose();
        }
      : undefined,
  };
}
