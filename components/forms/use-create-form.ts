'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import type { AnyForm } from './fields';

/**
 * The POST behind a "new payment" form. On success the list is out of date and the new record's page opens; on a
 * refusal, each of the API's messages (keyed by the dotted paths the form's fields are named with) goes beside its
 * field when `shownFields()` says that field is on screen, and the rest are `unplacedErrors`, for the form's message.
 * `footer` is what CreateFormFooter shows of it.
 */
export function useCreateForm<T extends FieldValues, TOutput, TRecord extends { id: number | string }>({
  form,
  path,
  listHref,
  listKey,
  staleKeys = [],
  shownFields,
  onServerErrors,
}: {
  form: AnyForm<T>;
  /** The API's collection, e.g. `/v2/payin/payments`. */
  path: string;
  /** The dashboard list, e.g. `/payins`; the new record opens at `${listHref}/${id}`. */
  listHref: string;
  /** The prefix of the list's query keys (lib/query-keys.ts), invalidated on success. */
  listKey: QueryKey;
  /** Other query keys a new record makes stale (a payout's balance). */
  staleKeys?: QueryKey[];
  shownFields: () => Iterable<string>;
  /** Told the keys placed beside fields, in the API's order (a multi-step form opens the step of the first). */
  onServerErrors?: (placedKeys: string[]) => void;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [unplacedErrors, setUnplacedErrors] = useState<string[]>([]);
  const create = useMutation({
    mutationFn: ({ values, idempotencyKey }: { values: TOutput; idempotencyKey?: string }) =>
      apiFetch<TRecord>(path, {
        method: 'POST',
        json: values,
        headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      }),
    onMutate: () => setUnplacedErrors([]),
    onSuccess: async (record) => {
      await Promise.all([listKey, ...staleKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      router.push(`${listHref}/${record.id}`);
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.body.errors)) return;
      const shown = new Set<string>(shownFields());
      const unplaced: string[] = [];
      const placed: string[] = [];
      let first = true;
      for (const [key, messages] of Object.entries(error.body.errors)) {
        if (!shown.has(key)) {
          unplaced.push(...messages);
          continue;
        }
        form.setError(key as FieldPath<T>, { type: 'server', message: messages[0] }, { shouldFocus: first });
        placed.push(key);
        first = false;
      }
      setUnplacedErrors(unplaced);
      if (placed.length > 0) onServerErrors?.(placed);
    },
  });
  const footer = {
    pending: create.isPending,
    blocked: form.formState.isSubmitted && !form.formState.isValid,
    error: create.error,
    unplacedErrors,
  };
  return { create, footer };
}
