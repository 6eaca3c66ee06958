import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { freshTestDb } from '@/test/db';
import { finishIdempotentRequest, IN_FLIGHT_LEASE_MS, requestFingerprint, startIdempotentRequest } from './service';

let db: Db;
let organizationId: number;

beforeEach(async () => {
  db = await freshTestDb();
  organizationId = (await db.query.organizations.findFirst())!.id;
});

const t0 = new Date('2026-11-23T12:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const fingerprint = requestFingerprint('POST', '/api/v2/payin/payments', '{"invoice":"A"}');
const start = (now: Date, body = fingerprint) =>
  startIdempotentRequest(db, { organizationId, livemode: false, key: 'order-9', fingerprint: body, now });
const outcomeOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'new',
    (error: { code?: string }) => error.code,
  );

describe('a claim whose request never finished (its process was killed)', () => {
  it('is in progress during its lease, then lets a retry with the same body take it over', async () => {
    expect(await start(t0)).toEqual({ kind: 'new' });
    expect(await outcomeOf(start(later(IN_FLIGHT_LEASE_MS - 1_000)))).toBe('in_progress');
    expect(await start(later(IN_FLIGHT_LEASE_MS + 1_000))).toEqual({ kind: 'new' });
    // The takeover starts a new lease.
    expect(await outcomeOf(start(later(IN_FLIGHT_LEASE_MS + 2_000)))).toBe('in_progress');
  });

  it('is not taken over by another body (invalid), and a finished request is replayed however old', async () => {
    await start(t0);
    const otherBody = requestFingerprint('POST', '/api/v2/payin/payments', '{"invoice":"B"}');
    expect(await outcomeOf(start(later(IN_FLIGHT_LEASE_MS + 1_000), otherBody))).toBe('invalid');

    await finishIdempotentRequest(db, {
      organizationId,
      livemode: false,
      key: 'order-9',
      status: 201,
      body: '{"id":1}',
    });
    expect(await start(later(IN_FLIGHT_LEASE_MS * 10))).toEqual({ kind: 'replay', status: 201, body: '{"id":1}' });
  });

  it('lets exactly one of several racing retries take it over', async () => {
    await start(t0);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => outcomeOf(start(later(IN_FLIGHT_LEASE_MS + 1_000)))),
    );
    expect(outcomes.filter((outcome) => outcome === 'new')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'in_progress')).toHaveLength(4);
  });
});

describe('modes', () => {
  it('keeps a test key’s and a live key’s requests apart: the same Idempotency-Key is a new request in the other mode', async () => {
    await start(t0);
    await finishIdempotentRequest(db, {
      organizationId,
      livemode: false,
      key: 'order-9',
      status: 201,
      body: '{"id":1}',
    });
    expect(
      await startIdempotentRequest(db, {
        organizationId,
        livemode: true,
        key: 'order-9',
        fingerprint,
        now: later(1_000),
      }),
    ).toEqual({ kind: 'new' });
    expect(await start(later(2_000))).toEqual({ kind: 'replay', status: 201, body: '{"id":1}' });
  });
});
