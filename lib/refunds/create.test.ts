import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '@/db/schema';
import { testScope } from '@/lib/livemode';
import { getCharge } from '@/lib/payin/queries';
import { serializeCharge } from '@/lib/payin/serialize';
import { boletoInput, create, pixInput } from '@/test/payin';
import {
  balancesOf,
  db,
  freshRefundsDb,
  marketplace,
  now,
  paidCharge,
  refund,
  refundFootprint,
  refundHistoryOf,
} from '@/test/refunds';

beforeEach(freshRefundsDb);

const DAY = 86_400_000;

describe('createRefund', () => {
  it('stores a Requested refund, holds its amount from available and hands it to the sandbox', async () => {
    const charge = await paidCharge(marketplace, { amount: 10_000 });
    const { refund: created, chargeInvoice, merchantName } = await refund(charge, { amount: 2_500 });
    expect(created).toMatchObject({ chargeId: charge.id, amount: 2_500, statusId: 1, reason: 'Order returned' });
    expect({ chargeInvoice, merchantName }).toEqual({ chargeInvoice: charge.invoice, merchantName: marketplace.name });
    expect(await refundHistoryOf(created.id)).toEqual([1]);
    expect(await balancesOf(marketplace)).toEqual({ pending: 0, available: 7_500, reserved: 2_500 });
    const [step] = await db.select().from(jobs).where(eq(jobs.kind, 'refund.sandbox.step'));
    expect(step?.payload).toEqual({ refundId: created.id, action: 'process' });
  });

  it('lists the refund on its charge, with nothing refunded until it is paid', async () => {
    const charge = await paidCharge(marketplace);
    await refund(charge, { amount: 1_000 });
    const published = serializeCharge(await getCharge(db, testScope(charge.organizationId), charge.id));
    expect(published).toMatchObject({ paid_amount: 10_000, refunded_amount: 0, substatus: null });
    expect(published.refunds).toEqual([
      expect.objectContaining({ amount: 1_000, status: { id: 1, name: 'Requested' }, reason: 'Order returned' }),
    ]);
  });

  it('allows repeated partial refunds up to the paid amount, and no further', async () => {
    const charge = await paidCharge(marketplace, { amount: 10_000 });
    await refund(charge, { amount: 4_000 });
    await refund(charge, { amount: 6_000 });
    const before = await refundFootprint();
    await expect(refund(charge, { amount: 1 })).rejects.toMatchObject({ code: 'state_conflict', field: 'id' });
    expect(await refundFootprint()).toEqual(before);
    expect(await balancesOf(marketplace)).toEqual({ pending: 0, available: 0, reserved: 10_000 });
  });

  it('refuses more than the remainder on amount, writing nothing', async () => {
    const charge = await paidCharge(marketplace, { amount: 10_000 });
    await refund(charge, { amount: 9_000 });
    const before = await refundFootprint();
    await expect(refund(charge, { amount: 1_001 })).rejects.toMatchObject({
      code: 'invalid',
      field: 'amount',
      message: 'The amount (R$ 10,01) exceeds what remains refundable of this charge (R$ 10,00).',
    });
    expect(await refundFootprint()).toEqual(before);
  });

  it('refuses with insufficient_funds on amount when available does not cover it, writing nothing', async () => {
    const charge = await paidCharge(marketplace, { funded: false });
    const before = await refundFootprint();
    await expect(refund(charge, { amount: 1_000 })).rejects.toMatchObject({
      code: 'insufficient_funds',
      field: 'amount',
    });
    expect(await refundFootprint()).toEqual(before);
  });

  it('refuses a charge that is not paid, and a boleto, writing nothing', async () => {
    const created = (await create(marketplace, pixInput())).charge;
    const boleto = (await create(marketplace, boletoInput())).charge;
    const before = await refundFootprint();
    await expect(refund(created)).rejects.toMatchObject({
      code: 'state_conflict',
      field: 'id',
      message: 'Only a paid or credited charge can be refunded.',
    });
    await expect(refund(boleto)).rejects.toMatchObject({ field: 'id', message: /bank account/ });
    expect(await refundFootprint()).toEqual(before);
  });

  it('accepts a refund on the 90th São Paulo day after payment and refuses it the day after', async () => {
    // Paid at 12:00 UTC on 10 March, 09:00 in São Paulo: day 90 is 8 June, which ends at 03:00 UTC on the 9th.
    const charge = await paidCharge(marketplace);
    const lastInstant = new Date('2026-06-09T02:59:59.999Z');
    expect(lastInstant.getTime() - now.getTime()).toBeGreaterThan(90 * DAY);
    await expect(refund(charge, { amount: 100 }, { at: lastInstant })).resolves.toBeDefined();
    await expect(refund(charge, { amount: 100 }, { at: new Date('2026-06-09T03:00:00.000Z') })).rejects.toMatchObject({
      code: 'state_conflict',
      field: 'id',
      message: expect.stringContaining('ended on 2026-06-08'),
    });
  });

  it('does not find a charge of another organization or of live mode', async () => {
    const charge = await paidCharge(marketplace);
    const { organizationId } = charge;
    await expect(
      refund(charge, {}, { scope: { organizationId: organizationId + 1, livemode: false } }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(refund(charge, {}, { scope: { organizationId, livemode: true } })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(refund({ ...charge, id: charge.id + 1_000 })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses a refund whose notification_url the address guard refuses', async () => {
    const charge = await paidCharge(marketplace);
    process.env.WEBHOOK_ALLOW_PRIVATE = '0';
    try {
      await expect(refund(charge, { notification_url: 'http://127.0.0.1/hook' })).rejects.toMatchObject({
        field: 'notification_url',
      });
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE = '1';
    }
  });
});
