import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  accountOpeningStatusHistory,
  auditLog,
  merchantAccounts,
  onboardingStatus,
  webhookAttempts,
  webhookDeliveries,
} from '@/db/schema';
import { demoAccess } from '@/scripts/seed/demo';
import { seedDemoOnboarding } from '@/scripts/seed/onboarding';
import { authenticateApiKey } from '@/lib/accounts/api-keys';
import { DomainError } from '@/lib/errors';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { freshTestDb } from '@/test/db';
import { startReceiver } from '@/test/receiver';
import { ONBOARDING_STATUSES, type OnboardingStatus } from './rules';
import { createAccountOpeningRequestSchema, listRequestsQuerySchema } from './schemas';
import { serializeAccountOpeningRequest } from './serialize';
import {
  createAccountOpeningRequest,
  getAccountOpeningRequest,
  listAccountOpeningRequests,
  parseRequestId,
  transitionAccountOpeningRequest,
} from './service';
import {
  deleteWebhookRegistration,
  findWebhookRegistration,
  parseWebhookRegistration,
  registerWebhook,
} from './webhooks';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';

let db: Db;
let demoStore: number;
let otherCompany: number;
let demoKeyId: number;
const { demoStoreKey, otherCompanyKey } = demoAccess();
const actor = { userId: null, apiKeyId: null };
const T0 = new Date('2026-04-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const receivers: { close: () => Promise<void> }[] = [];
const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');

beforeEach(async () => {
  db = await freshTestDb();
  const demoKey = (await authenticateApiKey(db, demoStoreKey, T0))!;
  demoStore = demoKey.organizationId;
  demoKeyId = demoKey.id;
  otherCompany = (await authenticateApiKey(db, otherCompanyKey, T0))!.organizationId;
  process.env.WEBHOOK_ALLOW_PRIVATE = '1';
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

const company = (overrides: Record<string, unknown> = {}) =>
  createAccountOpeningRequestSchema.parse({
    company: {
      legal_name: 'Padaria Pão Quente Ltda',
      trade_name: 'Padaria Pão Quente',
      tax_id: '11222333000181',
      contacts: [
        {
          name: 'Ana Souza',
          email: 'ana@example.com',
          phone: '+5511987654321',
          tax_id: '52998224725',
          role: 'legal_representative',
        },
      ],
      address: [
        {
          city: 'São Paulo',
          state: 'sp',
          country: 'BR',
          zip_code: '01310100',
          street: 'Avenida Paulista',
          number: '1000',
        },
      ],
      ...overrides,
    },
  });

const create = (organizationId = demoStore, now = T0, apiKeyId: number | null = demoKeyId) =>
  createAccountOpeningRequest(db, organizationId, { input: company(), apiKeyId, actor, now });
const move = (id: string, status: OnboardingStatus, now = at(60_000), organizationId = demoStore) =>
  transitionAccountOpeningRequest(db, testScope(organizationId), id, { status }, actor, now);
const deliveriesOf = (id: string) =>
  db.select().from(webhookDeliveries).where(eq(webhookDeliveries.resourceId, id)).orderBy(webhookDeliveries.id);
const accountsOf = (organizationId: number) =>
  db.select().from(merchantAccounts).where(eq(merchantAccounts.organizationId, organizationId));

async function expectDomainError(promise: Promise<unknown>, expected: Partial<DomainError>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject(expected);
}

it('the database enum and the rules name the same statuses', () => {
  expect(onboardingStatus.enumValues).toEqual([...ONBOARDING_STATUSES]);
});

describe('createAccountOpeningRequest', () => {
  it('stores a pending request with its first history row and an audit row; the serializer gives the published shape', async () => {
    const view = await create();
    expect(view.request).toMatchObject({
      organizationId: demoStore,
      status: 'pending',
      accountId: null,
      apiKeyId: demoKeyId,
      createdAt: T0,
      updatedAt: T0,
    });
    expect(view.history.map((change) => change.status)).toEqual(['pending']);
    const record = serializeAccountOpeningRequest(await getAccountOpeningRequest(db, demoStore, view.request.id));
    expect(record).toEqual({
      id: view.request.id,
      company: {
        legal_name: 'Padaria Pão Quente Ltda',
        trade_name: 'Padaria Pão Quente',
        tax_id: '11222333000181',
        contacts: [
          {
            name: 'Ana Souza',
            email: 'ana@example.com',
            phone: '+5511987654321',
            tax_id: '52998224725',
            role: 'legal_representative',
          },
        ],
        address: [
          {
            city: 'São Paulo',
            state: 'SP',
            country: 'BR',
            zip_code: '01310100',
            street: 'Avenida Paulista',
            number: '1000',
          },
        ],
      },
      status: 'pending',
      status_history: [{ status: 'pending', created_at: '2026-04-01T12:00:00.000Z' }],
      account_id: null,
      created_at: '2026-04-01T12:00:00.000Z',
      updated_at: '2026-04-01T12:00:00.000Z',
    });
    const audits = await db.select().from(auditLog).where(eq(auditLog.resourceId, view.request.id));
    expect(audits.map((audit) => audit.action)).toEqual(['onboarding.created']);
  });
});

describe('reads are walled off by organization', () => {
  it('a foreign, unknown or malformed id is not found', async () => {
    const { request } = await create();
    const notFound = { code: 'not_found' as const, message: 'Account opening request not found.' };
    await expectDomainError(getAccountOpeningRequest(db, otherCompany, request.id), notFound);
    await expectDomainError(getAccountOpeningRequest(db, demoStore, '3f0b8a52-6c1e-4d7a-9b2f-5e8c1d4a7b90'), notFound);
    await expectDomainError(move(request.id, 'due_diligence_review', at(1), otherCompany), notFound);
    for (const malformed of ['1', 'not-a-uuid', `${request.id}x`])
      expect(() => parseRequestId(malformed)).toThrow(DomainError);
    expect(parseRequestId(request.id.toUpperCase())).toBe(request.id);
  });

  it('lists only the organization’s requests, filtered by status and creation time, paged', async () => {
    const first = await create(demoStore, new Date('2026-03-01T15:00:00Z'));
    const second = await create(demoStore, new Date('2026-03-10T15:00:00Z'));
    const third = await create(demoStore, new Date('2026-03-20T15:00:00Z'));
    await create(otherCompany, new Date('2026-03-10T15:00:00Z'), null);
    await move(second.request.id, 'due_diligence_review', new Date('2026-03-11T10:00:00Z'));

    const list = async (query: Record<string, string>) => {
      const { views, total } = await listAccountOpeningRequests(db, demoStore, listRequestsQuerySchema.parse(query));
      return { ids: views.map((view) => view.request.id), total };
    };
    expect(await list({})).toEqual({ ids: [third.request.id, second.request.id, first.request.id], total: 3 });
    expect(await list({ status: 'due_diligence_review' })).toEqual({ ids: [second.request.id], total: 1 });
    expect(await list({ status: 'pending', sort_order: 'asc' })).toEqual({
      ids: [first.request.id, third.request.id],
      total: 2,
    });
    expect(await list({ created_after: '2026-03-10', created_before: '2026-03-10' })).toEqual({
      ids: [second.request.id],
      total: 1,
    });
    expect(await list({ created_after: '2026-03-10T15:00:00.001Z' })).toEqual({ ids: [third.request.id], total: 1 });
    expect(await list({ created_before: '2026-03-09' })).toEqual({ ids: [first.request.id], total: 1 });
    expect(await list({ per_page: '2', page: '2' })).toEqual({ ids: [first.request.id], total: 3 });
    const { views } = await listAccountOpeningRequests(
      db,
      demoStore,
      listRequestsQuerySchema.parse({ status: 'due_diligence_review' }),
    );
    expect(views[0]?.history.map((change) => change.status)).toEqual(['pending', 'due_diligence_review']);
  });

  it('refuses bad filters', () => {
    for (const query of [
      { status: 'approved' },
      { created_after: '2026-02-30' },
      { created_before: 'yesterday' },
      { created_after: '2026-03-10', created_before: '2026-03-01' },
      { per_page: '101' },
      { created_after: '0000-01-01' },
      { created_before: '0001-01-01T00:00:00+05:00' },
    ]) {
      expect(listRequestsQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});

describe('transitionAccountOpeningRequest', () => {
  it('walks every allowed move, appending history, auditing each, and opening the account on the first activation only', async () => {
    const { request } = await create();
    const before = (await accountsOf(demoStore)).length;
    const path: OnboardingStatus[] = ['due_diligence_review', 'active', 'inactive', 'active', 'closed'];
    let accountId: number | null = null;
    for (const [index, status] of path.entries()) {
      const view = await move(request.id, status, at((index + 1) * 60_000));
      expect(view.request.status).toBe(status);
      expect(view.history.map((change) => change.status)).toEqual(['pending', ...path.slice(0, index + 1)]);
      expect(view.request.updatedAt).toEqual(at((index + 1) * 60_000));
      if (status === 'active') {
        accountId ??= view.request.accountId;
        expect(view.request.accountId).toBe(accountId);
      }
    }
    const accounts = await accountsOf(demoStore);
    expect(accounts).toHaveLength(before + 1);
    expect(accounts.find((account) => account.id === accountId)).toMatchObject({
      name: 'Padaria Pão Quente',
      organizationId: demoStore,
    });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, request.id), eq(auditLog.action, 'onboarding.transitioned')))
      .orderBy(auditLog.id);
    expect(audits.map((audit) => [audit.details.from, audit.details.to])).toEqual([
      ['pending', 'due_diligence_review'],
      ['due_diligence_review', 'active'],
      ['active', 'inactive'],
      ['inactive', 'active'],
      ['active', 'closed'],
    ]);
  });

  it('refuses a move the table does not allow: a state conflict on status, nothing written', async () => {
    const { request } = await create();
    const refusedOnStatus = { code: 'state_conflict' as const, field: 'status' };
    await expectDomainError(move(request.id, 'active'), {
      ...refusedOnStatus,
      message: expect.stringContaining('from pending to active'),
    });
    await expectDomainError(move(request.id, 'pending'), refusedOnStatus);
    await move(request.id, 'due_diligence_review');
    await move(request.id, 'canceled', at(120_000));
    await expectDomainError(move(request.id, 'due_diligence_review', at(180_000)), {
      ...refusedOnStatus,
      message: expect.stringContaining('final'),
    });
    const history = await db
      .select()
      .from(accountOpeningStatusHistory)
      .where(eq(accountOpeningStatusHistory.requestId, request.id));
    expect(history.map((change) => change.status)).toEqual(['pending', 'due_diligence_review', 'canceled']);
  });

  it('keeps the operator’s reason in the history', async () => {
    const { request } = await create();
    await transitionAccountOpeningRequest(
      db,
      testScope(demoStore),
      request.id,
      { status: 'due_diligence_review', reason: 'Documents received.' },
      actor,
      at(1_000),
    );
    const [, change] = await db
      .select()
      .from(accountOpeningStatusHistory)
      .where(eq(accountOpeningStatusHistory.requestId, request.id))
      .orderBy(accountOpeningStatusHistory.id);
    expect(change).toMatchObject({ status: 'due_diligence_review', reason: 'Documents received.' });
  });

  it('of racing transitions exactly one applies; racing activations open one account', async () => {
    const { request } = await create();
    const moves = await Promise.allSettled(Array.from({ length: 6 }, () => move(request.id, 'due_diligence_review')));
    expect(moves.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of moves.filter((r) => r.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'state_conflict', field: 'status' });
    }
    const before = (await accountsOf(demoStore)).length;
    const activations = await Promise.allSettled(
      Array.from({ length: 4 }, () => move(request.id, 'active', at(120_000))),
    );
    expect(activations.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await accountsOf(demoStore)).toHaveLength(before + 1);
    const history = await db
      .select()
      .from(accountOpeningStatusHistory)
      .where(eq(accountOpeningStatusHistory.requestId, request.id));
    expect(history.map((change) => change.status)).toEqual(['pending', 'due_diligence_review', 'active']);
  });
});

describe('onboarding events', () => {
  it('go to the registered URL only; account_id is only in the first activation’s event', async () => {
    const { request } = await create();
    await move(request.id, 'due_diligence_review', at(1_000));
    expect(await deliveriesOf(request.id)).toHaveLength(0); // nothing registered yet

    await registerWebhook(
      db,
      demoStore,
      { event: 'onboarding', url: 'https://hooks.example.com/onboarding' },
      actor,
      at(1_500),
    );
    const activated = await move(request.id, 'active', at(2_000));
    await move(request.id, 'inactive', at(3_000));
    await move(request.id, 'active', at(4_000));

    const deliveries = await deliveriesOf(request.id);
    expect(
      deliveries.map((delivery) => [delivery.eventKind, delivery.url, delivery.signatureKind, delivery.apiKeyId]),
    ).toEqual(Array(3).fill(['onboarding', 'https://hooks.example.com/onboarding', 'body', demoKeyId]));
    expect(deliveries.map((delivery) => JSON.parse(delivery.body))).toEqual([
      {
        id: request.id,
        status: 'active',
        updated_at: '2026-04-01T12:00:02.000Z',
        account_id: activated.request.accountId,
      },
      { id: request.id, status: 'inactive', updated_at: '2026-04-01T12:00:03.000Z' },
      { id: request.id, status: 'active', updated_at: '2026-04-01T12:00:04.000Z' },
    ]);
    expect(typeof activated.request.accountId).toBe('number');
  });

  it('are signed with the creating key and retried until the receiver answers 2xx: delivered after three attempts', async () => {
    const hook = await startReceiver([{ status: 500 }, { status: 503 }]);
    receivers.push(hook);
    await registerWebhook(db, demoStore, { event: 'onboarding', url: hook.url }, actor, T0);
    const { request } = await create();
    await move(request.id, 'due_diligence_review', T0);

    const run = (now: Date) => runDueJobs(db, jobHandlers, { now, workerId: 'onboarding-test' });
    await run(T0);
    await run(at(5_000));
    await run(at(5_000 + 59_999));
    expect(hook.received).toHaveLength(2);
    await run(at(65_000));
    expect(hook.received).toHaveLength(3);

    const delivery = theRow(await deliveriesOf(request.id), 'query');
    expect(delivery).toMatchObject({ status: 'delivered', attemptCount: 3 });
    const attempts = await db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery.id))
      .orderBy(webhookAttempts.id);
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([500, 503, 200]);
    for (const received of hook.received) {
      expect(received.body).toBe(delivery.body);
      expect(received.headers.authorization).toBe(`Bearer ${sha256hex(received.body + demoStoreKey)}`);
    }
  });
});

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

it('the demo seed gives Demo Store a request in every status, once', async () => {
  await seedDemoOnboarding(db, T0);
  await seedDemoOnboarding(db, T0);
  const { views } = await listAccountOpeningRequests(db, demoStore, listRequestsQuerySchema.parse({}));
  expect(views.map((view) => view.request.status).sort()).toEqual([...ONBOARDING_STATUSES].sort());
  for (const { request, history } of views) {
    const wasActive = history.some((change) => change.status === 'active');
    expect(request.accountId === null, request.status).toBe(!wasActive);
  }
});
