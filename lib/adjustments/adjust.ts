import type { Db } from '@/db/client';
import { adjustment } from '@/lib/ledger/flows';
import { bookBalanceMovement, type BalanceMovementRequest, type BalanceMovementView } from './book';
import type { AdjustmentInput } from './schemas';

/**
 * An operator's correction of a merchant's available balance in the scope's mode, with its reason as the statement
 * line and in the audit log: how live money that no processor brought (an opening balance, a settlement
 * correction) enters the ledger. A debit the balance does not cover is refused with `insufficient_funds`.
 */
export async function adjustBalance(
  db: Db,
  request: BalanceMovementRequest & { input: AdjustmentInput },
): Promise<BalanceMovementView> {
  const { amount, reason } = request.input;
  return db.transaction((tx) => bookBalanceMovement(tx, request, adjustment({ amount, reason })));
}
