'use client';

import { useQuery, type QueryKey } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { Card } from '@/components/ui/card';
import { ApiRequestError, apiFetch } from '@/lib/api-client';

/** What a detail page shows, which names it in its messages (`detail.frame.<noun>`). */
export type DetailNoun = 'charge' | 'payout' | 'record' | 'request';

/**
 * One payment (a charge, a payout) or record, by the id in the page's address (`id` as typed there, so a bad one can be named in
 * the message): the link back to the list, then the not-found, loading or error message, or `children` with the record.
 * While the record is in one of the `moving` statuses, the processor or a job can still change it: it is fetched again
 * every `refreshMs`.
 */
export function PaymentDetailFrame<T extends object>({
  id,
  recordKey,
  apiPath,
  moving,
  refreshMs,
  listHref,
  listLabel,
  noun,
  notFoundTestId,
  statusId = (record) => (record as { status: { id: number } }).status.id,
  parseId = (typed) => (/^\d{1,10}$/.test(typed) ? Number(typed) : null),
  initial,
  children,
}: {
  id: string;
  /** The record's query key (lib/query-keys.ts), which its actions update. */
  recordKey: (id: number | string) => QueryKey;
  /** The API's collection, e.g. `/v2/payin/payments`. */
  apiPath: string;
  moving: readonly (number | string)[];
  refreshMs: number;
  listHref: string;
  /** The back link's text: "Payins". */
  listLabel: string;
  noun: DetailNoun;
  notFoundTestId: string;
  /** The record's status id; `record.status.id` unless told. */
  statusId?: (record: T) => number | string;
  /** The record's id from the typed one, null when it cannot name one; a positive integer unless told. */
  parseId?: (typed: string) => number | string | null;
  /**
   * The record as the page's server read it (the API's response), so the server's HTML shows it and the largest paint
   * does not wait for a fetch after hydration. Only where the view's first render does not read the clock: a time told
   * from now would differ between the server's HTML and the browser's hydration.
   */
  initial?: T;
  children: (record: T) => ReactNode;
}) {
  const t = useTranslations(`detail.frame.${noun}`);
  const inWords = useSaidInWords();
  const recordId = parseId(id);
  const query = useQuery({
    // Not fetched while the typed id names no record (enabled below); the key still needs a value.
    queryKey: recordKey(recordId ?? ''),
    queryFn: () => apiFetch<T>(`${apiPath}/${recordId}`),
    enabled: recordId !== null,
    initialData: initial,
    refetchInterval: (state) => (state.state.data && moving.includes(statusId(state.state.data)) ? refreshMs : false),
    // An unknown id stays unknown; retrying only delays the message.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 1,
  });
  const back = (
    <Link href={listHref} className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
      <ArrowLeft className="size-4" aria-hidden /> {listLabel}
    </Link>
  );

  if (recordId === null || (query.error instanceof ApiRequestError && query.error.status === 404)) {
    return (
      <>
        {back}
        <Card className="mt-6 p-6 text-sm" data-testid={notFoundTestId}>
          <p className="font-medium text-slate-900">{t('notFound', { id })}</p>
          <p className="mt-1 text-slate-600">
            {t.rich('findIt', {
              list: (chunks) => (
                <Link className="text-brand-700 underline" href={listHref}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </Card>
      </>
    );
  }
  if (query.isPending)
    return (
      <>
        {back}
        <p className="mt-6 text-sm text-slate-500">{t('loading')}</p>
      </>
    );
  if (query.error) {
    return (
      <>
        {back}
        <Card className="mt-6 p-6 text-sm">
          <p className="font-medium text-slate-900">{t('loadFailed')}</p>
          <p className="mt-1 text-red-600">{inWords(query.error.message)}</p>
        </Card>
      </>
    );
  }
  return (
    <>
      {back}
      {children(query.data)}
    </>
  );
}
