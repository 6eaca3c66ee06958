import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { seedDemoActivity } from '@/scripts/seed/activity';
import { merchantAccounts, payinCharges, payoutPayments, webhookDeliveries, type MerchantAccount } from '@/db/schema';
import { freshTestDb } from '@/test/db';
import { overviewResponseSchema } from './schemas';
import { serializeOverview } from './serialize';
import { isFailingDelivery } from './rules';
import { overview } from './service';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';
import { sandboxTopUp } from '@/lib/ledger/flows';
import { postLedgerTransaction } from '@/lib/ledger/post';

// 12:00 in São Paulo: "today" began nine hours ago, at 03:00 UTC.
const now = new Date('2026-03-10T15:00:00.000Z');
let db: Db;
let online: MerchantAccount;

beforeAll(async () => {
  db = await freshTestDb();
  await seedDemoActivity(db, now);
  online = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Online')),
    'select from merchantAccounts',
  );
}, 60_000);

const week = (merchantId: number | null) =>
  overview(db, testScope(online.organizationId), { merchantId, period: '7d', bucket: 'day' }, now);

describe('overview of the demo data', () => {
  it('sums the period and today exactly (refused money left out of volume)', async () => {
    const { kpis, period } = await week(online.id);
    expect(period).toMatchObject({ from: '2026-03-04', to: '2026-03-10' });
    // Charges of the last 7 days: all but the 200 h and 300 h old ones; the rejected 77,00 is not volume.
    expect(kpis.period).toMatchObject({
      payin_count: 8,
      payin_volume: 239_280,
      paid_rate: 0.375,
      payout_count: 5,
      payout_volume: 704_040,
      failed_deliveries: 0,
    });
    expect(kpis.today).toMatchObject({
      payin_count: 3,
      payin_volume: 166_890,
      paid_rate: 0,
      payout_count: 2,
      payout_volume: 155_050,
    });
  });

  it('counts markup earned only on paid charges and paid payouts', async () => {
    const { kpis } = await week(online.id);
    const since = new Date('2026-03-04T03:00:00.000Z');
    const payin = theRow(
      await db
        .select({ markup: sql<number>`coalesce(sum(${payinCharges.markupAmount}), 0)`.mapWith(Number) })
        .from(payinCharges)
        .where(
          and(
            eq(payinCharges.merchantAccountId, online.id),
            inArray(payinCharges.statusId, [3, 4]),
            gte(payinCharges.createdAt, since),
          ),
        ),
      'select from payinCharges',
    );
    const payout = theRow(
      await db
        .select({ markup: sql<number>`coalesce(sum(${payoutPayments.markupAmount}), 0)`.mapWith(Number) })
        .from(payoutPayments)
        .where(
          and(
            eq(payoutPayments.merchantAccountId, online.id),
            eq(payoutPayments.statusId, 3),
            gte(payoutPayments.createdAt, since),
          ),
        ),
      'select from payoutPayments',
    );
    expect(payin.markup + payout.markup).toBeGreaterThan(0);
    expect(kpis.period.markup_earned).toBe(payin.markup + payout.markup);
  });

  it('gives a bucket for every day, and the status breakdown', async () => {
    const { series, status_breakdown } = await week(online.id);
    expect(series.map((point) => point.bucket)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(series.at(-1)).toEqual({
      bucket: '2026-03-10',
      payin_volume: 166_890,
      payin_count: 3,
      payout_volume: 155_050,
      payout_count: 2,
    });
    expect(series.reduce((sum, point) => sum + point.payin_count, 0)).toBe(8);
    expect(status_breakdown.payin.map((row) => [row.status_id, row.count])).toEqual([
      [1, 2],
      [2, 1],
      [3, 1],
      [4, 2],
      [5, 1],
      [7, 1],
    ]);
    expect(status_breakdown.payout.map((row) => [row.status_id, row.count])).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 1],
    ]);
  });

  it('lists what needs attention', async () => {
    const { attention } = await week(online.id);
    expect(attention.cancelable_charges.total).toBe(2);
    expect(attention.cancelable_charges.items.map((charge) => charge.amount)).toEqual([129_900, 4_990]);
    expect(attention.failed_payouts.total).toBe(1);
    expect(attention.failed_payouts.items[0]).toMatchObject({ amount: 7_500 });
  });

  it('covers every account without merchant_id, and nothing of another organization', async () => {
    const all = await week(null);
    expect(all.kpis.period.payin_count).toBe(16);
    const other = await overview(
      db,
      testScope(online.organizationId + 1),
      { merchantId: null, period: '7d', bucket: 'week' },
      now,
    );
    expect(other.kpis.period.payin_count).toBe(8);
    const none = await overview(
      db,
      testScope(online.organizationId + 99),
      { merchantId: null, period: '90d', bucket: 'week' },
      now,
    );
    expect(none.kpis.period).toMatchObject({ payin_count: 0, payin_volume: 0, paid_rate: null, payout_volume: 0 });
    expect(none.series.every((point) => point.payin_count === 0)).toBe(true);
  });

  it('shows the ledger balances of the account, or of every account, in the mode', async () => {
    const topUp = (merchantAccountId: number, amount: number) =>
      db.transaction((tx) =>
        postLedgerTransaction(tx, {
          ...sandboxTopUp({ amount }),
          scope: testScope(online.organizationId),
          merchantAccountId,
          resource: null,
          description: 'Overview test money',
          now,
        }),
      );
    const [account, all] = [(await week(online.id)).balances, (await week(null)).balances];
    await topUp(online.id, 1_234);
    const marketplace = theRow(
      await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Marketplace')),
      'select from merchantAccounts',
    );
    await topUp(marketplace.id, 500);
    expect((await week(online.id)).balances).toEqual({ ...account, available: account.available + 1_234 });
    expect((await week(null)).balances).toEqual({ ...all, available: all.available + 1_734 });
    const live = await overview(
      db,
      { organizationId: online.organizationId, livemode: true },
      { merchantId: null, period: '7d', bucket: 'day' },
      now,
    );
    expect(live.balances).toEqual({ available: 0, pending: 0, reserved: 0 });
  });

  it('answers in the shape the OpenAPI document publishes', async () => {
    const published = overviewResponseSchema.safeParse(serializeOverview(await week(null)));
    expect(published.error?.issues ?? []).toEqual([]);
  });

  // Last: it adds charges the figures above would count.
  it('counts a list needing attention beyond its first rows, and an empty one as zero', async () => {
    const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
    await db.insert(payinCharges).values(
      Array.from({ length: 6 }, (_, n) => ({
        organizationId: online.organizationId,
        merchantAccountId: online.id,
        livemode: false,
        hash: `attention${n}`.padEnd(32, '0'),
        ourNumber: `9${n}`,
        invoice: `ATTENTION-${n}`,
        paymentMethod: 'pix' as const,
        amount: 1_000 + n,
        currency: 'BRL',
        country: 'BR',
        buyer: {
          name: 'Attention Buyer',
          email: 'attention@example.com',
          document: { type: 'cpf' as const, number: '12345678909' },
        },
        buyerDocument: '12345678909',
        statusId: 1,
        expiresAt: now,
        createdAt: new Date(twoDaysAgo.getTime() + n * 60_000),
      })),
    );
    const { attention } = await week(online.id);
    expect(attention.cancelable_charges.total).toBe(8);
    // The oldest first: the six added two days ago before the demo's two.
    expect(attention.cancelable_charges.items.map((charge) => charge.amount)).toEqual([
      1_000, 1_001, 1_002, 1_003, 1_004,
    ]);
    const none = await overview(
      db,
      testScope(online.organizationId + 99),
      { merchantId: null, period: '7d', bucket: 'day' },
      now,
    );
    for (const list of Object.values(none.attention)) expect(list).toEqual({ total: 0, items: [] });
  });
});

