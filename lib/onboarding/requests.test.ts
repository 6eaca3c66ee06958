import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '@/db/schema';
import { seedDemoOnboarding } from '@/scripts/seed/onboarding';
import { DomainError } from '@/lib/errors';
import { freshTestDb } from '@/test/db';
import { ONBOARDING_STATUSES } from './rules';
import { listRequestsQuerySchema } from './schemas';
import { serializeAccountOpeningRequest } from './serialize';
import { getAccountOpeningRequest, listAccountOpeningRequests, parseRequestId } from './service';
import {
  at,
  create,
  db,
  demoKeyId,
  demoStore,
  expectDomainError,
  move,
  otherCompany,
  T0,
  useFreshDb,
} from '@/test/onboarding';

beforeEach(async () => useFreshDb(await freshTestDb()));

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
