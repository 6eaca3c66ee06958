import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { seedDemoOnboarding } from '@/scripts/seed/onboarding';
import { seedDemoActivity } from '@/scripts/seed/activity';
import {
  accountOpeningRequests,
  merchantAccounts,
  payinCharges,
  payoutPayments,
  type MerchantAccount,
} from '@/db/schema';
import { createBatch } from '@/lib/qualification/create';
import { freshTestDb } from '@/test/db';
import { search } from './service';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';
import { elementAt } from '@/lib/arrays';
import { validBeneficiary } from '@/test/beneficiary';

let db: Db;
let online: MerchantAccount;
let other: MerchantAccount;

beforeAll(async () => {
  db = await freshTestDb();
  await seedDemoActivity(db);
  await seedDemoOnboarding(db);
  online = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Online')),
    'select from merchantAccounts',
  );
  other = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Other Company')),
    'select from merchantAccounts',
  );
  const record = {
    custom_code: 'SEARCH-ME',
    batch_code: 'SEARCH-BATCH',
    beneficiary: validBeneficiary({ document: '39053344705' }),
  };
  await createBatch(db, {
    scope: testScope(online.organizationId),
    account: online,
    serviceId: 1,
    data: [record],
    apiKeyId: null,
    actor: { userId: null, apiKeyId: null },
    now: new Date(),
  });
}, 60_000);

const kinds = async (organizationId: number, query: string) =>
  (await search(db, testScope(organizationId), query)).map((hit) => `${hit.kind}:${hit.id}`);

describe('search', () => {
  it('finds a charge by id, invoice, hash, buyer document and e-mail', async () => {
    const charge = theRow(
      await db.select().from(payinCharges).where(eq(payinCharges.invoice, 'demo-demo-store-online-001')),
      'select from payinCharges',
    );
    const found = `payin:${charge.id}`;
    expect(await kinds(online.organizationId, String(charge.id))).toContain(found);
    expect(await kinds(online.organizationId, 'demo-demo-store-online-001')).toEqual([found]);
    expect(await kinds(online.organizationId, charge.hash)).toEqual([found]);
    expect(await kinds(online.organizationId, '529.982.247-25')).toContain(found);
    expect(await kinds(online.organizationId, 'BEATRIZ@example.com')).toContain(found);
  });

  it('finds a payout by invoice and beneficiary document, and a qualification record by custom code and document', async () => {
    const payout = theRow(
      await db.select().from(payoutPayments).where(eq(payoutPayments.invoice, 'payout-demo-store-online-005')),
      'select from payoutPayments',
    );
    expect(await kinds(online.organizationId, 'payout-demo-store-online-005')).toEqual([`payout:${payout.id}`]);
    expect(await kinds(online.organizationId, '100.005.500-00')).toContain(`payout:${payout.id}`);
    const byCode = await search(db, testScope(online.organizationId), 'SEARCH-ME');
    expect(byCode).toEqual([
      expect.objectContaining({
        kind: 'qualification',
        label: expect.stringContaining('SEARCH-ME'),
        status: 'Received',
      }),
    ]);
    expect(await kinds(online.organizationId, '390.533.447-05')).toContain(`qualification:${byCode[0]?.id}`);
  });

  it('finds an onboarding request by id, CNPJ, contact e-mail and part of its legal name', async () => {
    const request = theRow(
      await db
        .select()
        .from(accountOpeningRequests)
        .where(eq(accountOpeningRequests.organizationId, online.organizationId))
        .limit(1),
      'select from accountOpeningRequests',
    );
    const found = `onboarding:${request.id}`;
    expect(await kinds(online.organizationId, request.id.toUpperCase())).toEqual([found]);
    expect(await kinds(online.organizationId, request.company.tax_id)).toContain(found);
    expect(
      await kinds(online.organizationId, elementAt(request.company.contacts, 0, 'contacts').email.toUpperCase()),
    ).toContain(found);
    expect(await kinds(online.organizationId, request.company.legal_name.slice(0, 8).toLowerCase())).toContain(found);
  });

  it('finds buyers and beneficiaries by a part of their name, and charges and payouts by a part of their invoice', async () => {
    const charge = theRow(
      await db.select().from(payinCharges).where(eq(payinCharges.invoice, 'demo-demo-store-online-001')),
      'select from payinCharges',
    );
    const payout = theRow(
      await db.select().from(payoutPayments).where(eq(payoutPayments.invoice, 'payout-demo-store-online-005')),
      'select from payoutPayments',
    );
    expect(charge.buyer.name).toBe('Beatriz Lima');
    expect(await kinds(online.organizationId, 'Beatriz Lima')).toContain(`payin:${charge.id}`);
    expect(await kinds(online.organizationId, 'beatriz li')).toContain(`payin:${charge.id}`);
    expect(await kinds(online.organizationId, payout.beneficiary.name.slice(2, 9).toUpperCase())).toContain(
      `payout:${payout.id}`,
    );
    expect(await kinds(online.organizationId, 'store-online-001')).toContain(`payin:${charge.id}`);
    expect(await kinds(online.organizationId, 'out-demo-store-online-005')).toEqual([`payout:${payout.id}`]);
    expect(await kinds(other.organizationId, 'Beatriz Lima')).not.toContain(`payin:${charge.id}`);
  });

  it('never returns another organization’s records, even for a shared buyer document', async () => {
    const foreign = theRow(
      await db.select().from(payinCharges).where(eq(payinCharges.merchantAccountId, online.id)).limit(1),
      'select from payinCharges',
    );
    expect(await kinds(other.organizationId, foreign.invoice)).toEqual([]);
    expect(await kinds(other.organizationId, foreign.hash)).toEqual([]);
    const shared = await search(db, testScope(other.organizationId), '52998224725');
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((hit) => hit.label.includes('other-company'))).toBe(true);
    expect(await kinds(other.organizationId, 'SEARCH-ME')).toEqual([]);
  });

  it('answers nothing for blank text, and treats LIKE wildcards literally', async () => {
    expect(await search(db, testScope(online.organizationId), '   ')).toEqual([]);
    expect(await kinds(online.organizationId, '%%%')).toEqual([]);
  });
});
