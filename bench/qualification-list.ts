/**
 * The README's performance table: the data-qualification list at 1M records answers every filter and order with a median ≤ 10 ms,
 * and its last page in ≤ 5 × the time of its first.
 *
 *   npm run build && npx tsx bench/qualification-list.ts
 *
 * It creates (once) the Postgres database BENCH_DATABASE_URL (default payrail_bench on 127.0.0.1) with the demo
 * data plus RECORDS records (default 1,000,000) over 50 merchant accounts of the demo organization, starts
 * `next start` on PORT (default 3510) against it, and times each case over HTTP with the demo key, RUNS times
 * (default 21) for the first page and for the last. The authenticated `/status` catalogue is timed the same way
 * as the floor that every request pays (auth, rate limit, JSON).
 */
import postgres from 'postgres';
import { DEMO_KEY as apiKey, ensureDatabase, median, startNext } from './support';
import { theRow } from '@/db/rows';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/payrail_bench';
const port = Number(process.env.PORT ?? 3510);
const records = Number(process.env.RECORDS ?? 1_000_000);
const runs = Number(process.env.RUNS ?? 21);
const baseUrl = `http://127.0.0.1:${port}/api/v1/payout/data-qualification`;
const BATCH_SIZE = 500;
const MERCHANTS = 50;

/** Batches of 500 records, each batch one merchant's and one service's, spread over 90 days in id order. */
async function seedRecords(sql: postgres.Sql): Promise<number> {
  const { organization_id: organizationId } = theRow(
    await sql`select organization_id from merchant_accounts where name = 'Demo Store Online'`,
    'select of Demo Store Online',
  );
  const { accounts } = theRow(
    await sql`select count(*)::int as accounts from merchant_accounts where organization_id = ${organizationId}`,
    'count of merchant_accounts',
  );
  if (accounts < MERCHANTS) {
    await sql`insert into merchant_accounts (organization_id, name) select ${organizationId}, 'Bench Merchant ' || lpad(g::text, 2, '0') from generate_series(1, ${MERCHANTS - accounts}) g`;
  }
  const { present } = theRow(
    await sql`select count(*)::int as present from qualification_records where custom_code like 'BENCH-%' and organization_id = ${organizationId}`,
    'count of qualification_records',
  );
  const step = 100_000;
  for (let start = present; start < records; start += step) {
    const end = Math.min(records, start + step);
    await sql`
      with merchants as (select row_number() over (order by id) - 1 as slot, id from merchant_accounts where organization_id = ${organizationId} order by id limit ${MERCHANTS})
      insert into qualification_records (organization_id, livemode, merchant_account_id, service_id, batch_code, custom_code, name, document, document_type, bank_code, bank_branch, account, account_digit, account_type, status_id, status_description, created_at, updated_at)
      select ${organizationId}, false, m.id, 1 + (b * 7) % 5, 'BENCH-B' || lpad(b::text, 5, '0'), 'BENCH-' || i, 'Beneficiary ' || i,
        lpad(((i::bigint * 7919) % 99999999999)::text, 11, '0'), 'cpf', '001', '1584', lpad((i % 99999999)::text, 8, '0'), '6',
        case when i % 2 = 0 then 'CHECKING' else 'SAVINGS' end, s.status_id, s.description, t.at, t.at
      from generate_series(${start + 1}::int, ${end}::int) i
      cross join lateral (select i / ${BATCH_SIZE} as b) batch
      join merchants m on m.slot = b % ${MERCHANTS}
      cross join lateral (select now() - interval '90 days' + i * interval '90 days' / ${records}::int as at) t
      cross join lateral (
        select case when h < 70 then 5 when h < 88 then 6 when h < 97 then 7 else 9 end as status_id,
               case when h < 70 then 'Document and account check digits are valid.' when h < 88 then 'The CPF check digits do not match.'
                    when h < 97 then 'Bank 077 publishes no check digit rule and the service makes no deposit, so the account cannot be validated.'
                    else 'The branch and account do not match the bank’s check digit rule. Awaiting manual correction.' end as description
        from (select (i * 37) % 100 as h) hashed
      ) s`;
    console.log(`seeded ${end.toLocaleString('en')} of ${records.toLocaleString('en')} records`);
  }
  await sql`analyze qualification_records`;
  await sql`analyze qualification_record_counts`;
  await sql`analyze qualification_daily_counts`;
  return organizationId;
}

