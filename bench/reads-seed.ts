import { drizzle } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import * as schema from '@/db/schema';
import { theRow } from '@/db/rows';
import { storeApiKey } from '@/lib/accounts/api-keys';
import { hashApiKey } from '@/lib/accounts/api-key-rules';

/**
 * The data of bench/dashboard-reads.ts: one organization ("Reads Bench") with MERCHANTS merchant accounts and
 * `count` charges and as many payouts over the last year, in test mode, inserted with set-based SQL through the
 * tables' own triggers (so the daily totals and the name seams are the triggers' own). The payments' secondary
 * indexes are dropped while a chunk of rows goes in and built again after it (much faster than maintaining them a row
 * at a time); a run stopped halfway leaves them missing, so drop the database then. Growing an existing database (1M → 10M) only adds rows:
 * row i is the same whatever the final count, its time spread over the year by `count` at the time it is written.
 */

export const MERCHANTS = 5;
const CHUNK = 250_000;
const FIRST = [
  'Ana', 'Beatriz', 'Carla', 'Daniel', 'Eduardo', 'Fernanda', 'Gabriel', 'Helena', 'Igor', 'Juliana', 'Lucas', 'Mariana',
  'Nicolas', 'Otávio', 'Paula', 'Rafael', 'Sofia', 'Thiago', 'Vitória', 'Wagner', 'Yasmin', 'Bruno', 'Camila', 'Diego',
]; // prettier-ignore
const LAST = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa',
  'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias',
  'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos',
]; // prettier-ignore

/** `First Last Last` from row i: 24 × 32 × 32 names, so one full name is about 1 in 24,576 rows. */
const nameOf = (i: string) => `(array[${FIRST.map((name) => `'${name}'`).join(',')}])[1 + (${i} % ${FIRST.length})]
  || ' ' || (array[${LAST.map((name) => `'${name}'`).join(',')}])[1 + ((${i} / ${FIRST.length}) % ${LAST.length})]
  || ' ' || (array[${LAST.map((name) => `'${name}'`).join(',')}])[1 + ((${i} / ${FIRST.length * LAST.length}) % ${LAST.length})]`;

export type ReadsBench = { organizationId: number; merchantIds: number[] };

/** The bench's organization, merchants and test key, made once. */
export async function benchOrganization(sql: postgres.Sql, apiKey: string): Promise<ReadsBench> {
  const db = drizzle(sql, { schema });
  const [existing] = await sql<{ id: number }[]>`select id from organizations where name = 'Reads Bench'`;
  const organizationId =
    existing?.id ??
    (await db.transaction(async (tx) => {
      const organization = theRow(
        await tx.insert(schema.organizations).values({ name: 'Reads Bench' }).returning(),
        'insert organization',
      );
      await tx
        .insert(schema.merchantAccounts)
        .values(
          Array.from({ length: MERCHANTS }, (_, n) => ({ organizationId: organization.id, name: `Store ${n + 1}` })),
        );
      return organization.id;
    }));
  const [key] = await sql`select 1 from api_keys where key_hash = ${hashApiKey(apiKey)}`;
  if (!key) {
    await storeApiKey(db, {
      organizationId,
      name: 'Reads bench',
      mode: 'test',
      plaintext: apiKey,
      actor: { userId: null, apiKeyId: null },
    });
  }
  const merchants = await sql<{ id: number }[]>`
    select id from merchant_accounts where organization_id = ${organizationId} order by id`;
  return { organizationId, merchantIds: merchants.map((row) => row.id) };
}

/** Drops a table's secondary indexes, runs `fill`, and builds them again from their definitions. */
async function withoutIndexes(sql: postgres.Sql, table: string, fill: () => Promise<void>): Promise<void> {
  const indexes = await sql<{ indexname: string; indexdef: string }[]>`
    select i.indexname, i.indexdef from pg_indexes i
    where i.tablename = ${table} and i.indexname not in (select conname from pg_constraint)`;
  for (const index of indexes) await sql.unsafe(`drop index "${index.indexname}"`);
  await fill();
  for (const index of indexes) await sql.unsafe(index.indexdef);
}

/** Rows i of a year ending now: row `count` is a minute ago; statuses by a hash of i, Created only in the last day. */
const timeOf = (count: number) =>
  `now() - interval '1 minute' - (${count}::int - i) * (interval '365 days' / ${count}::int)`;

