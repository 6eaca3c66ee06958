import { beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '@/lib/errors';
import { freshTestDb } from '@/test/db';
import { actor, at, db, demoStore, expectDomainError, otherCompany, T0, useFreshDb } from '@/test/onboarding';
import {
  deleteWebhookRegistration,
  findWebhookRegistration,
  parseWebhookRegistration,
  registerWebhook,
} from './webhooks';

beforeEach(async () => useFreshDb(await freshTestDb()));

describe('webhook registration', () => {
  it('is one URL per organization and event: the first POST creates, the next replaces, DELETE removes', async () => {
    const first = await registerWebhook(
      db,
      demoStore,
      { event: 'onboarding', url: 'https://a.example.com/hook' },
      actor,
      T0,
    );
    expect(first.created).toBe(true);
    const second = await registerWebhook(
      db,
      demoStore,
      { event: 'onboarding', url: 'https://b.example.com/hook' },
      actor,
      at(1_000),
    );
    expect(second).toMatchObject({
      created: false,
      registration: { id: first.registration.id, url: 'https://b.example.com/hook' },
    });
    expect(await findWebhookRegistration(db, otherCompany, 'onboarding')).toBeNull();
    await registerWebhook(db, otherCompany, { event: 'onboarding', url: 'https://other.example.com/hook' }, actor, T0);
    expect((await findWebhookRegistration(db, demoStore, 'onboarding'))?.url).toBe('https://b.example.com/hook');

    expect((await deleteWebhookRegistration(db, demoStore, 'onboarding', actor)).url).toBe(
      'https://b.example.com/hook',
    );
    expect(await findWebhookRegistration(db, demoStore, 'onboarding')).toBeNull();
    await expectDomainError(deleteWebhookRegistration(db, demoStore, 'onboarding', actor), { code: 'not_found' });
    expect((await findWebhookRegistration(db, otherCompany, 'onboarding'))?.url).toBe('https://other.example.com/hook');
  });

  it('refuses bad bodies as invalid input on the field at fault (url, event, or none for the body)', () => {
    const refusal = (body: unknown) => {
      try {
        parseWebhookRegistration(body);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { code: error.code, field: error.field, message: error.message };
      }
      return null;
    };
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    expect(refusal({ event: 'onboarding', url: 'http://hooks.example.com/x' })).toEqual({
      code: 'invalid',
      field: 'url',
      message: expect.any(String),
    });
    for (const url of [
      'not a url',
      'ftp://hooks.example.com',
      'https://user:pass@hooks.example.com',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.0.0.8/x',
      'https://localhost/x',
      42,
    ]) {
      expect(refusal({ event: 'onboarding', url }), String(url)).toMatchObject({ code: 'invalid', field: 'url' });
    }
    expect(refusal({ url: 'https://hooks.example.com' })).toMatchObject({ code: 'invalid', field: 'event' });
    expect(refusal({ event: 'payin', url: 'https://hooks.example.com' })).toMatchObject({
      code: 'invalid',
      field: 'event',
    });
    for (const body of [undefined, [], 'x', null])
      expect(refusal(body)).toEqual({ code: 'invalid', field: undefined, message: expect.any(String) });
    expect(refusal({ event: 'onboarding', url: 'https://hooks.example.com/x' })).toBeNull();
    process.env.WEBHOOK_ALLOW_PRIVATE = '1';
    expect(refusal({ event: 'onboarding', url: 'http://127.0.0.1:4000/x' })).toBeNull();
    // Even for tests, plain http only to loopback and private hosts: never to a public one.
    expect(refusal({ event: 'onboarding', url: 'http://hooks.example.com/x' })).toEqual({
      code: 'invalid',
      field: 'url',
      message: expect.any(String),
    });
    expect(refusal({ event: 'onboarding', url: 'http://8.8.8.8/x' })).toMatchObject({ code: 'invalid', field: 'url' });
  });
});
