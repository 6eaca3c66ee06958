import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/lib/audit/schemas';
import { actorName, auditSummary, compareFields } from './audit-summary';

const entry = (action: string, details: Record<string, unknown>): AuditEntry => ({
  id: 1,
  action,
  resource_type: null,
  resource_id: null,
  details,
  created_at: '2026-03-10T12:00:00.000Z',
  actor: {
    type: 'user',
    id: 1,
    label: 'Ana Admin <admin@demo.payrail.test>',
    name: 'Ana Admin',
    email: 'admin@demo.payrail.test',
    key_prefix: null,
  },
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

describe('actorName', () => {
  const words = { user: (id: number) => `usuário nº ${id}`, apiKey: (id: number) => `nº ${id}` };
  const actor = (fields: Partial<AuditEntry['actor']>): AuditEntry['actor'] => ({
    type: 'user',
    id: 1,
    label: '',
    name: null,
    email: null,
    key_prefix: null,
    ...fields,
  });

  it('names a user by name and e-mail and a key by name and prefix, as data, never by the API’s English label', () => {
    expect(actorName(actor({ label: 'Ana <ana@example.com>', name: 'Ana', email: 'ana@example.com' }), words)).toEqual({
      text: 'Ana <ana@example.com>',
      isData: true,
    });
    expect(
      actorName(
        actor({
          type: 'api_key',
          id: 4,
          label: 'API key “Loja” (sk_test_ab…)',
          name: 'Loja',
          key_prefix: 'sk_test_ab',
        }),
        words,
      ),
    ).toEqual({ text: '“Loja” (sk_test_ab…)', isData: true });
    expect(actorName(actor({ type: 'system', id: null, label: 'Payrail' }), words)).toEqual({
      text: 'Payrail',
      isData: true,
    });
  });

  it('names a user or key since removed by its id, in the reader’s words', () => {
    expect(actorName(actor({ id: 7, label: 'user 7' }), words)).toEqual({ text: 'usuário nº 7', isData: false });
    expect(actorName(actor({ type: 'api_key', id: 9, label: 'API key 9' }), words)).toEqual({
      text: 'nº 9',
      isData: false,
    });
  });
});
