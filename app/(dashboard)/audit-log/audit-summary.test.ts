import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/lib/audit/schemas';
import { auditSummary, compareFields } from './audit-summary';

const entry = (action: string, details: Record<string, unknown>): AuditEntry => ({
  id: 1,
  action,
  resource_type: null,
  resource_id: null,
  details,
  created_at: '2026-03-10T12:00:00.000Z',
  actor: { type: 'user', id: 1, label: 'Ana Admin <admin@demo.payrail.test>' },
});

const words = { created: 'created', noChange: 'no change' };

describe('audit summaries', () => {
  it('names the changed fields of a markup update, before and after', () => {
    const before = { id: 3, mode: 'percent', amount: 1.5, min_charge_value: 0.5, enabled: true };
    const after = { id: 3, mode: 'percent', amount: 2, min_charge_value: 0.5, enabled: false };
    expect(auditSummary(entry('markup.updated', { before, after }), words)).toBe(
      'amount: 1.5 → 2; enabled: true → false',
    );
    expect(auditSummary(entry('markup.updated', { before, after: before }), words)).toBe('no change');
    expect(compareFields(before, after).slice(0, 2)).toEqual([
      { field: 'amount', before: 1.5, after: 2, changed: true },
      { field: 'enabled', before: true, after: false, changed: true },
    ]);
  });
  it('reads a role change, a creation, a transition and plain facts', () => {
    expect(auditSummary(entry('user.role_changed', { before: 'write', after: 'view' }), words)).toBe('write → view');
    expect(auditSummary(entry('markup.created', { after: { id: 3 } }), { ...words, created: 'criado' })).toBe('criado');
    expect(
      auditSummary(entry('onboarding.transitioned', { from: 'pending', to: 'canceled', reason: 'duplicate' }), words),
    ).toBe('pending → canceled (duplicate)');
    expect(auditSummary(entry('api_key.created', { name: 'Checkout', prefix: 'sk_test_Abcd' }), words)).toBe(
      'name: Checkout · prefix: sk_test_Abcd',
    );
    expect(auditSummary(entry('user.signed_in', {}), words)).toBe('');
  });
});
