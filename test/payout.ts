import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { payoutStatusHistory, type MerchantAccount } from '@/db/schema';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { testScope } from '@/lib/livemode';
import { actor, freshPaymentsDb, topUp } from '@/test/payments';
import { createPayout } from '@/lib/payout/create';
import { createPayoutSchema } from '@/lib/payout/schemas';

/**
 * The payout tests' fixture: `beforeEach(freshPayoutDb)` gives each test a fresh database, then `db`, `online` and
 * `marketplace` (live bindings) are that test's. Each merchant starts with `FUNDS` of sandbox money available, since
 * a payout reserves its amount + markup.
 */
export let db: Db;
export let online: MerchantAccount;
export let marketplace: MerchantAccount;
export const now = new Date('2026-03-10T12:00:00.000Z');

export const FUNDS = 10_000_000; // R$ 100.000,00

export async function freshPayoutDb(): Promise<void> {
  ({ db, online, marketplace } = await freshPaymentsDb());
  for (const account of [online, marketplace]) await topUp(db, account, FUNDS, now);
}

export const input = (overrides: Record<string, unknown> = {}) =>
  createPayoutSchema.parse({
    payment_method: 'PIX',
    invoice: `po-${Math.random().toString(36).slice(2)}`,
    currency: 'BRL',
    amount: 1234.56,
    country: 'BR',
    notification_url: 'http://127.0.0.1:9/hooks',
    beneficiary: {
      name: 'Ana Souza',
      document: { type: 'CPF', number: '52998224725' },
      pix: { key: 'ana@example.com', key_type: 'EMAIL' },
    },
    ...overrides,
  });

/** A test-mode payout of the account, created at `now`. */
export const create = (account: MerchantAccount, body = input()) =>
  createPayout(db, { scope: testScope(account.organizationId), account, input: body, apiKeyId: null, actor, now });

/** The payout's status ids, oldest first. */
export const historyOf = async (id: number) =>
  (
    await db
      .select()
      .from(payoutStatusHistory)
      .where(eq(payoutStatusHistory.payoutId, id))
      .orderBy(payoutStatusHistory.id)
  ).map((row) => row.statusId);

/** Runs the jobs due `seconds` after `now`. */
export const step = (seconds: number) =>
  runDueJobs(db, jobHandlers, { now: new Date(now.getTime() + seconds * 1000), workerId: 'test' });
