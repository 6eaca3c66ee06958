import { microIso } from '@/lib/dates';
import type { BalanceMovementView } from './book';
import type { BalanceMovement } from './schemas';

export function serializeBalanceMovement({
  transaction,
  merchantAccountId,
  amount,
  balanceAfter,
}: BalanceMovementView): BalanceMovement {
  return {
    id: transaction.id,
    type: transaction.type === 'sandbox_topup' ? 'sandbox_topup' : 'adjustment',
    merchant_id: merchantAccountId,
    amount,
    balance_after: balanceAfter,
    currency: 'BRL',
    description: transaction.description,
    livemode: transaction.livemode,
    created_at: microIso(transaction.createdAt),
  };
}
