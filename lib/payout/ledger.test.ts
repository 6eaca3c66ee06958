import { beforeEach, describe, expect, it } from 'vitest';
import { verifyLedger } from '@/lib/ledger/verify';
import { simulatePayoutEvent } from './simulate';
import { create, db, FUNDS, freshPayoutDb, input, marketplace, now, online, step } from '@/test/payout';
import { balancesOf, postingsOf } from '@/test/payments';

beforeEach(freshPayoutDb);

const failing = () =>
  input({
    beneficiary: {
      name: 'Zero',
      document: { type: 'CPF', number: '10000550000' },
      pix: { key: '10000550000', key_type: 'CPF' },
    },
  });

describe('the ledger of a payout', () => {
  it('creation reserves amount + markup; Paid sends the amount out and books the markup as revenue', async () => {
    const { payout } = await create(online); // R$ 1.234,56 and the global rule's R$ 1,00
    expect(await balancesOf(db, online)).toMatchObject({ available: FUNDS - 123_556, reserved: 123_556 });
    await step(10);
    expect(await postingsOf(db, 'payout', payout.id)).toEqual(['payout_reserved']); // Processing moves nothing
    await step(20);
    expect(await balancesOf(db, online)).toMatchObject({
      available: FUNDS - 123_556,
      reserved: 0,
      processor_clearing: 123_456,
      markup_revenue: 100,
    });
    expect(await postingsOf(db, 'payout', payout.id)).toEqual(['payout_reserved', 'payout_paid']);
  });

  it('Failed and Rejected return the whole reservation to available', async () => {
    const failed = await create(online, failing());
    await step(10);
    await step(20);
    const rejected = await create(online);
    await simulatePayoutEvent(db, rejected.payout, 'reject', now);
    for (const { payout } of [failed, rejected])
      expect(await postingsOf(db, 'payout', payout.id)).toEqual(['payout_reserved', 'payout_returned']);
    expect(await balancesOf(db, online)).toMatchObject({
      available: FUNDS,
      reserved: 0,
      processor_clearing: 0,
      markup_revenue: 0,
    });
  });

  it('a step run twice or refused moves the money once, and the ledger verifies', async () => {
    const { payout } = await create(marketplace);
    await step(10);
    await step(20);
    await step(30);
    await expect(simulatePayoutEvent(db, payout, 'fail', now)).rejects.toMatchObject({ code: 'state_conflict' });
    expect(await postingsOf(db, 'payout', payout.id)).toEqual(['payout_reserved', 'payout_paid']);
    expect(await balancesOf(db, marketplace)).toMatchObject({ available: FUNDS - 123_456, reserved: 0 });
    expect((await verifyLedger(db)).differences).toEqual([]);
  });
});
