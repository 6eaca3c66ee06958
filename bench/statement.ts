/**
 * The README's performance table: the statement answers a page in ≤ 20 ms over HTTP at 1,000,000 entries on one
 * account, first page and deep cursor alike, and a balance is one indexed row per kind.
 *
 *   npm run build && npx tsx bench/statement.ts
 *
 * It creates (once) the Postgres database BENCH_DATABASE_URL (default payrail_bench_statement on 127.0.0.1) with the
 * demo data, plus an organization of its own ("Statement Bench", key BENCH_KEY) whose one merchant account has
 * ENTRIES (default 1,000,000) entries on its available account over the last year. They are booked through the
 * ledger's own triggers, none disabled: one sandbox top-up, then set-based inserts of payout and refund holds and
 * returns (available ↔ reserved), 50,000 transactions per database transaction, each entry moving its balance and
 * checked at commit like any other. Then it starts `next start` on PORT (default 3520), times each case RUNS times
 * (default 21) over HTTP with keep-alive, prints the medians, and prints the plans Postgres picks for the page queries.
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from '@/db/schema';
import { theRow } from '@/db/rows';
import type { Executor } from '@/db/client';
import { storeApiKey } from '@/lib/accounts/api-keys';
import { readBalance } from '@/lib/ledger/queries';
import { statementRows, type StatementFilter } from '@/lib/ledger/statement';
import { ensureDatabase, median, startNext } from './support';

// The bench's key is sealed with the demo's secret (.data/), which the demo server started below opens it with.
process.env.PAYRAIL_DEMO ??= '1';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/payrail_bench_statement';
const port = Number(process.env.PORT ?? 3520);
const entries = Number(process.env.ENTRIES ?? 1_000_000);
const runs = Number(process.env.RUNS ?? 21);
const apiKey = process.env.BENCH_KEY ?? 'sk_test_StatementBenchKey000000000000000';
const baseUrl = `http://127.0.0.1:${port}/api/v2/account`;
const BAR_MS = 20;
// Transactions per database transaction. Every entry updates its account's row, and within one database transaction
// each update walks the row's versions written before it, so a chunk costs its size squared: 50,000 took minutes.
const CHUNK = 1_000;
// Far above any id a payout or refund of the demo data has: the bench's holds name resources of their own.
const RESOURCE_BASE = 1_000_000_000_000;
const HOLD = 3_100;

type Bench = { organizationId: number; merchantId: number; available: number; reserved: number };

/** The bench's organization, merchant account and key, made once; its ledger accounts come with the top-up. */
async function benchOrganization(sql: postgres.Sql): Promise<{ organizationId: number; merchantId: number }> {
  const [existing] = await sql<{ organization_id: number; id: number }[]>`
    select m.organization_id, m.id from merchant_accounts m join organizations o on o.id = m.organization_id
    where o.name = 'Statement Bench'`;
  if (existing) return { organizationId: existing.organization_id, merchantId: existing.id };
  const db = drizzle(sql, { schema });
  return db.transaction(async (tx) => {
    const organization = theRow(
      await tx.insert(schema.organizations).values({ name: 'Statement Bench' }).returning(),
      'insert organization',
    );
    const merchant = theRow(
      await tx
        .insert(schema.merchantAccounts)
        .values({ organizationId: organization.id, name: 'Statement Bench Store' })
        .returning(),
      'insert merchant account',
    );
    await storeApiKey(tx, {
      organizationId: organization.id,
      name: 'Statement bench',
      mode: 'test',
      plaintext: apiKey,
      actor: { userId: null, apiKeyId: null },
    });
    return { organizationId: organization.id, merchantId: merchant.id };
  });
}

