import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerTransactions, webhookDeliveries } from '@/db/schema';
import { verifyLedger } from '@/lib/ledger/verify';
import { testScope } from '@/lib/livemode';
import { getCharge } from '@/lib/payin/queries';
import { serializeCharge } from '@/lib/payin/serialize';
import {
  balancesOf,
  db,
  freshRefundsDb,
  marketplace,
  now,
  paidCharge,
  refund,
  refundHistoryOf,
  step,
} from '@/test/refunds';
import { findRefundForSimulation, simulateRefundEvent } from './simulate';

beforeEach(freshRefundsDb);

const callbacksOf = (refundId: number) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.resourceType, 'refund'), eq(webhookDeliveries.resourceId, String(refundId))));

const postingsOf = async (refundId: number) =>
  (await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.resourceId, refundId)))
    .filter((posting) => posting.resourceType === 'refund')
    .map((posting) => posting.type)
    .sort();

describe('the sandbox processor', () => {
  it('moves Requested → Processing → Paid, sending the held amount out, with a signed callback per change', async () => {
    const charge = await paidCharge(marketplace, { amount: 10_000 });
    const { refund: created } = await refund(charge, { amount: 2_500 });
    await step(10);
    expect(await refundHistoryOf(created.id)).toEqual([1, 2]);
    await step(20);
    expect(await refundHistoryOf(created.id)).toEqual([1, 2, 3]);
    expect(await balancesOf(marketplace)).toEqual({ pending: 0, available: 7_500, reserved: 0 });
    expect(await postingsOf(created.id)).toEqual(['refund_paid', 'refund_reserved']);

    const callbacks = await callbacksOf(created.id);
    expect(callbacks.map((delivery) => JSON.parse(delivery.body).status.name).sort()).toEqual(['Paid', 'Processing']);
    expect(callbacks[0]).toMatchObject({
      eventKind: 'refund.status_changed',
      resourceType: 'refund',
      url: charge.notificationUrl,
      signatureKind: 'payin',
      signatureFields: { id: created.id, hash: charge.hash, amount: 2_500 },
    });
    expect(JSON.parse(callbacks[0]?.body ?? '{}')).toMatchObject({
      id: created.id,
      object: 'refund',
      charge: { id: charge.id, invoice: charge.invoice },
      amount: 2_500,
      reason: 'Order returned',
    });
    expect((await verifyLedger(db)).differences).toEqual([]);
  });

  it('fails a refund whose cents end in 66 and gives the held amount back', async () => {
    const charge = await paidCharge(marketplace, { amount: 10_000 });
    const { refund: created } = await refund(charge, { amount: 1_066 });
    await step(10);
    await step(20);
    expect(await refundHistoryOf(created.id)).toEqual([1, 2, 4]);
    expect(await balancesOf(marketplace)).toEqual({ pending: 0, available: 10_000, reserved: 0 });
    expect(await postingsOf(created.id)).toEqual(['refund_reserved', 'refund_returned']);
    // A failed refund no longer counts against the paid amount: the whole of it can be refunded again.
    await expect(refund(charge, { amount: 10_000 })).resolves.toBeDefined();
  });

  it('sends callbacks to the refund’s own notification_url when it has one, and none when neither has', async () => {
    const charge = await paidCharge(marketplace);
    const { refund: own } = await refund(charge, { notification_url: 'http://127.0.0.1:9/refunds' });
    await simulateRefundEvent(db, own, 'pay', now);
    expect((await callbacksOf(own.id)).map((delivery) => delivery.url)).toEqual(['http://127.0.0.1:9/refunds']);

    const silent = await paidCharge(marketplace, { notificationUrl: null });
    const { refund: quiet } = await refund(silent);
    await simulateRefundEvent(db, quiet, 'fail', now);
    expect(await callbacksOf(quiet.id)).toEqual([]);
  });
});

describe('simulateRefundEvent', () => {
  it('pays straight from Requested, and then refuses any other step on action', async () => {
    const charge = await paidCharge(marketplace);
    const { refund: created } = await refund(charge);
    const paid = await simulateRefundEvent(db, created, 'pay', now);
    expect(paid.statusId).toBe(3);
    for (const action of ['process', 'pay', 'fail'] as const) {
      await expect(simulateRefundEvent(db, paid, action, now)).rejects.toMatchObject({
        code: 'state_conflict',
        field: 'action',
      });
    }
    await step(10); // the scheduled processing finds it Paid and does nothing
    expect(await refundHistoryOf(created.id)).toEqual([1, 3]);
  });

  it('records why a refund failed', async () => {
    const charge = await paidCharge(marketplace);
    const { refund: created } = await refund(charge);
    const processing = await simulateRefundEvent(db, created, 'process', now);
    const failed = await simulateRefundEvent(db, processing, 'fail', now);
    expect(failed).toMatchObject({ statusId: 4, failureReason: expect.stringContaining('refused') });
  });

  it('finds test-mode refunds of the scope only', async () => {
    const charge = await paidCharge(marketplace);
    const { refund: created } = await refund(charge);
    const scope = testScope(charge.organizationId);
    await expect(findRefundForSimulation(db, scope, created.id)).resolves.toMatchObject({ id: created.id });
    await expect(findRefundForSimulation(db, { ...scope, livemode: true }, created.id)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('the charge’s refunded figures', () => {
  it('counts paid refunds in refunded_amount and names the charge partially, then fully, refunded', async () => {
    const charge = await paidCharge(marketplace, { amount: 10_000 });
    const published = async () => serializeCharge(await getCharge(db, testScope(charge.organizationId), charge.id));
    const first = (await refund(charge, { amount: 4_000 })).refund;
    await simulateRefundEvent(db, first, 'pay', now);
    const second = (await refund(charge, { amount: 6_000 })).refund;
    expect(await published()).toMatchObject({
      status: { id: 3, name: 'Paid' },
      refunded_amount: 4_000,
      substatus: { code: 'partially_refunded', name: 'Partially refunded' },
    });
    await simulateRefundEvent(db, second, 'pay', now);
    const refunded = await published();
    expect(refunded).toMatchObject({
      status: { id: 3, name: 'Paid' },
      refunded_amount: 10_000,
      substatus: { code: 'refunded', name: 'Refunded' },
    });
    expect(refunded.refunds.map((item) => [item.amount, item.status.name])).toEqual([
      [4_000, 'Paid'],
      [6_000, 'Paid'],
    ]);
  });
});
