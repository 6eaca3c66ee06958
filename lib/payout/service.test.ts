import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  merchantAccounts,
  payoutPayments,
  payoutStatusHistory,
  webhookDeliveries,
  type MerchantAccount,
} from '@/db/schema';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { freshTestDb } from '@/test/db';
import { createPayoutSchema } from './schemas';
import { createPayout, simulatePayoutEvent } from './service';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';

let db: Db;
let online: MerchantAccount;
let marketplace: MerchantAccount;
const actor = { userId: null, apiKeyId: null };
const now = new Date('2026-03-10T12:00:00.000Z');

beforeEach(async () => {
  // The notification URLs here are loopback placeholders, which only WEBHOOK_ALLOW_PRIVATE=1 admits (lib/webhooks/address-guard.ts).
  process.env.WEBHOOK_ALLOW_PRIVATE = '1';
  db = await freshTestDb();
  online = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Online')),
    'select from merchantAccounts',
  );
  marketplace = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Marketplace')),
    'select from merchantAccounts',
  );
});

const input = (overrides: Record<string, unknown> = {}) =>
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

const create = (account: MerchantAccount, body = input()) =>
  createPayout(db, { scope: testScope(account.organizationId), account, input: body, apiKeyId: null, actor, now });
const historyOf = async (id: number) =>
  (
    await db
      .select()
      .from(payoutStatusHistory)
      .where(eq(payoutStatusHistory.payoutId, id))
      .orderBy(payoutStatusHistory.id)
  ).map((row) => row.statusId);
const step = (seconds: number) =>
  runDueJobs(db, jobHandlers, { now: new Date(now.getTime() + seconds * 1000), workerId: 'test' });

describe('createPayout', () => {
  it('stores the amount in cents with the global rule’s markup, and the inline markup over it', async () => {
    const global = await create(online);
    expect(global.payout).toMatchObject({
      amount: 123456,
      markupAmount: 100,
      markup: { source: 'global', mode: 'fixed', amount: '1.00' },
    });
    const inline = await create(
      online,
      input({ markup: { mode: 'percent', amount: 1, min_charge_value: 0.5, max_charge_value: 20 } }),
    );
    expect(inline.payout).toMatchObject({ markupAmount: 1235, markup: { source: 'inline' } }); // 1% of R$ 1.234,56 rounds half-up to R$ 12,35
    expect((await create(marketplace)).payout.markupAmount).toBe(0);
  });

  it('refuses a duplicate invoice even when requests race', async () => {
    const body = input();
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => create(online, body)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toMatchObject({
        code: 'invalid',
        field: 'invoice',
        message: expect.any(String),
      });
    }
  });
});

describe('sandbox processor', () => {
  it('moves Awaiting → Processing → Paid, with history and a signed-field callback per change', async () => {
    const { payout } = await create(marketplace);
    await step(10);
    expect(await historyOf(payout.id)).toEqual([1, 2]);
    await step(20);
    expect(await historyOf(payout.id)).toEqual([1, 2, 3]);
    const paid = theRow(
      await db.select().from(payoutPayments).where(eq(payoutPayments.id, payout.id)),
      'select from payoutPayments',
    );
    expect(paid.paidAt).not.toBeNull();
    const callbacks = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.resourceId, String(payout.id)));
    expect(callbacks.map((delivery) => JSON.parse(delivery.body).status.name).sort()).toEqual(['Paid', 'Processing']);
    expect(callbacks[0]?.signatureFields).toEqual({ invoice: payout.invoice, currency: 'BRL', amount: '1234.56' });
  });

  it('fails a beneficiary whose document ends in 0000', async () => {
    const { payout } = await create(
      marketplace,
      input({
        beneficiary: {
          name: 'Zero',
          document: { type: 'CPF', number: '10000550000' },
          pix: { key: '10000550000', key_type: 'CPF' },
        },
      }),
    );
    await step(10);
    await step(20);
    expect(await historyOf(payout.id)).toEqual([1, 2, 4]);
  });

  it('refuses a step from the wrong status', async () => {
    const { payout } = await create(marketplace);
    await expect(simulatePayoutEvent(db, payout, 'pay', now)).rejects.toMatchObject({
      code: 'state_conflict',
      field: 'action',
      message: expect.any(String),
    });
    await simulatePayoutEvent(db, payout, 'reject', now);
    await step(10); // the scheduled processing finds it Rejected and does nothing
    expect(await historyOf(payout.id)).toEqual([1, 5]);
  });
});
