import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bodySignature,
  payinCallbackSignature,
  payoutCallbackSignature,
  signatureHeaders,
  standardWebhookSignature,
} from './signatures';

// Vectors published in docs/webhooks.md; each was checked with sha256sum / openssl outside this code.
const key = 'sk_test_DemoStoreSandboxKey0000000000000';
const body =
  '{"id":"7d9f6a6e-3b8e-4a55-9a4f-2f0d3c1b9e10","status":"active","updated_at":"2026-11-22T10:00:00.000Z","account_id":4}';
const vectors = {
  payin: '6180eb2b42f92c5476bc6cbd82d1d88a123ebdd3981a08e042fcf1ade3db1fbc',
  refund: '0861145127d85cf76324e2cbbf7740c23d572665eb0ddfdd0ba8be04684e6e27',
  payout: 'bd9b8d2133cb0bd4387f304889019c18d0df642358899e3d40344527299ae865',
  body: '498807c0f9861c86aad504d87b524b14afd7b32efd6a67f9799955af8cbf8a38',
  standard: 'v1,yknJRRd84/sxVEs7XsZegiQYX79bkaBvQgcI0hHnFwA=',
};
const eventId = 'msg_2f6c0f0e-8a4b-4d0c-9d1e-6f1f7a3b5c2d';
const timestamp = 1795341600;

describe('webhook signers', () => {
  it('payin: sha256hex(id + hash + amount + key)', () => {
    expect(payinCallbackSignature({ id: 1042, hash: '8f14e45fceea167a5a36dedd4bea2543', amount: 15000 }, key)).toBe(
      vectors.payin,
    );
  });

  it('refund: the payin scheme over the refund id, its charge hash and the refund amount', () => {
    expect(payinCallbackSignature({ id: 7, hash: '8f14e45fceea167a5a36dedd4bea2543', amount: 2500 }, key)).toBe(
      vectors.refund,
    );
  });

  it('payout: sha256hex(invoice + currency + amount + key)', () => {
    expect(payoutCallbackSignature({ invoice: 'INV-2026-0001', currency: 'BRL', amount: '1234.56' }, key)).toBe(
      vectors.payout,
    );
  });

  it('data qualification and onboarding: sha256hex(body + key)', () => {
    expect(bodySignature(body, key)).toBe(vectors.body);
    expect(bodySignature(body + ' ', key)).not.toBe(vectors.body);
  });

  it('Standard Webhooks: v1, base64 HMAC-SHA256 of id.timestamp.body', () => {
    expect(standardWebhookSignature({ id: eventId, timestamp, body }, key)).toBe(vectors.standard);
    expect(standardWebhookSignature({ id: eventId, timestamp: timestamp + 1, body }, key)).not.toBe(vectors.standard);
  });

  it('puts each signature in its header', () => {
    const delivery = { eventId, body, timestamp };
    expect(signatureHeaders({ kind: 'body' }, delivery, key)).toEqual({
      'webhook-id': eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': vectors.standard,
      authorization: `Bearer ${vectors.body}`,
    });
    expect(
      signatureHeaders(
        { kind: 'payin', fields: { id: 1042, hash: '8f14e45fceea167a5a36dedd4bea2543', amount: 15000 } },
        delivery,
        key,
      )['x-webhook-wp-signature'],
    ).toBe(`Bearer ${vectors.payin}`);
    expect(
      signatureHeaders(
        { kind: 'payout', fields: { invoice: 'INV-2026-0001', currency: 'BRL', amount: '1234.56' } },
        delivery,
        key,
      ),
    ).not.toHaveProperty('authorization');
  });

  it('docs/webhooks.md publishes the same vectors', () => {
    const docs = readFileSync(path.join(process.cwd(), 'docs/webhooks.md'), 'utf8');
    for (const value of Object.values(vectors)) expect(docs).toContain(value);
    expect(docs).toContain(body);
  });
});
