import { describe, expect, it } from 'vitest';
import { routePattern } from './route-pattern';

describe('routePattern', () => {
  it('puts each param back as its name, so ids never reach a metric label', () => {
    expect(routePattern('/api/v2/payin/payments/123', { id: '123' })).toBe('/api/v2/payin/payments/[id]');
    expect(routePattern('/api/v2/payin/payments/9/refunds/9', { id: '9', refundId: '9' })).toBe(
      '/api/v2/payin/payments/[id]/refunds/[refundId]',
    );
  });

  it('leaves a path without params as it is', () => {
    expect(routePattern('/api/v2/payin/payments', {})).toBe('/api/v2/payin/payments');
  });

  it('matches encoded segments and catch-all params', () => {
    expect(routePattern('/api/v1/payout/batches/lote%201', { code: 'lote 1' })).toBe('/api/v1/payout/batches/[code]');
    expect(routePattern('/api/x/a/b', { path: ['a', 'b'] })).toBe('/api/x/[...path]');
  });
});
