import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '@/db/client';
import { merchantAccounts, webhookDeliveries } from '@/db/schema';
import { demoAccess } from '@/scripts/seed/demo';
import { authenticateApiKey } from '@/lib/accounts/api-keys';
import { DomainError } from '@/lib/errors';
import { testScope } from '@/lib/livemode';
import type { OnboardingStatus } from '@/lib/onboarding/rules';
import { createAccountOpeningRequestSchema } from '@/lib/onboarding/schemas';
import { createAccountOpeningRequest, transitionAccountOpeningRequest } from '@/lib/onboarding/service';

/**
 * What the onboarding test files (lib/onboarding/*.test.ts) share: the demo organizations on a fresh database, a
 * valid company, and shorthands for creating and moving a request. Each file calls `useFreshDb(await freshTestDb())`
 * in its `beforeEach`: importing test/db.ts itself is what puts the file in vitest's `db` project. The bindings below
 * are reassigned there, and every importer sees the current ones (ES module exports are live).
 */

export let db: Db;
export let demoStore: number;
export let otherCompany: number;
export let demoKeyId: number;
export const { demoStoreKey, otherCompanyKey } = demoAccess();
export const actor = { userId: null, apiKeyId: null };
export const T0 = new Date('2026-04-01T12:00:00.000Z');
export const at = (ms: number) => new Date(T0.getTime() + ms);

export async function useFreshDb(fresh: Db): Promise<void> {
  db = fresh;
  const demoKey = (await authenticateApiKey(db, demoStoreKey, T0))!;
  demoStore = demoKey.organizationId;
  demoKeyId = demoKey.id;
  otherCompany = (await authenticateApiKey(db, otherCompanyKey, T0))!.organizationId;
  process.env.WEBHOOK_ALLOW_PRIVATE = '1';
}

export const company = (overrides: Record<string, unknown> = {}) =>
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

export const create = (organizationId = demoStore, now = T0, apiKeyId: number | null = demoKeyId) =>
  createAccountOpeningRequest(db, organizationId, { input: company(), apiKeyId, actor, now });
export const move = (id: string, status: OnboardingStatus, now = at(60_000), organizationId = demoStore) =>
  transitionAccountOpeningRequest(db, testScope(organizationId), id, { status }, actor, now);
export const deliveriesOf = (id: string) =>
  db.select().from(webhookDeliveries).where(eq(webhookDeliveries.resourceId, id)).orderBy(webhookDeliveries.id);
export const accountsOf = (organizationId: number) =>
  db.select().from(merchantAccounts).where(eq(merchantAccounts.organizationId, organizationId));

export async function expectDomainError(promise: Promise<unknown>, expected: Partial<DomainError>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject(expected);
}
