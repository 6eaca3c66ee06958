import { describe, expect, it } from 'vitest';
import { SANDBOX_TOP_UP_DESCRIPTION } from '@/lib/ledger/rules';
import { entryDescription } from './entry-description';

describe('entryDescription', () => {
  it('tells a charge’s and a payout’s entries by type, linked to their pages, never by the ledger’s memo', () => {
    expect(
      entryDescription({
        type: 'payin_credited',
        resource: { type: 'charge', id: 12 },
        description: 'Charge INV-1 credited',
      }),
    ).toEqual({ said: 'byType', type: 'payin_credited', id: 12, href: '/payins/12' });
    expect(
      entryDescription({
        type: 'payout_returned',
        resource: { type: 'payout', id: 5 },
        description: 'Payout P-5 failed',
      }),
    ).toEqual({ said: 'byType', type: 'payout_returned', id: 5, href: '/payouts/5' });
  });

  it('tells a refund’s entries by type and id, with no page of its own', () => {
    expect(
      entryDescription({
        type: 'refund_paid',
        resource: { type: 'refund', id: 3 },
        description: 'Refund #3 of charge #12 paid',
      }),
    ).toEqual({ said: 'byType', type: 'refund_paid', id: 3, href: null });
  });

  it('tells a sandbox top-up by type unless it was given a description, which is its author’s', () => {
    expect(
      entryDescription({ type: 'sandbox_topup', resource: null, description: SANDBOX_TOP_UP_DESCRIPTION }),
    ).toEqual({
      said: 'byType',
      type: 'sandbox_topup',
      id: null,
      href: null,
    });
    expect(entryDescription({ type: 'sandbox_topup', resource: null, description: 'Fundos para testes' })).toEqual({
      said: 'byAuthor',
      words: 'Fundos para testes',
    });
  });

  it('tells an operator’s adjustment in the operator’s own words', () => {
    expect(entryDescription({ type: 'adjustment', resource: null, description: 'Sandbox top-up' })).toEqual({
      said: 'byAuthor',
      words: 'Sandbox top-up',
    });
  });
});
