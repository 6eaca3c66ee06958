/**
 * The README's performance table: every dashboard read answers in a median ≤ 50 ms over HTTP with 1,000,000 charges
 * and 1,000,000 payouts in one organization, and at 10,000,000 in ≤ 2 × its own figure at 1,000,000.
 *
 *   npm run build && npx tsx bench/dashboard-reads.ts
 *   ROWS=10000000 npx tsx bench/dashboard-reads.ts     # grows the same database, prints the growth from the 1M run
 *
 * It creates (once) the Postgres database BENCH_DATABASE_URL (default payrail_bench_reads on 127.0.0.1) with the demo
 * data, and an organization of its own ("Reads Bench", key BENCH_KEY) with ROWS (default 1,000,000) charges and as
 * many payouts (bench/reads-seed.ts), reused when present. Then it starts `next start` on PORT (default 3540) and times
 * each case RUNS times (default 11, after one warm-up) over HTTP with keep-alive: the overview for every period and
 * bucket, all accounts and one; the payin and payout lists for every filter alone and with a merchant, every sort in
 * both orders, first page and last page; the search. Medians go to .data/dashboard-reads-ROWS.json, which a later run
 * at another size compares with. The statement is bench/statement.ts's.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import postgres from 'postgres';
import { ensureDatabase, median, startNext } from './support';
import { benchOrganization, seedReads } from './reads-seed';

// The bench's key is sealed with the demo's secret (.data/), which the demo server started below opens it with.
process.env.PAYRAIL_DEMO ??= '1';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/payrail_bench_reads';
const port = Number(process.env.PORT ?? 3540);
const rows = Number(process.env.ROWS ?? 1_000_000);
const runs = Number(process.env.RUNS ?? 11);
const baseline = Number(process.env.BASELINE_ROWS ?? 1_000_000);
const apiKey = process.env.BENCH_KEY ?? 'sk_test_ReadsBenchKey0000000000000000000';
const BAR_MS = 50;
const GROWTH_BAR = 2;

type Result = { name: string; ms: number };

async function timeRequest(path: string): Promise<{ ms: number; body: { meta?: { last_page: number } } }> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  const body = (await response.json()) as { meta?: { last_page: number } };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, body };
}

async function timeCase(path: string): Promise<number> {
  await timeRequest(path);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) samples.push((await timeRequest(path)).ms);
  return median(samples);
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/** The overview for every period and bucket, for the organization and for one merchant. */
async function overviewCases(merchantId: number): Promise<Result[]> {
  const results: Result[] = [];
  for (const merchant of [undefined, merchantId])
    for (const period of ['7d', '30d', '90d'])
      for (const bucket of ['day', 'week']) {
        const path = `/v2/overview?${query({ period, bucket, merchant_id: merchant })}`;
        results.push({ name: `overview ${period} ${bucket}${merchant ? ' merchant' : ''}`, ms: await timeCase(path) });
      }
  return results;
}

/** Each filter alone and with a merchant; each sort in both orders; the first page and the last. */
async function listCases(
  kind: 'payin' | 'payout',
  filters: Record<string, Record<string, string>>,
  merchantId: number,
): Promise<Result[]> {
  const results: Result[] = [];
  for (const [filterName, filter] of Object.entries(filters))
    for (const merchant of [undefined, merchantId])
      for (const sortBy of ['created_at', 'id', 'updated_at', 'amount'])
        for (const sortOrder of ['desc', 'asc']) {
          const params = { ...filter, merchant_id: merchant, sort_by: sortBy, sort_order: sortOrder };
          const base = `/v2/${kind}/payments?${query(params)}`;
          const lastPage = (await timeRequest(base)).body.meta?.last_page ?? 1;
          const name = `${kind} ${filterName}${merchant ? ' +merchant' : ''} ${sortBy} ${sortOrder}`;
          results.push({ name: `${name} first`, ms: await timeCase(`${base}&page=1`) });
          results.push({ name: `${name} last`, ms: await timeCase(`${base}&page=${lastPage}`) });
        }
  return results;
}

async function searchCases(): Promise<Result[]> {
  const terms = [
    'Beatriz Lima',
    'Otávio Nunes Rocha',
    'Lima',
    'INV-000123456',
    '0123456',
    '123456',
    'buyer77@example.com',
  ];
  const results: Result[] = [];
  for (const q of terms) results.push({ name: `search "${q}"`, ms: await timeCase(`/v2/search?${query({ q })}`) });
  return results;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

await ensureDatabase(databaseUrl);
const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const bench = await benchOrganization(sql, apiKey);
await seedReads(sql, bench, rows);
await sql.end();
if (process.env.SEED_ONLY) process.exit(0);
const merchantId = bench.merchantIds[0]!;
const day = (daysAgo: number) => new Date(Date.now() - 3 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
const range = { created_at_start: day(60), created_at_end: day(31) };

console.log(`load average before: ${load()} (${cpus().length} cores)`);
const stop = await startNext(databaseUrl, port);
let results: Result[] = [];
try {
  // The first requests after a start pay for compiling the routes and opening the pool's connections, which the first
  // case measured (the overview, ×2.15 at 10,000,000 for a query ×0.95 in the case after it) would otherwise carry.
  for (let warm = 0; warm < 10; warm++)
    for (const path of ['/v2/overview?period=7d&bucket=day', '/v2/payin/payments', '/v2/search?q=Lima'])
      await timeRequest(path);
  results = [
    ...(await overviewCases(merchantId)),
    ...(await listCases(
      'payin',
      {
        all: {},
        'status paid': { status_id: '3' },
        'status rejected': { status_id: '7' },
        boleto: { payment_method: 'boleto' },
        '30 days': range,
        invoice: { invoice: 'INV-000500000' },
      },
      merchantId,
    )),
    ...(await listCases(
      'payout',
      { all: {}, 'status failed': { status_id: '4' }, '30 days': range, invoice: { invoice: 'PAY-000500000' } },
      merchantId,
    )),
    ...(await searchCases()),
  ];
} finally {
  stop();
}

mkdirSync('.data', { recursive: true });
writeFileSync(`.data/dashboard-reads-${rows}.json`, JSON.stringify(results, null, 2));
const before =
  existsSync(`.data/dashboard-reads-${baseline}.json`) && rows !== baseline
    ? new Map(
        (JSON.parse(readFileSync(`.data/dashboard-reads-${baseline}.json`, 'utf8')) as Result[]).map((r) => [
          r.name,
          r.ms,
        ]),
      )
    : null;
console.log(`\n${rows.toLocaleString('en')} charges and payouts; load average after: ${load()}`);
let over = 0;
for (const result of results) {
  const then = before?.get(result.name);
  const growth = then ? ` ×${(result.ms / then).toFixed(2)} of ${then.toFixed(1)} ms` : '';
  const fails = result.ms > BAR_MS || (then !== undefined && result.ms > GROWTH_BAR * then);
  if (fails) over++;
  console.log(`${fails ? '!!' : '  '} ${result.ms.toFixed(1).padStart(7)} ms  ${result.name}${growth}`);
}
const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
console.log(
  `\n${results.length} cases: medians ${sorted[0]?.toFixed(1)}–${sorted.at(-1)?.toFixed(1)} ms; ${over} over the bar (${BAR_MS} ms${before ? `, ×${GROWTH_BAR} of the ${baseline.toLocaleString('en')} figure` : ''})`,
);