/** The merchant's ledger accounts, made (with the organization's) by a first top-up a year ago. */
async function fundedAccounts(sql: postgres.Sql, organizationId: number, merchantId: number): Promise<Bench> {
  const accounts = () => sql<{ kind: string; id: number }[]>`
    select kind, id from ledger_accounts where organization_id = ${organizationId} and livemode = false`;
  if ((await accounts()).length === 0) {
    await sql.begin(async (tx) => {
      const kinds = ['processor_clearing', 'markup_revenue', 'adjustments', 'pending', 'available', 'reserved'];
      for (const kind of kinds) {
        const merchant = ['pending', 'available', 'reserved'].includes(kind) ? merchantId : null;
        await tx`insert into ledger_accounts (organization_id, merchant_account_id, livemode, kind)
          values (${organizationId}, ${merchant}, false, ${kind})`;
      }
      const [txn] = await tx<{ id: number }[]>`
        insert into ledger_transactions (organization_id, livemode, type, resource_type, resource_id, description, created_at)
        values (${organizationId}, false, 'sandbox_topup', 'adjustment', null, 'Bench funds', now() - interval '366 days')
        returning id`;
      const [adjustments, available] = await Promise.all(
        ['adjustments', 'available'].map(
          async (kind) =>
            (
              await tx<{ id: number }[]>`select id from ledger_accounts where organization_id = ${organizationId}
              and livemode = false and kind = ${kind}`
            )[0]!.id,
        ),
      );
      await tx`insert into ledger_entries (transaction_id, account_id, amount)
        values (${txn!.id}, ${adjustments!}, -10000000), (${txn!.id}, ${available!}, 10000000)`;
    });
  }
  const byKind = Object.fromEntries((await accounts()).map((row) => [row.kind, row.id]));
  return { organizationId, merchantId, available: byKind.available!, reserved: byKind.reserved! };
}

/**
 * Holds and returns, four kinds in turn (payout reserved, payout returned, refund reserved, refund returned), each
 * one entry on available and one on reserved, dated evenly over the last year: `entries` on available in all. A
 * hold and its return name the same payout or refund. The dates follow ENTRIES: a database seeded with one count is
 * not grown with another (drop it first).
 */
async function seedEntries(sql: postgres.Sql, bench: Bench): Promise<void> {
  const { n } = theRow(
    await sql`select count(*) - 1 as n from ledger_entries where account_id = ${bench.available}`, // less the top-up
    'count of entries',
  );
  const started = performance.now();
  for (let done = Number(n); done < entries; done += CHUNK) {
    const end = Math.min(entries, done + CHUNK);
    await sql.begin(async (tx) => {
      const before = theRow(await tx`select coalesce(max(id), 0) as id from ledger_transactions`, 'last id').id;
      await tx`
        insert into ledger_transactions (organization_id, livemode, type, resource_type, resource_id, description, created_at)
        select ${bench.organizationId}, false, k.type, k.resource_type, ${RESOURCE_BASE}::bigint + (i - 1) / 2,
          k.description || ' ' || (${RESOURCE_BASE}::bigint + (i - 1) / 2),
          now() - interval '365 days' + i * (interval '365 days' / ${entries}::int)
        from generate_series(${done + 1}::int, ${end}::int) i
        cross join lateral (select case i % 4
          when 1 then 'payout_reserved' when 2 then 'payout_returned' when 3 then 'refund_reserved' else 'refund_returned' end as type) t
        cross join lateral (select t.type, case when i % 4 in (1, 2) then 'payout' else 'refund' end as resource_type,
          case i % 4 when 1 then 'Payout held for' when 2 then 'Payout returned:' when 3 then 'Refund held for' else 'Refund returned:' end as description) k
        order by i`;
      // In time order, so each entry finds its account's last one no later than itself (the trigger's rule).
      await tx`
        insert into ledger_entries (transaction_id, account_id, amount)
        select t.id, a.account_id, a.amount
        from ledger_transactions t
        cross join lateral (values
          (${bench.available}::int, case when t.type like '%reserved' then ${-HOLD}::bigint else ${HOLD}::bigint end),
          (${bench.reserved}::int, case when t.type like '%reserved' then ${HOLD}::bigint else ${-HOLD}::bigint end)
        ) a(account_id, amount)
        where t.id > ${before}
        order by t.created_at, t.id, a.account_id`;
    });
    if (end % 50_000 === 0 || end === entries) {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`seeded ${end.toLocaleString('en')} of ${entries.toLocaleString('en')} entries (${seconds} s)`);
    }
  }
  await sql`vacuum analyze ledger_entries`;
  await sql`vacuum analyze ledger_transactions`;
  await sql`vacuum analyze ledger_accounts`;
}

