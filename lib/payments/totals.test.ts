import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '@/db/client';
import { theRow } from '@/db/rows';
import { merchantAccounts, organizations } from '@/db/schema';
import { listCharges } from '@/lib/payin/queries';
import { listPayouts } from '@/lib/payout/queries';
import type { Scope } from '@/lib/livemode';
import { freshTestDb } from '@/test/db';

// The daily totals (migration 0014) against a recount of the payments after random changes, and the lists' totals
// and far pages against the plain count and offset they stand for. Both modes, two organizations, on both backends.

let db: Db;
let merchants: { id: number; organizationId: number }[];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

async function insertCharges(pick: (below: number) => number, count: number) {
  const rows = Array.from({ length: count }, () => {
    const merchant = merchants[pick(merchants.length)]!;
    const at = new Date(Date.UTC(2026, 10, 1) + pick(20 * 24) * 3_600_000 + pick(3_600) * 1000).toISOString();
    return sql`(${merchant.organizationId}, ${merchant.id}, ${pick(2) === 1}, md5(random()::text), '1',
      'T-' || md5(random()::text), ${pick(3) === 0 ? 'boleto' : 'pix'}, ${100 + pick(100_000)}, ${pick(500)}, 'BRL', 'BR',
      '{"name":"Test Buyer"}'::jsonb, '12345678909', ${[1, 2, 3, 4, 5, 7][pick(6)]}, now(), ${at}::timestamptz, ${at}::timestamptz)`;
  });
  await db.execute(sql`insert into payin_charges (organization_id, merchant_account_id, livemode, hash, our_number,
    invoice, payment_method, amount, markup_amount, currency, country, buyer, buyer_document, status_id, expires_at,
    created_at, updated_at) values ${sql.join(rows, sql`, `)}`);
}

async function insertPayouts(pick: (below: number) => number, count: number) {
  const rows = Array.from({ length: count }, () => {
    const merchant = merchants[pick(merchants.length)]!;
    const at = new Date(Date.UTC(2026, 10, 1) + pick(20 * 24) * 3_600_000).toISOString();
    return sql`(${merchant.organizationId}, ${merchant.id}, ${pick(2) === 1}, 'P-' || md5(random()::text), 'PIX',
      ${100 + pick(100_000)}, ${pick(300)}, 'BRL', 'BR', '{"name":"Test Beneficiary"}'::jsonb, '12345678909',
      ${1 + pick(6)}, ${at}::timestamptz, ${at}::timestamptz)`;
  });
  await db.execute(sql`insert into payout_payments (organization_id, merchant_account_id, livemode, invoice,
    payment_method, amount, markup_amount, currency, country, beneficiary, beneficiary_document, status_id, created_at,
    updated_at) values ${sql.join(rows, sql`, `)}`);
}

/** Random changes: several rows or one moved to another status, amounts changed, some deleted, many at once. */
async function randomChanges(pick: (below: number) => number, rounds: number) {
  for (let round = 0; round < rounds; round++) {
    const payin = pick(2) === 0;
    const table = sql.raw(payin ? 'payin_charges' : 'payout_payments');
    const statuses = payin ? [1, 2, 3, 4, 5, 7] : [1, 2, 3, 4, 5, 6];
    const change = pick(4);
    if (change === 0) {
      // Moved a while after their creation, or (by hand) dated before it: updated_at follows no rule the lists
      // could lean on.
      await db.execute(
        sql`update ${table} set status_id = ${statuses[pick(statuses.length)]!},
          updated_at = created_at + (id * ${1 + pick(97)} % 900 - 100) * interval '1 hour' where id % 7 = ${pick(7)}`,
      );
    } else if (change === 1) {
      await db.execute(sql`update ${table} set status_id = ${statuses[pick(statuses.length)]!},
        amount = amount + ${pick(1000)}, markup_amount = ${pick(100)} where id = (select min(id) + ${pick(50)} from ${table})`);
    } else if (change === 2) {
      await db.execute(sql`delete from ${table} where id % 29 = ${pick(29)}`);
    } else {
      // At once: on Postgres, concurrent statements upserting the same day's totals.
      await Promise.all([
        insertCharges(pick, 1 + pick(20)),
        insertCharges(pick, 1 + pick(20)),
        insertPayouts(pick, 1 + pick(20)),
        db.execute(sql`update payin_charges set status_id = 3 where id % 11 = ${pick(11)} and status_id = 1`),
        db.execute(sql`update payout_payments set status_id = 4 where id % 11 = ${pick(11)} and status_id = 2`),
      ]);
    }
  }
}

beforeAll(async () => {
  db = await freshTestDb();
  const other = theRow(
    await db.insert(organizations).values({ name: 'Totals Other' }).returning(),
    'insert organization',
  );
  await db.insert(merchantAccounts).values({ organizationId: other.id, name: 'Other Store' });
  merchants = await db
    .select({ id: merchantAccounts.id, organizationId: merchantAccounts.organizationId })
    .from(merchantAccounts);
  const pick = random(20_261_127);
  await insertCharges(pick, 400);
  await insertPayouts(pick, 300);
  await randomChanges(pick, 40);
}, 120_000);