async function seedCharges(sql: postgres.Sql, bench: ReadsBench, from: number, to: number, count: number) {
  await sql.unsafe(`
    with merchants as (select row_number() over (order by id) - 1 as slot, id from merchant_accounts
      where organization_id = ${bench.organizationId})
    insert into payin_charges (organization_id, merchant_account_id, livemode, hash, our_number, invoice,
      payment_method, amount, markup_amount, paid_amount, currency, country, buyer, buyer_document, status_id,
      expires_at, created_at, updated_at)
    select ${bench.organizationId}, m.id, false, md5('reads' || i), lpad(i::text, 11, '0'), 'INV-' || lpad(i::text, 9, '0'),
      case when abs(hashint4extended(i, 3)) % 3 = 0 then 'boleto' else 'pix' end, a.amount, a.amount / 100,
      case when s.status_id in (3, 4) then a.amount end, 'BRL', 'BR',
      jsonb_build_object('name', ${nameOf('i')}, 'email', 'buyer' || i || '@example.com',
        'document', jsonb_build_object('type', 'cpf', 'number', lpad((i::bigint * 7919 % 99999999999)::text, 11, '0'))),
      lpad((i::bigint * 7919 % 99999999999)::text, 11, '0'), s.status_id, t.at + interval '1 day', t.at,
      t.at + case when s.status_id = 1 then interval '0' else interval '1 hour' end
    from generate_series(${from}::int, ${to}::int) i
    join merchants m on m.slot = abs(hashint4extended(i, 1)) % ${MERCHANTS}
    cross join lateral (select ${timeOf(count)} as at) t
    cross join lateral (select 1000 + (i::bigint * 104729) % 500000 as amount) a
    cross join lateral (select case when t.at > now() - interval '1 day' and i % 4 = 0 then 1
      else (array[3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 2, 2, 7, 5, 4, 3, 4, 4, 3, 4])[1 + abs(hashint4extended(i, 2)) % 20] end as status_id) s`);
}

async function seedPayouts(sql: postgres.Sql, bench: ReadsBench, from: number, to: number, count: number) {
  await sql.unsafe(`
    with merchants as (select row_number() over (order by id) - 1 as slot, id from merchant_accounts
      where organization_id = ${bench.organizationId})
    insert into payout_payments (organization_id, merchant_account_id, livemode, invoice, payment_method, amount,
      markup_amount, currency, country, beneficiary, beneficiary_document, status_id, failure_reason, paid_at,
      created_at, updated_at)
    select ${bench.organizationId}, m.id, false, 'PAY-' || lpad(i::text, 9, '0'), 'PIX', a.amount, 150, 'BRL', 'BR',
      jsonb_build_object('name', ${nameOf('(i + 7)')}, 'document', jsonb_build_object('type', 'cpf', 'number', d.doc),
        'pix', jsonb_build_object('key', d.doc, 'key_type', 'CPF')),
      d.doc, s.status_id,
      case s.status_id when 4 then 'The beneficiary bank refused the transfer.'
        when 5 then 'The processor rejected the payout before sending it.' end,
      case when s.status_id = 3 then t.at + interval '1 minute' end, t.at, t.at + interval '1 minute'
    from generate_series(${from}::int, ${to}::int) i
    join merchants m on m.slot = abs(hashint4extended(i, 1)) % ${MERCHANTS}
    cross join lateral (select ${timeOf(count)} as at) t
    cross join lateral (select 500 + (i::bigint * 15485863) % 300000 as amount) a
    cross join lateral (select lpad((i::bigint * 6007 % 99999999999)::text, 11, '0') as doc) d
    cross join lateral (select case when t.at > now() - interval '10 minutes' then 1 + i % 2
      else (array[3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 5, 6, 3])[1 + abs(hashint4extended(i, 2)) % 20] end as status_id) s`);
}

/** Seeds up to `count` charges and payouts (what is there is kept), then analyzes the tables. */
export async function seedReads(sql: postgres.Sql, bench: ReadsBench, count: number): Promise<void> {
  const tables = [
    { table: 'payin_charges', seed: seedCharges },
    { table: 'payout_payments', seed: seedPayouts },
  ];
  for (const { table, seed } of tables) {
    const { present } = theRow(
      await sql.unsafe<{ present: number }[]>(
        `select count(*)::int as present from ${table} where organization_id = ${bench.organizationId}`,
      ),
      `count of ${table}`,
    );
    if (present >= count) continue;
    const started = performance.now();
    await withoutIndexes(sql, table, async () => {
      for (let from = present + 1; from <= count; from += CHUNK) {
        const to = Math.min(count, from + CHUNK - 1);
        await seed(sql, bench, from, to, count);
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        console.log(`${table}: ${to.toLocaleString('en')} of ${count.toLocaleString('en')} (${seconds} s)`);
      }
    });
    console.log(`${table}: indexes built (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  // Vacuumed, as autovacuum would have them, so the name seams are read from their index alone (index-only scans).
  const kept = ['payin_daily_totals', 'payout_daily_totals', 'payin_name_seams', 'payout_name_seams'];
  for (const table of ['payin_charges', 'payout_payments', ...kept]) {
    await sql.unsafe(`vacuum analyze ${table}`);
  }
}
