import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { theRow } from '@/db/rows';
import {
  ledgerAccounts,
  ledgerTransactions,
  merchantAccounts,
  type LedgerAccountKind,
  type LedgerResourceType,
  type MerchantAccount,
} from '@/db/schema';
import { topUpSandbox } from '@/lib/adjustments/top-up';
import { testScope } from '@/lib/livemode';
import { freshTestDb } from '@/test/db';

/** Who the payin and payout tests act as: neither a user nor a key. */
export const actor = { userId: null, apiKeyId: null };

/**
 * A fresh test database (test/db.ts) and two demo merchants: `online`, which has global markup rules, and
 * `marketplace`, which has none. Their balances are empty.
 */
export async function freshPaymentsDb(): Promise<{ db: Db; online: MerchantAccount; marketplace: MerchantAccount }> {
  // The notification URLs here are loopback placeholders, which only WEBHOOK_ALLOW_PRIVATE=1 admits (lib/webhooks/address-guard.ts).
  process.env.WEBHOOK_ALLOW_PRIVATE = '1';
  const db = await freshTestDb();
  const merchant = async (name: string) =>
    theRow(
      await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, name)),
      'select from merchantAccounts',
    );
  return { db, online: await merchant('Demo Store Online'), marketplace: await merchant('Demo Store Marketplace') };
}

/** Sandbox money into the account's test-mode available balance, through the operator's top-up use case. */
export function topUp(db: Db, account: MerchantAccount, cents: number, now = new Date()) {
  return topUpSandbox(db, {
    scope: testScope(account.organizationId),
    account,
    input: { amount: cents, description: 'Test funds' },
    actor,
    now,
  });
}

/** The ledger transaction types a charge, payout or refund has caused, in the order they were booked. */
export async function postingsOf(db: Db, resourceType: LedgerResourceType, id: number): Promise<string[]> {
  const rows = await db
    .select({ type: ledgerTransactions.type })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.resourceType, resourceType), eq(ledgerTransactions.resourceId, id)))
    .orderBy(ledgerTransactions.id);
  return rows.map((row) => row.type);
}

/** Every balance of the account's scope: the merchant's three and its organization's system accounts, by kind. */
export async function balancesOf(db: Db, account: MerchantAccount, livemode = false) {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.organizationId, account.organizationId),
        eq(ledgerAccounts.livemode, livemode),
        or(eq(ledgerAccounts.merchantAccountId, account.id), isNull(ledgerAccounts.merchantAccountId)),
      ),
    );
  const balances: Record<LedgerAccountKind, number> = {
    pending: 0,
    available: 0,
    reserved: 0,
    processor_clearing: 0,
    markup_revenue: 0,
    adjustments: 0,
  };
  for (const { kind, balance } of rows) balances[kind] = balance;
  return balances;
}