async function timeRequest(url: string): Promise<{ ms: number; total: number; rows: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${apiKey}` } });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, total: Number(response.headers.get('x-total-count') ?? 0), rows: Array.isArray(body) ? body.length : 0 };
}

async function timeCase(query: string): Promise<{ total: number; first: number; last: number; lastPage: number }> {
  const first: number[] = [];
  const last: number[] = [];
  const { total } = await timeRequest(`${baseUrl}?${query}`);
  const lastPage = Math.max(1, Math.ceil(total / 15));
  await timeRequest(`${baseUrl}?${query}&page=${lastPage}`);
  for (let run = 0; run < runs; run++) {
    first.push((await timeRequest(`${baseUrl}?${query}&page=1`)).ms);
    const end = await timeRequest(`${baseUrl}?${query}&page=${lastPage}`);
    if (total > 0 && end.rows === 0) throw new Error(`the last page of ${query} is empty`);
    last.push(end.ms);
  }
  return { total, first: median(first), last: median(last), lastPage };
}

await ensureDatabase(databaseUrl);
const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const organizationId = await seedRecords(sql);
const sample = theRow(
  await sql`select custom_code, document, merchant_account_id, to_char(created_on, 'YYYY-MM-DD') as day from qualification_records where organization_id = ${organizationId} and custom_code like 'BENCH-%' order by id offset ${Math.floor(records / 2)} limit 1`,
  'query',
);
await sql.end();

const cases: [string, string][] = [
  ['no filter, order_by=id', 'order_by=id'],
  ...(
    [
      'data_qualification_service_name',
      'batch_code',
      'custom_code',
      'merchant.name',
      'description_status',
      'created_at',
    ] as const
  ).flatMap((key): [string, string][] => [
    [`order_by=${key}`, `order_by=${key}`],
    [`order_by=${key}&sort=desc`, `order_by=${key}&sort=desc`],
  ]),
  ['filter created_at', `created_at=${sample.day}`],
  ['filter custom_code', `custom_code=${sample.custom_code}`],
  ['filter document', `document=${sample.document}`],
  ['filter data_qualification_service_id', 'data_qualification_service_id=3'],
  ['filter merchant_id', `merchant_id=${sample.merchant_account_id}`],
  ['filter status_flow_data_qualification_id', 'status_flow_data_qualification_id=9'],
  [
    'filter merchant_id + status + created_at',
    `merchant_id=${sample.merchant_account_id}&status_flow_data_qualification_id=5&created_at=${sample.day}`,
  ],
];

const stop = await startNext(databaseUrl, port, { WORKER_IN_APP: '0' });
try {
  const floor: number[] = [];
  for (let run = 0; run < runs; run++) floor.push((await timeRequest(`${baseUrl}/status`)).ms);
  for (const [, query] of cases.slice(0, 3)) await timeCase(query); // warm the server's code paths
  console.log(
    `\n${records.toLocaleString('en')} records over ${MERCHANTS} merchant accounts; medians of ${runs} requests over HTTP (keep-alive), per_page 15`,
  );
  console.log(`floor: GET /status (auth, no query) median ${floor.length ? median(floor).toFixed(1) : '-'} ms\n`);
  console.log(
    `${'case'.padEnd(48)} ${'total'.padStart(9)} ${'first ms'.padStart(9)} ${'last ms'.padStart(9)} ${'last/first'.padStart(10)}  verdict`,
  );
  let failures = 0;
  for (const [label, query] of cases) {
    const result = await timeCase(query);
    const ratio = result.last / result.first;
    const ok = result.first <= 10 && result.last <= 10 && ratio <= 5;
    if (!ok) failures++;
    console.log(
      `${label.padEnd(48)} ${result.total.toLocaleString('en').padStart(9)} ${result.first.toFixed(1).padStart(9)} ${result.last.toFixed(1).padStart(9)} ${ratio.toFixed(2).padStart(10)}  ${ok ? 'meets the bar' : 'MISSES the bar'}`,
    );
  }
  console.log(
    `\n${cases.length - failures} of ${cases.length} cases meet the bar (median ≤ 10 ms for first and last page, last/first ≤ 5)`,
  );
} finally {
  stop();
}
