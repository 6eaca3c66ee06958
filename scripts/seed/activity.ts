import { and, eq, isNotNull, notExists } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { ledgerAccounts, merchantAccounts } from '@/db/schema';
import { demoChargeSteps } from './payins';
import { demoPayoutSteps } from './payouts';
import { runInTimeOrder } from './timeline';

/**
 * The demo's two weeks of charges and payouts on every account that has none yet, replayed in time order across
 * accounts (scripts/seed/timeline.ts): the organizations' clearing and markup accounts are shared by their merchants,
 * so every movement is booked at its own moment. `now` is the present of the demo's database clock.
 *
 * Only in organizations whose ledger has no entry yet: the ledger books no entry dated before an account's last one,
 * so two weeks of history cannot go in beside money that has already moved (an account opened later in the demo, or
 * one a bench made, stays as its people left it, on every restart).
 */
export async function seedDemoActivity(db: Db, now = new Date()): Promise<void> {
  const booked = db
    .select()
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.organizationId, merchantAccounts.organizationId), isNotNull(ledgerAccounts.lastEntryAt)),
    );
  const accounts = await db.select().from(merchantAccounts).where(notExists(booked)).orderBy(merchantAccounts.id);
  const steps = [];
  for (const account of accounts) {
    steps.push(...(await demoChargeSteps(db, account, now)), ...(await demoPayoutSteps(db, account, now)));
  }
  await runInTimeOrder(steps);
}
