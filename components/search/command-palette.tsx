'use client';

import { Loader2, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { useFormats } from '@/components/i18n/use-formats';
import { Badge } from '@/components/ui/badge';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { apiFetch } from '@/lib/api-client';
import { useHitWords } from './hit-words';
import type { SearchHitRecord } from '@/lib/search/schemas';

type Kind = SearchHitRecord['kind'];

/** The hits' groups, in display order. */
const GROUPS: Kind[] = ['payin', 'payout', 'qualification', 'onboarding'];

const HREF: Record<Kind, (id: string) => string> = {
  payin: (id) => `/payins/${id}`,
  payout: (id) => `/payouts/${id}`,
  qualification: (id) => `/data-qualification/${id}`,
  onboarding: (id) => `/onboarding/${id}`,
};

const DEBOUNCE_MS = 200;
/** One empty list for every render without hits, so what depends on `hits` changes only when they do. */
const NO_HITS: SearchHitRecord[] = [];

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; hits: SearchHitRecord[] }
  | { status: 'error'; message: string };

/** The search box's results for `text`, asked for once typing pauses; a newer query cancels the older one's request. */
function useSearch(text: string): State {
  const [state, setState] = useState<State>({ status: 'idle' });
  useEffect(() => {
    const query = text.trim();
    if (!query) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an emptied box drops the last answer at once
      setState({ status: 'idle' });
      return;
    }
    setState((current) => (current.status === 'done' ? current : { status: 'loading' }));
    const controller = new AbortController();
    const search = async () => {
      setState((current) => (current.status === 'done' ? current : { status: 'loading' }));
      try {
        const { data } = await apiFetch<{ data: SearchHitRecord[] }>(
          `/v2/search?${new URLSearchParams({ q: query })}`,
          { signal: controller.signal },
        );
        setState({ status: 'done', query, hits: data });
      } catch (error) {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    };
    // search() puts every failure into the state itself, so the timer has nothing to wait for.
    const timer = setTimeout(() => void search(), DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return state;
}

/**
 * A command palette on a modal `<dialog>` (useModalDialog: focus kept inside, Escape or a click outside closes it,
 * focus returns to the opener): a combobox input whose listbox groups the hits by kind. Arrow keys move the active
 * option, Enter opens it.
 */
type Props = {
  open: boolean;
  onClose: () => void;
  /** The query, kept by the launcher: it also holds what is typed while this code is still loading. */
  text: string;
  onTextChange: (text: string) => void;
  onMounted: () => void;
};

export default function CommandPalette({ open, onClose, text, onTextChange, onMounted }: Props) {
  const router = useRouter();
  const t = useTranslations('dialogs.search');
  const format = useFormats();
  const inWords = useSaidInWords();
  const words = useHitWords();
  const [active, setActive] = useState(0);
  const state = useSearch(text);
  const id = useId();

  const hits = state.status === 'done' ? state.hits : NO_HITS;
  // Options in display order (grouped), so the arrow keys follow what is on screen.
  const ordered = useMemo(() => GROUPS.flatMap((kind) => hits.filter((hit) => hit.kind === kind)), [hits]);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- new hits start again from the first option
  useEffect(() => setActive(0), [hits]);
  useEffect(() => onMounted(), [onMounted]);

  const modal = useModalDialog({
    open,
    onClose,
    closeOnBackdrop: true,
    // The caret after the text, never a selection: keys typed while the palette loaded must not be replaced.
    onShow: (dialog) => {
      const input = dialog.querySelector('input');
      input?.setSelectionRange(input.value.length, input.value.length);
    },
  });

  useEffect(() => {
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const go = (hit: SearchHitRecord | undefined) => {
    if (!hit) return;
    onClose();
    router.push(HREF[hit.kind](hit.id));
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (ordered.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + ordered.length) % ordered.length);
    } else if (event.key === 'Home' && ordered.length > 0 && event.ctrlKey) {
      setActive(0);
    } else if (event.key === 'End' && ordered.length > 0 && event.ctrlKey) {
      setActive(ordered.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(ordered[active]);
    }
  };

  const listId = `${id}-results`;
  const showList = ordered.length > 0;
  const message =
    state.status === 'idle'
      ? t('idle')
      : state.status === 'loading'
        ? t('searching')
        : state.status === 'error'
          ? t('failed', { message: inWords(state.message) })
          : ordered.length === 0
            ? t('nothingFound', { query: state.query })
            : t('count', { count: ordered.length, shown: format.count(ordered.length) });

  // In the body, not where the launcher is: on a phone the launcher sits in the folded menu, whose display: none would
  // hide a dialog inside it even in the top layer, and ⌘K opens the palette from any page state.
  return createPortal(
    <dialog
      {...modal}
      aria-label={t('label')}
      data-testid="search-palette"
      className="mx-auto mt-[12vh] w-[calc(100%-2rem)] max-w-xl rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/40"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4">
        {state.status === 'loading' ? (
          <Loader2 className="size-4 animate-spin text-slate-400" aria-hidden />
        ) : (
          <Search className="size-4 text-slate-400" aria-hidden />
        )}
        <input
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList ? `${id}-option-${active}` : undefined}
          aria-label={t('inputLabel')}
          placeholder={t('placeholder')}
          className="h-12 flex-1 bg-transparent text-sm outline-none placeholder:text-slate-400"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={200}
          spellCheck={false}
          autoComplete="off"
        />
        <kbd className="rounded border border-slate-200 bg-slate-50 px-1.5 text-xs text-slate-500">
          {t('escapeKey')}
        </kbd>
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t('results')}
        className="max-h-[50vh] overflow-y-auto py-1"
        hidden={!showList}
      >
        {GROUPS.map((kind) => {
          const groupHits = hits.filter((hit) => hit.kind === kind);
          if (groupHits.length === 0) return null;
          return (
            <div key={kind} role="group" aria-labelledby={`${id}-group-${kind}`} data-testid={`search-group-${kind}`}>
              <p
                id={`${id}-group-${kind}`}
                role="presentation"
                className="px-4 pb-1 pt-2 text-xs font-medium uppercase tracking-wide text-slate-500"
              >
                {t(`groups.${kind}`)}
              </p>
              {groupHits.map((hit) => {
                const index = ordered.indexOf(hit);
                const selected = index === active;
                const said = words(hit);
                return (
                  <div
                    key={`${hit.kind}:${hit.id}`}
                    id={`${id}-option-${index}`}
                    role="option"
                    aria-selected={selected}
                    data-testid="search-result"
                    className={`mx-1 flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm ${selected ? 'bg-brand-50' : ''}`}
                    onMouseMove={() => !selected && setActive(index)}
                    onClick={() => go(hit)}
                  >
                    <span className="min-w-0">
                      <span className={`block truncate font-medium ${selected ? 'text-brand-700' : 'text-slate-900'}`}>
                        {said.label}
                      </span>
                      <span className="block truncate text-xs text-slate-600">{said.detail}</span>
                    </span>
                    <Badge className="shrink-0 whitespace-nowrap">{said.status}</Badge>
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`px-4 py-3 text-xs ${state.status === 'error' ? 'text-red-600' : 'text-slate-500'} ${showList ? 'border-t border-slate-100' : ''}`}
      >
        {message}
        {showList && <span className="float-right">{t('keys')}</span>}
      </p>
    </dialog>,
    document.body,
  );
}
