import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { payinStatusHistory, type MerchantAccount } from '@/db/schema';
import { testScope } from '@/lib/livemode';
import { actor, freshPaymentsDb } from '@/test/payments';
import { createCharge } from '@/lib/payin/create';
import { createPayinSchema, type CreatePayinInput } from '@/lib/payin/schemas';

/**
 * The payin tests' fixture: `beforeEach(freshPayinDb)` gives each test a fresh database, then `db`, `online` and
 * `marketplace` (live bindings) are that test's.
 */
export let db: Db;
export let online: MerchantAccount;
export let marketplace: MerchantAccount;
export { actor };
export const now = new Date('2026-03-10T12:00:00.000Z');

export async function freshPayinDb(): Promise<void> {
  ({ db, online, marketplace } = await freshPaymentsDb());
}

export function pixInput(overrides: Record<string, unknown> = {}): CreatePayinInput {
  return createPayinSchema(() => now).parse({
    invoice: `inv-${Math.random().toString(36).slice(2)}`,
    payment_method: 'pix',
    amount: 1000,
    currency: 'BRL',
    country: 'BR',
    notification_url: 'http://127.0.0.1:9/hooks',
    buyer: { name: 'Ana Souza', email: 'ana@example.com', document: { type: 'CPF', number: '52998224725' } },
    pix: { expire_date: '2026-03-11T12:00:00' },
    ...overrides,
  });
}

export function boletoInput(): CreatePayinInput {
  return createPayinSchema(() => now).parse({
    invoice: `boleto-${Math.random().toString(36).slice(2)}`,
    payment_method: 'boleto',
    amount: 15000,
    currency: 'BRL',
    country: 'BR',
    buyer: {
      name: 'Ana Souza',
      email: 'ana@example.com',
      document: { type: 'cpf', number: '529.982.247-25' },
      address: {
        street: 'Rua A',
        number: '10',
        complement: '',
        zipcode: '01310-100',
        city: 'São Paulo',
        district: 'Bela Vista',
        state_code: 'sp',
      },
    },
    originator_legal_entity: { name: 'Loja Exemplo', document: '11222333000181', helpdesk: 'help@loja.example' },
    boleto: { expire_date: '2026-03-20' },
  });
}

/** A test-mode charge of the account, created at `now`. */
export const create = (account: MerchantAccount, input: CreatePayinInput) =>
  createCharge(db, { scope: testScope(account.organizationId), account, input, apiKeyId: null, actor, now });

/** Moves the charge's creation into the past, as the database clock sees it. */
export async function age(id: number, minutes: number) {
  await db.execute(
    sql`update payin_charges set created_at = now() - make_interval(mins => ${minutes}) where id = ${id}`,
  );
}

/** The charge's status ids, oldest first. */
export const historyOf = async (id: number) =>
  (
    await db.select().from(payinStatusHistory).where(eq(payinStatusHistory.chargeId, id)).orderBy(payinStatusHistory.id)
  ).map((row) => row.statusId);
