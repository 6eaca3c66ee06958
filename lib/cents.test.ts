import { describe, expect, it } from 'vitest';
import { toCents } from './cents';

describe('toCents', () => {
  it('converts decimal amounts to exact cents', () => {
    expect(toCents(0.3)).toBe(30);
    expect(toCents(1234.56)).toBe(123456);
    expect(toCents('0.01')).toBe(1);
    expect(toCents(19.99)).toBe(1999);
    expect(() => toCents(1.005)).toThrow(RangeError);
  });
});
