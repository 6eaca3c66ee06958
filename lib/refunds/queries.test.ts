import { beforeEach, describe, expect, it } from 'vitest';
import { testScope } from '@/lib/livemode';
import { listRefundsQuerySchema } from './schemas';
import { getRefund, listChargeRefunds, listRefunds } from './queries';
import { simulateRefundEvent } from './simulate';
import { db, freshRefundsDb, marketplace, now, online, paidCharge, refund } from '@/test/refunds';

beforeEach(freshRefundsDb);

const query = (params: Record<string, string> = {}) => listRefundsQuerySchema.parse(params);
const amountsOf = (found: { views: { refund: { amount: number } }[] }) => found.views.map((view) => view.refund.amount);

describe('refund lists', () => {
  it('filter by status, merchant account, charge and creation time, newest first', async () => {
    const first = await paidCharge(marketplace);
    const second = await paidCharge(online);
    const scope = testScope(first.organizationId);
    const paid = (await refund(first, { amount: 100 })).refund;
    await simulateRefundEvent(db, paid, 'pay', now);
    await refund(first, { amount: 200 }, { at: new Date(now.getTime() + 1_000) });
    await refund(second, { amount: 300 }, { at: new Date(now.getTime() + 2_000) });

    const all = await listRefunds(db, scope, query());
    expect({ total: all.total, amounts: amountsOf(all) }).toEqual({ total: 3, amounts: [300, 200, 100] });
    expect(amountsOf(await listRefunds(db, scope, query({ status_id: '3' })))).toEqual([100]);
    expect(amountsOf(await listRefunds(db, scope, query({ merchant_id: String(online.id) })))).toEqual([300]);
    expect(amountsOf(await listRefunds(db, scope, query({ charge_id: String(first.id) })))).toEqual([200, 100]);
    const since = new Date(now.getTime() + 1_000).toISOString();
    expect(amountsOf(await listRefunds(db, scope, query({ created_at_start: since })))).toEqual([300, 200]);
    const paged = await listRefunds(db, scope, query({ per_page: '2', page: '2' }));
    expect({ total: paged.total, amounts: amountsOf(paged) }).toEqual({ total: 3, amounts: [100] });
  });

  it('see nothing of another organization or mode', async () => {
    const charge = await paidCharge(marketplace);
    const { refund: created } = await refund(charge);
    const live = { organizationId: charge.organizationId, livemode: true };
    const foreign = { organizationId: charge.organizationId + 1, livemode: false };
    for (const scope of [live, foreign]) {
      expect((await listRefunds(db, scope, query())).total).toBe(0);
      await expect(getRefund(db, scope, created.id)).rejects.toMatchObject({ code: 'not_found' });
      await expect(listChargeRefunds(db, scope, charge.id, query())).rejects.toMatchObject({ code: 'not_found' });
    }
  });

  it('give a refund with its charge, merchant and history', async () => {
    const charge = await paidCharge(marketplace);
    const { refund: created } = await refund(charge);
    const view = await getRefund(db, testScope(charge.organizationId), created.id);
    expect(view).toMatchObject({ chargeInvoice: charge.invoice, merchantName: marketplace.name });
    expect(view.history.map((change) => change.statusId)).toEqual([1]);
  });
});
