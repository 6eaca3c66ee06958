import { beforeEach, describe, expect, it } from 'vitest';
import { create, freshPayoutDb, input, marketplace, online } from '@/test/payout';

beforeEach(freshPayoutDb);

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
