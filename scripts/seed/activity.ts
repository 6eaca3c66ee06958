import type { Db } from '@/db/client';
import { merchantAccounts } from '@/db/schema';
import { demoChargeSteps } from './payins';
import { demoPayoutSteps } from './payouts';
import { runInTimeOrder } from './timeline';

/**
 * The demo's two weeks of charges and payouts on every account that has none yet, replayed in time order across
 * accounts (scripts/seed/timeline.ts): the organizations' clearing and markup accounts are shared by their merchants,
 * so every movement is booked at its own moment. `now` is the present of the demo's database clock.
 */
export async function seedDemoActivity(db: Db, now = new Date()): Promise<void> {
  const accounts = await db.select().from(merchantAccounts).orderBy(merchantAccounts.id);
  const steps = [];
  for (const account of accounts) {
    steps.push(...(await demoChargeSteps(db, account, now)), ...(await demoPayoutSteps(db, account, now)));
  }
  await runInTimeOrder(steps);
}