describe('daily totals', () => {
  it('equal a recount of charges and payouts after random inserts, status moves, amount changes and deletes', async () => {
    const recount = (table: string, key: string) =>
      db.execute(
        sql.raw(`select organization_id, livemode, (created_at at time zone 'America/Sao_Paulo')::date::text as day,
          merchant_account_id, ${key} status_id, count(*)::int as n, sum(amount)::bigint::text as amount,
          sum(markup_amount)::bigint::text as markup
        from ${table} group by 1, 2, 3, 4, ${key} status_id order by 1, 2, 3, 4, ${key} status_id`),
      );
    const kept = (table: string, count: string, key: string) =>
      db.execute(
        sql.raw(`select organization_id, livemode, created_on::text as day, merchant_account_id, ${key} status_id,
          ${count}::int as n, amount::text as amount, markup_amount::text as markup
        from ${table} where ${count} <> 0 or amount <> 0 or markup_amount <> 0 order by 1, 2, 3, 4, ${key} status_id`),
      );
    const charges = rowsOf(await recount('payin_charges', 'payment_method,'));
    expect(charges.length).toBeGreaterThan(50);
    expect(rowsOf(await kept('payin_daily_totals', 'charges', 'payment_method,'))).toEqual(charges);
    const payouts = rowsOf(await recount('payout_payments', ''));
    expect(payouts.length).toBeGreaterThan(20);
    expect(rowsOf(await kept('payout_daily_totals', 'payouts', ''))).toEqual(payouts);
  });
});

describe('list totals and far pages', () => {
  const queries = [
    {},
    { status_id: 3 },
    { merchant_id: 0, payment_method: 'boleto' as const },
    { created_at_start: '2026-11-05', created_at_end: '2026-11-12' },
    { created_at_start: '2026-11-05T13:30:00Z', created_at_end: '2026-11-12T08:00:00Z', status_id: 4 },
    { created_at_start: '2026-11-05T13:30:00Z', created_at_end: '2026-11-05T20:00:00Z' },
    { created_at_end: '2026-11-09T10:00:00-03:00', merchant_id: 0 },
    { created_at_start: '2026-11-12', status_id: 3 },
  ];
  const base = { page: 1, per_page: 7 };

  async function expectLikeCountAndOffset(scope: Scope, kind: 'payin' | 'payout') {
    const table = kind === 'payin' ? 'payin_charges' : 'payout_payments';
    // A created-at filter is read day by day when sorted by id or updated_at (lib/payments/queries.ts): every sort
    // and order of it against the plain query.
    const cases = queries.flatMap((filters) =>
      'created_at_start' in filters || 'created_at_end' in filters
        ? (['id', 'updated_at', 'created_at', 'amount'] as const).flatMap((sort_by) =>
            (['asc', 'desc'] as const).map((sort_order) => ({ filters, sort_by, sort_order })),
          )
        : [{ filters, sort_by: 'amount' as const, sort_order: 'asc' as const }],
    );
    for (const { filters, sort_by, sort_order } of cases) {
      const own = merchants.find((merchant) => merchant.organizationId === scope.organizationId)!;
      const merchantId = 'merchant_id' in filters ? own.id : undefined;
      const query = { ...base, ...filters, sort_by, sort_order, merchant_id: merchantId };
      const where = sql.join(
        [
          sql`organization_id = ${scope.organizationId} and livemode = ${scope.livemode}`,
          ...(merchantId === undefined ? [] : [sql`merchant_account_id = ${merchantId}`]),
          ...(query.status_id === undefined ? [] : [sql`status_id = ${query.status_id}`]),
          ...(kind === 'payin' && 'payment_method' in filters ? [sql`payment_method = 'boleto'`] : []),
        ],
        sql` and `,
      );
      const list = (page: number) =>
        kind === 'payin' ? listCharges(db, scope, { ...query, page }) : listPayouts(db, scope, { ...query, page });
      const ids = async (page: number) => {
        const { views } = await list(page);
        return views.map((view) =>
          'charge' in view ? view.charge.id : (view as { payout: { id: number } }).payout.id,
        );
      };
      const { total } = await list(1);
      const range = sql.join(
        [
          query.created_at_start === undefined
            ? sql`true`
            : query.created_at_start.length > 10
              ? sql`created_at >= ${query.created_at_start}::timestamptz`
              : sql`created_at >= (${query.created_at_start}::date::timestamp at time zone 'America/Sao_Paulo')`,
          query.created_at_end === undefined
            ? sql`true`
            : query.created_at_end.length > 10
              ? sql`created_at <= ${query.created_at_end}::timestamptz`
              : sql`created_at < ((${query.created_at_end}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`,
        ],
        sql` and `,
      );
      const all = rowsOf<{ key: string }>(
        await db.execute(
          sql`select id::text as key from ${sql.raw(table)} where ${where} and ${range} order by ${sql.raw(`${sort_by} ${sort_order}, id ${sort_order}`)}`,
        ),
      ).map((row) => Number(row.key));
      expect(total, JSON.stringify(filters)).toBe(all.length);
      const last = Math.max(1, Math.ceil(total / base.per_page));
      for (const page of new Set([1, 2, Math.ceil(last / 2), last - 1, last, last + 1])) {
        if (page < 1) continue;
        const got = await ids(page);
        expect(got, `${JSON.stringify(filters)} page ${page}`).toEqual(
          all.slice((page - 1) * base.per_page, page * base.per_page),
        );
      }
    }
  }

  for (const livemode of [false, true]) {
    it(`count and page payins and payouts exactly in ${livemode ? 'live' : 'test'} mode, in each organization`, async () => {
      for (const organizationId of new Set(merchants.map((merchant) => merchant.organizationId))) {
        await expectLikeCountAndOffset({ organizationId, livemode }, 'payin');
        await expectLikeCountAndOffset({ organizationId, livemode }, 'payout');
      }
    }, 120_000);
  }
});
