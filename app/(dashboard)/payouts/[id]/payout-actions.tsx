'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api-client';
import { PAYOUT_STATUS } from '@/lib/payout/rules';
import type { PayoutRecord, PayoutSimulation } from '@/lib/payout/schemas';

/** What the sandbox processor can do to a payout in each status (the API refuses the rest with a 422). */
const SIMULATIONS: { action: PayoutSimulation; from: number; label: string }[] = [
  { action: 'process', from: PAYOUT_STATUS.awaiting, label: 'Simulate processing' },
  { action: 'reject', from: PAYOUT_STATUS.awaiting, label: 'Simulate rejection' },
  { action: 'pay', from: PAYOUT_STATUS.processing, label: 'Simulate payment' },
  { action: 'fail', from: PAYOUT_STATUS.processing, label: 'Simulate failure' },
];

/** Sandbox only: plays the processor's part ahead of its own steps (Awaiting → Processing → Paid, a few seconds apart). */
export function PayoutSandboxControls({ payout }: { payout: PayoutRecord }) {
  const queryClient = useQueryClient();
  const simulate = useMutation({
    mutationFn: (action: PayoutSimulation) => apiFetch<PayoutRecord>(`/v2/sandbox/payout/payments/${payout.id}/simulate`, { method: 'POST', json: { action } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(['payout', payout.id], updated);
      // The list and the payout's callbacks are out of date too.
      return Promise.all([queryClient.invalidateQueries({ queryKey: ['payouts'] }), queryClient.invalidateQueries({ queryKey: ['webhook-deliveries'] })]);
    },
  });
  const applicable = SIMULATIONS.filter((simulation) => simulation.from === payout.status.id);
  return (
    <div className="space-y-2">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Sandbox processor</p>
      {applicable.length === 0 ? (
        <p className="text-sm text-slate-600">No processor event applies to a {payout.status.name} payout.</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            {applicable.map(({ action, label }) => (
              <Button key={action} variant={action === 'reject' || action === 'fail' ? 'danger' : 'secondary'} data-testid={`simulate-${action}`} disabled={simulate.isPending} onClick={() => simulate.mutate(action)}>
                {simulate.isPending && simulate.variables === action ? 'Sending…' : label}
              </Button>
            ))}
          </div>
          <p className="text-xs text-slate-500">Left alone, the sandbox moves it on by itself: Awaiting → Processing → Paid (Failed when the beneficiary’s document ends in 0000).</p>
        </>
      )}
      {simulate.error && <p className="text-sm text-red-600" role="alert">{simulate.error.message}</p>}
    </div>
  );
}
