'use client';

import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

// The palette's code is not part of the page: it is fetched once the page is idle (or on hover, focus or first open),
// so ⌘K right after a page loads opens it at once and keeps what is typed. React.lazy rather than next/dynamic: it is
// only ever rendered in the browser, and next/dynamic's loader would add 1 KB gzip to every page.
const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The sidebar's search button and the ⌘K / Ctrl-K shortcut, from any dashboard page. */
export function SearchLauncher() {
  const t = useTranslations('shell');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [shortcut, setShortcut] = useState('Ctrl K');
  // The query lives here, so keys typed after ⌘K while the palette's code is still arriving land in the same state
  // the palette's input shows once it mounts: there is no hand-over to lose a key in.
  const [text, setText] = useState('');
  const [mounted, setMounted] = useState(false);
  const onMounted = useCallback(() => setMounted(true), []);

  useEffect(() => {
    if (!open || mounted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey || (event.key.length !== 1 && event.key !== 'Backspace'))
        return;
      // Kept here only: the palette may mount and take focus within this very keystroke.
      event.preventDefault();
      setText((current) => (event.key === 'Backspace' ? current.slice(0, -1) : current + event.key));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, mounted]);

  useEffect(() => {
    const preload = window.setTimeout(() => window.requestIdleCallback(() => void loadPalette()), 500);
    return () => window.clearTimeout(preload);
  }, []);

  useEffect(() => {
    // The server renders Ctrl K (it cannot know the platform); the browser corrects it once hydrated.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (isMac()) setShortcut('⌘K');
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setUsed(true);
        setOpen((current) => !current);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={loadPalette}
        onFocus={loadPalette}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="open-search"
        className="flex w-full items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-500 shadow-sm hover:border-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Search className="size-4" aria-hidden />
        <span className="flex-1 text-left">{t('search')}</span>
        <kbd className="rounded border border-slate-200 bg-slate-50 px-1.5 font-sans text-xs text-slate-500">
          {shortcut}
        </kbd>
      </button>
      {used && (
        <Suspense>
          <CommandPalette
            open={open}
            onClose={() => setOpen(false)}
            text={text}
            onTextChange={setText}
            onMounted={onMounted}
          />
        </Suspense>
      )}
    </>
  );
}
