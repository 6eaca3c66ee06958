import { DomainError } from '@/lib/errors';
import type { Processor } from './processor';
import { sandboxProcessor } from './sandbox';

export type { Processor } from './processor';

/**
 * The processor for an object's mode. Test mode is the sandbox's; live mode has no processor connected yet, so a
 * live charge stays open until it expires and a live payout stays awaiting (docs/decisions.md).
 */
export function processorFor(livemode: boolean): Processor | null {
  return livemode ? null : sandboxProcessor;
}

export const LIVE_SIMULATION_REFUSED = 'Simulation acts on test-mode objects only; this one was made in live mode.';

/** The simulate endpoints and the payment page's button play the processor for test-mode objects only. */
export function assertSimulatable(object: { livemode: boolean }): void {
  if (object.livemode) throw new DomainError('live_mode_refused', LIVE_SIMULATION_REFUSED);
}
