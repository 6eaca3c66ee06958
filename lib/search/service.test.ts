import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '@/db/client';
import { seedDemoOnboarding } from '@/scripts/seed/onboarding';
import { seedDemoActivity } from '@/scripts/seed/activity';
import {
  accountOpeningRequests,
  merchantAccounts,
  organizations,
  payinCharges,
  payoutPayments,
  type MerchantAccount,
} from '@/db/schema';
import { createBatch } from '@/lib/qualification/create';
import { freshTestDb } from '@/test/db';
import { expectedShare, searchTerms, selectiveParts } from './rules';
import { readSearchSamples, type SearchSamples } from './samples';
import { search, SEARCH_WINDOW } from './service';
import { testScope, type Scope } from '@/lib/livemode';
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

describe('search over many payments', () => {
  // An organization of its own, 400 charges and 400 payouts, two of each created at every instant: invoices share a
  // dense `INV-000000` (or `PAY-000000`), and half the buyers and beneficiaries are called Beatriz Lima. Analyzed, as
  // autovacuum would, so the statistics steer the search: the newest-first window for a common name, the selective
  // parts of an invoice for the trigram index.
  let scope: Scope;
  let samples: SearchSamples;
  const names = `(array['Beatriz Lima', 'Beatriz Lima', 'Beatriz Lima', 'Beatriz Lima', 'Beatriz Lima',
    'Ana Beatriz Limeira', 'Ana Beatriz Limeira', 'Ana Beatriz Limeira', 'Otávio Nunes Rocha', 'Carla Souza'])[1 + i % 10]`;

  beforeAll(async () => {
    const organization = theRow(
      await db.insert(organizations).values({ name: 'Search Many' }).returning(),
      'insert organization',
    );
    const merchant = theRow(
      await db.insert(merchantAccounts).values({ organizationId: organization.id, name: 'Many Store' }).returning(),
      'insert merchant account',
    );
    scope = testScope(organization.id);
    const at = `timestamptz '2026-06-01 12:00:00Z' + (i / 2) * interval '1 minute'`;
    await db.execute(
      sql.raw(`insert into payin_charges (organization_id, merchant_account_id, livemode, hash, our_number, invoice,
        payment_method, amount, markup_amount, currency, country, buyer, buyer_document, status_id, expires_at,
        created_at, updated_at)
      select ${organization.id}, ${merchant.id}, false, md5('many' || i), i::text, 'INV-' || lpad(i::text, 9, '0'),
        'pix', 1000 + i, 0, 'BRL', 'BR', jsonb_build_object('name', ${names}, 'email', 'many' || i || '@example.com'),
        lpad(i::text, 11, '0'), 3, ${at}, ${at}, ${at}
      from generate_series(1, 400) i`),
    );
    await db.execute(
      sql.raw(`insert into payout_payments (organization_id, merchant_account_id, livemode, invoice, payment_method,
        amount, markup_amount, currency, country, beneficiary, beneficiary_document, status_id, created_at, updated_at)
      select ${organization.id}, ${merchant.id}, false, 'PAY-' || lpad(i::text, 9, '0'), 'PIX', 500 + i, 0, 'BRL', 'BR',
        jsonb_build_object('name', ${names}), lpad(i::text, 11, '0'), 3, ${at}, ${at}
      from generate_series(1, 400) i`),
    );
    await db.execute(sql`analyze payin_charges`);
    await db.execute(sql`analyze payout_payments`);
    samples = await readSearchSamples(db);
  }, 60_000);

  it('reads the statistics as the two strategies need them', () => {
    // Half the buyers are Beatriz Lima: 5 of them expected among the 20 newest, but no Otávio Nunes Rocha.
    expect(expectedShare('Beatriz Lima', samples.payinName) * 20).toBeGreaterThanOrEqual(5);
    expect(expectedShare('Otávio Nunes Rocha', samples.payinName) * 20).toBeLessThan(5);
    // `INV-00000` is in every invoice and `001` in a quarter of them: the index reads the rest.
    expect(selectiveParts('INV-000000123', samples.payinInvoice)).toEqual(['0123']);
    expect(selectiveParts('PAY-000000123', samples.payoutInvoice)).toEqual(['0123']);
  });

  it('finds exactly the newest five matches the plain query finds, whichever way it reads them', async () => {
    const plain = async (table: 'payin_charges' | 'payout_payments', text: string) => {
      const terms = searchTerms(text);
      const name = table === 'payin_charges' ? `buyer->>'name'` : `beneficiary->>'name'`;
      const documentColumn = table === 'payin_charges' ? 'buyer_document' : 'beneficiary_document';
      const matches = [
        sql`invoice = ${terms.text}`,
        ...(table === 'payin_charges' ? [sql`hash = ${terms.text}`] : []),
        ...(terms.id === null ? [] : [sql`id = ${terms.id}`]),
        ...(terms.document === null ? [] : [sql`${sql.raw(documentColumn)} = ${terms.document}`]),
        ...(terms.email === null || table !== 'payin_charges' ? [] : [sql`lower(buyer->>'email') = ${terms.email}`]),
        ...(terms.pattern === null
          ? []
          : [sql`${sql.raw(name)} ilike ${terms.pattern}`, sql`invoice ilike ${terms.pattern}`]),
      ];
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`select id::text as id from ${sql.raw(table)}
          where organization_id = ${scope.organizationId} and livemode = false and (${sql.join(matches, sql` or `)})
          order by created_at desc, id desc limit 5`),
      );
      return rows.map((row) => `${table === 'payin_charges' ? 'payin' : 'payout'}:${row.id}`);
    };
    const texts = ['Beatriz Lima', 'beatriz li', 'Lima', 'Ana Beatriz', 'Otávio Nunes Rocha', 'Carla Souza', 'Limeira'];
    // Not in any invoice, though their selective part is (`0123`, `0077`): found by the index, then dropped.
    texts.push('INV-000000123', 'PAY-000000077', '0000000123', '0000000077', '0000123', '123', 'many77@example.com');
    texts.push('Nobody', '%_');
    // Several words, looked up by their seams: whole or cut at either end, and a seam no name has.
    texts.push('távio Nunes Roc', 'Nunes Rocha', 'Beatriz Limeira', 'Ana Beatriz Lim', 'Lima Ana', 'Rocha  Carla');
    // Six digits or more, looked up by their runs of six: cut at either end, beside other characters, and a run none has.
    texts.push('000001', 'V-0000001', '0000003', 'inv-000000399', 'PAY-0000002', '999999');
    for (const text of texts) {
      const expected = [...(await plain('payin_charges', text)), ...(await plain('payout_payments', text))];
      for (const window of [10, 20, 50, SEARCH_WINDOW]) {
        const hits = await search(db, scope, text, { window, samples });
        const found = hits.filter((hit) => hit.kind === 'payin' || hit.kind === 'payout');
        expect(
          found.map((hit) => `${hit.kind}:${hit.id}`),
          `${text}, window ${window}`,
        ).toEqual(expected);
      }
    }
  });

  it('keeps the name seams beside the payments through inserts, renames, moves, status changes and deletes', async () => {
    // Rows of the seams table that the payments' own names do not give, and seams the payments give that it lacks.
    const drift = async (table: 'payin_charges' | 'payout_payments') => {
      const [seams, id, name] =
        table === 'payin_charges'
          ? ['payin_name_seams', 'charge_id', `buyer->>'name'`]
          : ['payout_name_seams', 'payout_id', `beneficiary->>'name'`];
      const given = `select organization_id, livemode, seam, created_at, id, ${name} from ${table},
        unnest(word_seams(${name})) seam`;
      const kept = `select organization_id, livemode, seam, created_at, ${id}, name from ${seams}`;
      const [row] = rowsOf<{ rows: number; kept: number }>(
        await db.execute(
          sql.raw(`select (select count(*) from ((${given}) except all (${kept})) a)
            + (select count(*) from ((${kept}) except all (${given})) b) as rows,
            (select count(*) from ${seams}) as kept`),
        ),
      );
      return { rows: Number(row?.rows), kept: Number(row?.kept) };
    };
    const inScope = sql`organization_id = ${scope.organizationId} and livemode = false`;
    const before = await drift('payin_charges');
    expect(before.rows).toBe(0);
    expect(before.kept).toBeGreaterThan(400); // two seams for each three-word name, one for each two-word one
    expect((await drift('payout_payments')).rows).toBe(0);

    // A status change rewrites nothing.
    await db.execute(sql`update payin_charges set status_id = 4 where ${inScope}`);
    expect(await drift('payin_charges')).toEqual(before);

    // A rename, a move to the other mode and a delete, in one statement each, over several rows.
    const newest = sql`(select id from payin_charges where ${inScope} order by created_at desc, id desc limit 3)`;
    await db.execute(
      sql`update payin_charges set buyer = buyer || '{"name": "Zuleica Prado Vasconcelos"}' where id in ${newest}`,
    );
    const renamed = await search(db, scope, 'Prado Vasconcelos', { samples });
    expect(renamed.filter((hit) => hit.kind === 'payin')).toHaveLength(3);
    await db.execute(sql`update payout_payments set livemode = true where ${inScope} and id % 7 = 0`);
    await db.execute(sql`delete from payin_charges where id in ${newest}`);
    expect(await search(db, scope, 'Prado Vasconcelos', { samples })).toEqual([]);
    expect((await drift('payin_charges')).rows).toBe(0);
    expect((await drift('payout_payments')).rows).toBe(0);
  });
});
