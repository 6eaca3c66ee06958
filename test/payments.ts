import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { theRow } from '@/db/rows';
import { merchantAccounts, type MerchantAccount } from '@/db/schema';
import { freshTestDb } from '@/test/db';

/** Who the payin and payout tests act as: neither a user nor a key. */
export const actor = { userId: null, apiKeyId: null };

/**
 * A fresh test database (test/db.ts) and two demo merchants: `online`, which has global markup rules, and
 * `marketplace`, which has none.
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
