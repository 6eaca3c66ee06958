'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api-client';

export type Simulation<A extends string> = { action: A; from: number; label: string; danger?: boolean };

/**
 * Sandbox only: buttons that play the processor's part for a payment, those of `simulations` whose `from` is the
 * payment's status. The answer replaces the record under `recordKey`; `staleKeys` are invalidated after it.
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
  noun: string;
  /** The sandbox API's simulate endpoint for this payment. */
  simulatePath: string;
  recordKey: QueryKey;
  staleKeys: QueryKey[];
  /** Shown under the buttons. */
  note?: ReactNode;
}) {
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
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Sandbox processor</p>
      {applicable.length === 0 ? (
        <p className="text-sm text-slate-600">
          No processor event applies to a {status.name} {noun}.
        </p>
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
                {simulate.isPending && simulate.variables === action ? 'Sending…' : label}
              </Button>
            ))}
          </div>
          {note}
        </>
      )}
      {simulate.error && (
        <p className="text-sm text-red-600" role="alert">
          {simulate.error.message}
        </p>
      )}
    </div>
  );
}
