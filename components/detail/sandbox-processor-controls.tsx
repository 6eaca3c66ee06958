'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { useStatusName } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api-client';

export type Simulation<A extends string> = { action: A; from: number; label: string; danger?: boolean };

/** Where each kind of payment's status names are (useStatusName). */
const STATUS_KIND = { charge: 'payin', payout: 'payout' } as const;

/**
 * Sandbox only: buttons that play the processor's part for a payment, those of `simulations` whose `from` is the
 * payment's status (each `label` in the reader's language). The answer replaces the record under `recordKey`; `staleKeys` are invalidated after it.
 */
export function SandboxProcessorControls<A extends string>({
  simulations,
  status,
  noun,
  simulatePath,
  recordKey,
  staleKeys,
  note,
}: {
  simulations: Simulation<A>[];
  status: { id: number; name: string };
  noun: keyof typeof STATUS_KIND;
  /** The sandbox API's simulate endpoint for this payment. */
  simulatePath: string;
  recordKey: QueryKey;
  staleKeys: QueryKey[];
  /** Shown under the buttons. */
  note?: ReactNode;
}) {
  const t = useTranslations('detail.sandbox');
  const statusName = useStatusName(STATUS_KIND[noun]);
  const inWords = useSaidInWords();
  const queryClient = useQueryClient();
  const simulate = useMutation({
    mutationFn: (action: A) => apiFetch<unknown>(simulatePath, { method: 'POST', json: { action } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(recordKey, updated);
      return Promise.all(staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  const applicable = simulations.filter((simulation) => simulation.from === status.id);
  return (
    <div className="space-y-2">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('title')}</p>
      {applicable.length === 0 ? (
        <p className="text-sm text-slate-600">{t(`noneApplies.${noun}`, { status: statusName(status) })}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            {applicable.map(({ action, label, danger }) => (
              <Button
                key={action}
                variant={danger ? 'danger' : 'secondary'}
                data-testid={`simulate-${action}`}
                disabled={simulate.isPending}
                onClick={() => simulate.mutate(action)}
              >
                {simulate.isPending && simulate.variables === action ? t('sending') : label}
              </Button>
            ))}
          </div>
          {note}
        </>
      )}
      {simulate.error && (
        <p className="text-sm text-red-600" role="alert">
          {inWords(simulate.error.message)}
        </p>
      )}
    </div>
  );
}
