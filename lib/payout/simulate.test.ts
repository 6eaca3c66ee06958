import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { theRow } from '@/db/rows';
import { payoutPayments, webhookDeliveries } from '@/db/schema';
import { simulatePayoutEvent } from './simulate';
import { create, db, freshPayoutDb, historyOf, input, marketplace, now, step } from '@/test/payout';

beforeEach(freshPayoutDb);

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
    expect(paid.failureReason).toBeNull();
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
    expect(await failureReasonOf(payout.id)).toBe('The beneficiary bank refused the transfer.');
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
    expect(await failureReasonOf(payout.id)).toBe('The processor rejected the payout before sending it.');
  });
});

const failureReasonOf = async (id: number) =>
  theRow(await db.select().from(payoutPayments).where(eq(payoutPayments.id, id)), 'select from payoutPayments')
    .failureReason;
