'use client';

import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Tab on the dialog's last control comes back to its first, and Shift-Tab on the first goes to the last, as in the
 * WAI-ARIA modal dialog pattern: the page behind is inert already, but the browser would otherwise take focus out to
 * its own toolbar on the way round.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) =>
    element.checkVisibility(),
  );
  const [first, last] = [tabbable[0], tabbable.at(-1)];
  const wrapTo = event.shiftKey ? document.activeElement === first && last : document.activeElement === last && first;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

/**
 * A modal `<dialog>` shown while `open` is true, with the browser's own showModal: the rest of the page is inert, Tab
 * and Shift-Tab go round the dialog's controls, and Escape asks to close it. When it closes (`open` turns false, or the
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
    onKeyDown: wrapTab,
    // A click on the backdrop lands on the dialog element itself; its content fills it, so no other click does.
    onClick: closeOnBackdrop
      ? (event: MouseEvent<HTMLDialogElement>) => {
          if (event.target === event.currentTarget) requestClose();
        }
      : undefined,
  };
}
