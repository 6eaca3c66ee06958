import type { Db } from '@/db/client';
import { DomainError } from '@/lib/errors';
import { sandboxTopUp } from '@/lib/ledger/flows';
import { SANDBOX_TOP_UP_DESCRIPTION } from '@/lib/ledger/rules';
import { bookBalanceMovement, type BalanceMovementRequest, type BalanceMovementView } from './book';
import type { SandboxTopUpInput } from './schemas';

export const TOP_UP_LIVE_REFUSED = 'Sandbox top-ups exist in test mode only; live money arrives through payments.';

/**
 * Credits a merchant's test-mode available balance with sandbox money, so payouts and refunds can be tried without
 * paying charges first. A live scope is refused before anything is written.
 */
export async function topUpSandbox(
  db: Db,
  request: BalanceMovementRequest & { input: SandboxTopUpInput },
): Promise<BalanceMovementView> {
  if (request.scope.livemode) throw new DomainError('live_mode_refused', TOP_UP_LIVE_REFUSED);
  const movement = {
    ...sandboxTopUp({ amount: request.input.amount }),
    description: request.input.description || SANDBOX_TOP_UP_DESCRIPTION,
  };
  return db.transaction((tx) => bookBalanceMovement(tx, request, movement));
}
