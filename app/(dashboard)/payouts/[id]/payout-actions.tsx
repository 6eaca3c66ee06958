'use client';

import { SandboxProcessorControls, type Simulation } from '@/components/detail/sandbox-processor-controls';
import { PAYOUT_STATUS } from '@/lib/payout/rules';
import type { PayoutRecord, PayoutSimulation } from '@/lib/payout/schemas';
import { queryKeys } from '@/lib/query-keys';

/** What the sandbox processor can do to a payout in each status (the API refuses the rest with a 422). */
const SIMULATIONS: Simulation<PayoutSimulation>[] = [
  { action: 'process', from: PAYOUT_STATUS.awaiting, label: 'Simulate processing' },
  { action: 'reject', from: PAYOUT_STATUS.awaiting, label: 'Simulate rejection', danger: true },
  { action: 'pay', from: PAYOUT_STATUS.processing, label: 'Simulate payment' },
  { action: 'fail', from: PAYOUT_STATUS.processing, label: 'Simulate failure', danger: true },
];

/** Sandbox only: plays the processor's part ahead of its own steps (Awaiting → Processing → Paid, a few seconds apart). */
export function PayoutSandboxControls({ payout }: { payout: PayoutRecord }) {
  return (
    <SandboxProcessorControls
      simulations={SIMULATIONS}
      status={payout.status}
      noun="payout"
      simulatePath={`/v2/sandbox/payout/payments/${payout.id}/simulate`}
      recordKey={queryKeys.payouts.record(payout.id)}
      // The list and the payout's callbacks are out of date too.
      staleKeys={[queryKeys.payouts.all, queryKeys.webhookDeliveries.all]}
      note={
        <p className="text-xs text-slate-500">
          Left alone, the sandbox moves it on by itself: Awaiting → Processing → Paid (Failed when the beneficiary’s
          document ends in 0000).
        </p>
      }
    />
  );
}