async function timeRequest(url: string): Promise<{ ms: number; body: { data?: { id: number }[] } }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${apiKey}` } });
  const body = (await response.json()) as { data?: { id: number }[] };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, body };
}

async function timeCase(path: string): Promise<{ ms: number; rows: number }> {
  const url = `${baseUrl}/${path}`;
  const { body } = await timeRequest(url);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) samples.push((await timeRequest(url)).ms);
  return { ms: median(samples), rows: body.data?.length ?? 1 };
}

/**
 * The plans Postgres picks for the queries the app sends: each read runs once through lib/ledger with a logger that
 * keeps its SQL and parameters, and the last query (the page, or the balances) is explained with them.
 */
async function plan(sql: postgres.Sql, read: (db: Executor) => Promise<unknown>): Promise<string> {
  const queries: { query: string; params: unknown[] }[] = [];
  const db = drizzle(sql, { schema, logger: { logQuery: (query, params) => queries.push({ query, params }) } });
  await read(db);
  const last = queries.at(-1);
  if (!last) throw new Error('the read sent no query');
  const rows = await sql.unsafe<{ 'QUERY PLAN': string }[]>(
    `explain (analyze, buffers, costs off) ${last.query}`,
    last.params as postgres.ParameterOrJSON<never>[],
  );
  return rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n');
}

await ensureDatabase(databaseUrl);
const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const { organizationId, merchantId } = await benchOrganization(sql);
const bench = await fundedAccounts(sql, organizationId, merchantId);
await seedEntries(sql, bench);
const depth = Math.floor(entries * 0.9);
const deep = theRow(
  await sql`select id, to_char(created_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as day
    from ledger_entries where account_id = ${bench.available} order by created_at desc, id desc offset ${depth} limit 1`,
  'deep entry',
);
const deepTyped = theRow(
  await sql`select id from ledger_entries where account_id = ${bench.available} and type = 'payout_returned'
    order by created_at desc, id desc offset ${Math.floor(depth / 4)} limit 1`,
  'deep typed entry',
);

const statement = `${merchantId}/statement`;
/** Each case and whether the bar applies: a page of the default size (25) does; four of them at once only informs. */
const cases: [string, string, boolean?][] = [
  ['balance', `${merchantId}/balance`],
  ['statement, first page', statement],
  [`statement, cursor ${depth.toLocaleString('en')} entries deep`, `${statement}?starting_after=${deep.id}`],
  ['statement, type=payout_returned, first page', `${statement}?type=payout_returned`],
  ['statement, type=payout_returned, deep cursor', `${statement}?type=payout_returned&starting_after=${deepTyped.id}`],
  ['statement, one day (from=to)', `${statement}?from=${deep.day}&to=${deep.day}`],
  ['statement, account=all, first page', `${statement}?account=all`],
  ['statement, account=all, deep cursor', `${statement}?account=all&starting_after=${deep.id}`],
  ['statement, limit=100, deep cursor (no bar)', `${statement}?limit=100&starting_after=${deep.id}`, false],
  ['balance history (one day)', `${merchantId}/balance/history?date=${deep.day}`],
  ['balance series (30 days)', `${merchantId}/balance/series`],
];

const stop = await startNext(databaseUrl, port, { WORKER_IN_APP: '0' });
let misses = 0;
try {
  for (const [, path] of cases) await timeCase(path); // warm the server's code paths
  const floor = await timeCase('merchants');
  console.log(
    `\n${entries.toLocaleString('en')} entries on one available account; medians of ${runs} requests over HTTP (keep-alive)`,
  );
  console.log(`floor: GET /v2/account/merchants (auth, one small query) ${floor.ms.toFixed(1)} ms\n`);
  console.log(`${'case'.padEnd(52)} ${'rows'.padStart(5)} ${'median ms'.padStart(10)}  verdict`);
  for (const [label, path, barred = true] of cases) {
    const result = await timeCase(path);
    const ok = !barred || result.ms <= BAR_MS;
    if (!ok) misses++;
    console.log(
      `${label.padEnd(52)} ${String(result.rows).padStart(5)} ${result.ms.toFixed(1).padStart(10)}  ${!barred ? '' : ok ? 'meets the bar' : 'MISSES the bar'}`,
    );
  }
  const scope = { organizationId, livemode: false };
  const available = [{ id: bench.available, kind: 'available' as const, balance: 0 }];
  const page = (filter: Omit<StatementFilter, 'account'>) => (db: Executor) =>
    statementRows(db, available, { account: 'available', ...filter }, 25);
  console.log('\nplans (EXPLAIN ANALYZE of the queries lib/ledger sends):');
  console.log(`  balance:\n${await plan(sql, (db) => readBalance(db, scope, merchantId))}`);
  console.log(`  first page:\n${await plan(sql, page({}))}`);
  console.log(`  deep cursor:\n${await plan(sql, page({ startingAfter: deep.id }))}`);
  console.log(
    `  type, deep cursor:\n${await plan(sql, page({ type: 'payout_returned', startingAfter: deepTyped.id }))}`,
  );
} finally {
  stop();
  await sql.end();
}
console.log(misses === 0 ? '\nevery case meets the bar' : `\n${misses} case(s) miss the bar`);
process.exit(misses === 0 ? 0 : 1);