describe('failing webhook deliveries', () => {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  // Each kind of delivery, by when it was created: today began at 03:00 UTC, nine hours before `now`.
  const deliveries = [
    { status: 'failed', lastError: 'receiver answered 500', createdAt: hoursAgo(50) }, // gave up, in the week
    { status: 'pending', lastError: 'receiver answered 503', createdAt: hoursAgo(2) }, // retrying, today
    { status: 'pending', lastError: null, createdAt: hoursAgo(1) }, // waiting for its first attempt
    { status: 'pending', lastError: null, createdAt: hoursAgo(3), attemptCount: 1 }, // resent after it was delivered
    { status: 'delivered', lastError: null, createdAt: hoursAgo(4) },
    { status: 'failed', lastError: 'receiver answered 410 Gone: stopped', createdAt: hoursAgo(20 * 24) }, // before the week
  ] as const;

  beforeAll(async () => {
    const row = (
      delivery: { status: 'pending' | 'delivered' | 'failed'; lastError: string | null; createdAt: Date },
      index: number,
      organizationId = online.organizationId,
      livemode = false,
    ) => ({
      organizationId,
      livemode,
      eventId: `evt_overview_${organizationId}_${livemode}_${index}`,
      eventKind: 'payin.status_changed',
      url: 'https://receiver.example.com/hooks',
      body: '{}',
      signatureKind: 'body' as const,
      attemptCount: delivery.lastError === null ? 0 : 3,
      ...delivery,
      updatedAt: delivery.createdAt,
    });
    await db.insert(webhookDeliveries).values([
      ...deliveries.map((delivery, index) => row(delivery, index)),
      // Failing too, but in live mode and in another organization: neither is counted here.
      row(deliveries[0], 0, online.organizationId, true),
      row(deliveries[0], 0, online.organizationId + 1),
    ]);
  });

  it('are counted by one rule, so the key figure and the attention list agree', async () => {
    const failingSince = (start: Date) =>
      deliveries.filter((delivery) => delivery.createdAt >= start && isFailingDelivery(delivery)).length;
    for (const period of ['7d', '30d'] as const) {
      const { kpis, attention } = await overview(
        db,
        testScope(online.organizationId),
        { merchantId: online.id, period, bucket: 'day' },
        now,
      );
      const expected = failingSince(
        period === '7d' ? new Date('2026-03-04T03:00:00Z') : new Date('2026-02-09T03:00:00Z'),
      );
      expect(kpis.period.failed_deliveries).toBe(expected);
      expect(attention.failing_deliveries.total).toBe(kpis.period.failed_deliveries);
      expect(attention.failing_deliveries.items).toHaveLength(expected);
      expect(kpis.today.failed_deliveries).toBe(1);
    }
    const week = await overview(
      db,
      testScope(online.organizationId),
      { merchantId: null, period: '7d', bucket: 'day' },
      now,
    );
    expect(week.kpis.period.failed_deliveries).toBe(2);
    // Latest change first: the retrying one of today, then the one that gave up two days ago.
    expect(week.attention.failing_deliveries.items.map((item) => [item.status, item.attempt_count])).toEqual([
      ['pending', 3],
      ['failed', 3],
    ]);
  });
});
