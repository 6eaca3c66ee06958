import { describe, expect, it } from 'vitest';
import { chooseMerchant } from './merchant-rules';

const one = [{ id: 7 }];
const two = [{ id: 7 }, { id: 9 }];

describe('chooseMerchant', () => {
  it('uses the only account when merchant_id is absent', () => {
    expect(chooseMerchant(one, undefined)).toEqual({ account: { id: 7 } });
    expect(chooseMerchant(one, null)).toEqual({ account: { id: 7 } });
  });

  it('requires merchant_id when there are several accounts', () => {
    expect(chooseMerchant(two, undefined)).toEqual({ error: expect.stringContaining('required') });
  });

  it('selects by integer or numeric string', () => {
    expect(chooseMerchant(two, 9)).toEqual({ account: { id: 9 } });
    expect(chooseMerchant(two, '9')).toEqual({ account: { id: 9 } });
  });

  it('treats foreign and unknown ids alike, and refuses non-integers', () => {
    expect(chooseMerchant(two, 8)).toEqual({ error: 'The selected merchant_id is invalid.' });
    expect(chooseMerchant(one, 9)).toEqual({ error: 'The selected merchant_id is invalid.' });
    for (const bad of [1.5, -1, 0, 'abc', '9x', true, {}]) {
      expect(chooseMerchant(two, bad)).toEqual({ error: 'The merchant_id must be an integer.' });
    }
  });
});
