import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { theRow } from '@/db/rows';
import { ledgerTransactions, type LedgerTransaction, type MerchantAccount } from '@/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/service';
import type { LedgerFlow } from '@/lib/ledger/flows';
import { postLedgerTransaction } from '@/lib/ledger/post';
import type { Scope } from '@/lib/livemode';

/** Who moves money into (or out of) which merchant's available balance, and when. */
export type BalanceMovementRequest = { scope: Scope; account: Pick<MerchantAccount, 'id'>; actor: Actor; now: Date };

/** A booked top-up or adjustment: its ledger transaction, the amount moved and the available balance after it. */
export type BalanceMovementView = {
  transaction: LedgerTransaction;
  merchantAccountId: number;
  amount: number;
  balanceAfter: number;
};

/**
 * Books a movement of the available balance against the organization's `adjustments` account, with its audit row,
 * inside the caller's transaction. A debit the balance does not cover is refused with `insufficient_funds`.
 */
export async function bookBalanceMovement(
  tx: Executor,
  { scope, account, actor, now }: BalanceMovementRequest,
  movement: LedgerFlow & { description: string },
): Promise<BalanceMovementView> {
  const posted = await postLedgerTransaction(tx, {
    ...movement,
    scope,
    merchantAccountId: account.id,
    resource: null,
    now,
  });
  const available = posted.entries.find((entry) => entry.account === 'available');
  if (!available) throw new Error(`Ledger ${movement.type}: no movement of the available balance`);
  const transaction = theRow(
    await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, posted.transactionId)),
    'select from ledgerTransactions',
  );
  await recordAudit(tx, {
    organizationId: scope.organizationId,
    actor,
    action: `balance.${movement.type}`,
    resourceType: 'ledger_transaction',
    resourceId: transaction.id,
    details: {
      merchant_id: account.id,
      livemode: scope.livemode,
      amount: available.amount,
      description: movement.description,
    },
  });
  return { transaction, merchantAccountId: account.id, amount: available.amount, balanceAfter: available.balanceAfter };
}
