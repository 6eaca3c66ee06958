'use client';

import { useTranslations } from 'next-intl';
import { SandboxProcessorControls, type Simulation } from '@/components/detail/sandbox-processor-controls';
import { PAYOUT_STATUS } from '@/lib/payout/rules';
import type { PayoutRecord, PayoutSimulation } from '@/lib/payout/schemas';
import { queryKeys } from '@/lib/query-keys';

/** What the sandbox processor can do to a payout in each status (the API refuses the rest with a 422). */
const SIMULATIONS: Omit<Simulation<PayoutSimulation>, 'label'>[] = [
  { action: 'process', from: PAYOUT_STATUS.awaiting },
  { action: 'reject', from: PAYOUT_STATUS.awaiting, danger: true },
  { action: 'pay', from: PAYOUT_STATUS.processing },
  { action: 'fail', from: PAYOUT_STATUS.processing, danger: true },
];

/** Sandbox only: plays the processor's part ahead of its own steps (Awaiting → Processing → Paid, a few seconds apart). */
export function PayoutSandboxControls({ payout }: { payout: PayoutRecord }) {
  const t = useTranslations('payouts.sandbox');
  const status = useTranslations('status.payout');
  return (
    <SandboxProcessorControls
      simulations={SIMULATIONS.map((simulation) => ({ ...simulation, label: t(simulation.action) }))}
      status={payout.status}
      noun="payout"
      simulatePath={`/v2/sandbox/payout/payments/${payout.id}/simulate`}
      recordKey={queryKeys.payouts.record(payout.id)}
      // The list and the payout's callbacks are out of date too.
      staleKeys={[queryKeys.payouts.all, queryKeys.webhookDeliveries.all]}
      note={
        <p className="text-xs text-slate-500">
          {t('note', {
            awaiting: status(`${PAYOUT_STATUS.awaiting}`),
            processing: status(`${PAYOUT_STATUS.processing}`),
            paid: status(`${PAYOUT_STATUS.paid}`),
            failed: status(`${PAYOUT_STATUS.failed}`),
          })}
        </p>
      }
    />
  );
}
