/**
 * npm run test:faults: the faults row of the README's performance and reliability table (issue #10, item 6). Each scenario crashes or cuts off a part
 * of Payrail under load, lets it recover, then checks invariants with SQL:
 *   1. kill -9 the app (`next start`) while 8 loops create pix charges, restart it, keep creating;
 *   2. restart Postgres under the same load: the app survives and serves 201s again within 10 s;
 *   3. kill -9 a worker (`npm run worker`) while webhook deliveries are in flight, start another;
 *   4. kill -9 a worker while it processes a 5,000-record data-qualification batch, start another;
 *   5. a receiver that answers 503 to the first attempt of each event: retried once, then delivered.
 *
 * It needs a production build and real Postgres. In a shared checkout build into a folder of your own:
 *   NEXT_DIST_DIR=.next-faults npx next build && git checkout tsconfig.json    (or `npm run build`, into .next)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5433/faults NEXT_DIST_DIR=.next-faults \
 *     FAULTS_PG_RESTART='pg_ctlcluster 15 faults restart' npm run test:faults
 *
 * Scratch databases `<name>_faults_*` are made beside DATABASE_URL's (one seeded template, a copy per scenario);
 * the database it names is not touched. They are dropped after a run where everything passed.
 * FAULTS_PG_RESTART is a shell command restarting the cluster that serves DATABASE_URL: give it only for a
 * private cluster (README, Tests), never one others are using. Without it scenario 2 is reported as skipped.
 * FAULTS_ONLY=2,4 runs only those scenarios. Apps listen on 3911–3915; their and the workers' logs go to .faults-output/. One line per check, then
 * "N passed, N failed"; exit 1 if anything failed.
 */
import { exec } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres, { type Sql } from 'postgres';
import {
  DEMO_KEY,
  scratchDatabase,
  startNext,
  startProcess,
  type GroupProcess,
  type StopServer,
} from '../bench/support';
import { startReceiver, type Received } from '../test/receiver';
import { theRow } from '../db/rows';

const root = path.resolve(import.meta.dirname, '..');
// A test harness, not the app: it reads its own knobs and hands the app its settings through the child's env.
const distDir = process.env.NEXT_DIST_DIR || '.next';
const outDir = path.join(root, '.faults-output');
const baseUrl = process.env.DATABASE_URL;
const pgRestartCommand = process.env.FAULTS_PG_RESTART;

const LOOPS = 8;
/** A request not answered by then counts as hung. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Workers reclaim a dead worker's jobs after this lease instead of the default 5 minutes. */
const WORKER_LEASE_MS = '3000';
const PORTS = { killApp: 3911, pgRestart: 3912, workerDelivery: 3913, workerBatch: 3914, receiverDown: 3915 };
const BATCH_RECORDS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ── Reporting ────────────────────────────────────────────────────────────────────────────────────────────────

const tally = { pass: 0, fail: 0, skip: 0 };

function report(scenario: string, name: string, outcome: keyof typeof tally, detail = ''): void {
  tally[outcome]++;
  console.log(`${outcome.toUpperCase().padEnd(4)}  [${scenario}] ${name}${detail ? ` (${detail})` : ''}`);
}

const check = (scenario: string, name: string, ok: boolean, detail = '') =>
  report(scenario, name, ok ? 'pass' : 'fail', detail);
const note = (scenario: string, text: string) => console.log(`      [${scenario}] ${text}`);

/** An invariant as SQL: the query returns the rows that break it, so it holds when none come back. */
type Invariant = { name: string; violations: (sql: Sql) => Promise<readonly object[]> };

async function checkInvariants(scenario: string, databaseUrl: string, invariants: Invariant[]): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    for (const invariant of invariants) {
      try {
        const rows = await invariant.violations(sql);
        check(
          scenario,
          invariant.name,
          rows.length === 0,
          rows.length ? `${rows.length} violations, e.g. ${JSON.stringify(rows.slice(0, 3)).slice(0, 400)}` : '',
        );
      } catch (error) {
        check(scenario, invariant.name, false, `query failed: ${messageOf(error).slice(0, 400)}`);
      }
    }
  } finally {
    await sql.end();
  }
}

/** Polls `condition` until it holds; false after `timeoutMs`. */
async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(everyMs);
  }
  return condition();
}

async function queryOne<Row>(databaseUrl: string, run: (sql: Sql) => Promise<readonly Row[]>): Promise<Row> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return theRow(await run(sql), 'queryOne');
  } finally {
    await sql.end();
  }
}

// ── Processes: every one started is stopped when its scenario ends, however it ends ──────────────────────────

const live = new Set<GroupProcess>();

async function app(
  scenario: string,
  databaseUrl: string,
  port: number,
  env: Record<string, string>,
): Promise<StopServer> {
  const server = await startNext(databaseUrl, port, env, { logFile: path.join(outDir, `${scenario}-app.log`) });
  live.add(server.process);
  return server;
}

function worker(scenario: string, databaseUrl: string, env: Record<string, string> = {}): GroupProcess {
  const child = startProcess(
    'npm',
    ['run', '--silent', 'worker'],
    { DATABASE_URL: databaseUrl, JOB_LEASE_MS: WORKER_LEASE_MS, ...env },
    { logFile: path.join(outDir, `${scenario}-workers.log`) },
  );
  live.add(child);
  return child;
}

/** kill -9 of the whole process group, waiting until the group leader is gone. */
async function crash(child: GroupProcess): Promise<void> {
  child.kill('SIGKILL');
  await child.exited;
  live.delete(child);
}

async function stopAll(): Promise<void> {
  await Promise.all(
    [...live].map(async (child) => {
      child.kill('SIGTERM');
      await Promise.race([child.exited, sleep(5_000)]);
      child.kill('SIGKILL');
    }),
  );
  live.clear();
}

async function runScenario(name: string, scenario: () => Promise<void>): Promise<void> {
  console.log(`\n${name}`);
  try {
    await scenario();
  } catch (error) {
    check(name, 'the scenario ran to its end', false, messageOf(error));
  } finally {
    await stopAll();
  }
}

// ── The API calls the scenarios make ─────────────────────────────────────────────────────────────────────────

const headers = { authorization: `Bearer ${DEMO_KEY}`, 'content-type': 'application/json' };
const pixExpireDate = `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}T12:00:00`;

const chargeBody = (merchantId: number, invoice: string, notificationUrl?: string) =>
  JSON.stringify({
    merchant_id: merchantId,
    invoice,
    payment_method: 'pix',
    amount: 15000,
    currency: 'BRL',
    country: 'BR',
    ...(notificationUrl ? { notification_url: notificationUrl } : {}),
    buyer: { name: 'Faults Buyer', email: 'faults@example.com', document: { type: 'CPF', number: '11144477735' } },
    pix: { expire_date: pixExpireDate },
  });

async function api(
  port: number,
  method: string,
  urlPath: string,
  body?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Creates a pix charge whose notification_url is the receiver, then pays it: one `payin.status_changed` delivery. */
async function paidCharge(port: number, merchantId: number, invoice: string, notificationUrl: string): Promise<void> {
  const created = await api(port, 'POST', '/api/v2/payin/payments', chargeBody(merchantId, invoice, notificationUrl));
  if (created.status !== 201)
    throw new Error(`creating ${invoice} answered ${created.status}: ${JSON.stringify(created.json)}`);
  const paid = await api(
    port,
    'POST',
    `/api/v2/sandbox/payin/payments/${String(created.json.id)}/simulate`,
    JSON.stringify({ action: 'pay' }),
  );
  if (paid.status !== 200) throw new Error(`paying ${invoice} answered ${paid.status}: ${JSON.stringify(paid.json)}`);
}

/** One create request of a load: when it started and ended, and its answer. */
type Sample = { startedAt: number; endedAt: number; invoice: string; answer: number | 'connection error' | 'hung' };

/** LOOPS concurrent loops creating pix charges with unique invoices `<prefix>-<loop>-<n>` until stopped. */
function startCreateLoad(port: number, merchantId: number, prefix: string) {
  const samples: Sample[] = [];
  let running = true;
  const loop = async (index: number) => {
    for (let n = 0; running; n++) {
      const invoice = `${prefix}-${index}-${n}`;
      const startedAt = Date.now();
      let answer: Sample['answer'];
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/v2/payin/payments`, {
          method: 'POST',
          headers,
          body: chargeBody(merchantId, invoice),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        answer = response.status;
      } catch (error) {
        answer = (error as Error).name === 'TimeoutError' ? 'hung' : 'connection error';
      }
      samples.push({ startedAt, endedAt: Date.now(), invoice, answer });
      if (answer !== 201) await sleep(50); // do not spin while the app or the database is away
    }
  };
  const loops = Array.from({ length: LOOPS }, (_, index) => loop(index));
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

const answered201 = (samples: Sample[]) =>
  samples.filter((sample) => sample.answer === 201).map((sample) => sample.invoice);

function describeLoad(samples: Sample[]): string {
  const answers: Record<string, number> = {};
  for (const sample of samples) answers[sample.answer] = (answers[sample.answer] ?? 0) + 1;
  const slowest = Math.max(0, ...samples.map((sample) => sample.endedAt - sample.startedAt));
  return `${samples.length} requests: ${Object.entries(answers)
    .map(([answer, count]) => `${count} × ${answer}`)
    .join(', ')}; slowest ${slowest} ms`;
}

// ── Invariants ───────────────────────────────────────────────────────────────────────────────────────────────

/** The charges of one load (invoices `<prefix>-…` of one merchant) and the 201s their creators saw. */
function chargeInvariants(merchantId: number, prefix: string, answered201: string[]): Invariant[] {
  const pattern = `${prefix}-%`;
  return [
    {
      name: 'every invoice answered 201 exists',
      violations: (sql) => sql`
        select answered.invoice from json_array_elements_text(${JSON.stringify(answered201)}::text::json) as answered(invoice)
        where not exists (select 1 from payin_charges c where c.merchant_account_id = ${merchantId} and c.invoice = answered.invoice)`,
    },
    {
      name: 'every charge has exactly one history row, Created',
      violations: (sql) => sql`
        select c.id, count(h.id) as history_rows, count(h.id) filter (where h.status_id = 1) as created_rows
        from payin_charges c left join payin_status_history h on h.charge_id = c.id
        where c.merchant_account_id = ${merchantId} and c.invoice like ${pattern}
        group by c.id
        having count(h.id) <> 1 or count(h.id) filter (where h.status_id = 1) <> 1`,
    },
    {
      name: 'every charge has exactly one payin.expire job',
      violations: (sql) => sql`
        with expire as (select (payload->>'chargeId')::bigint as charge_id, count(*) as jobs from jobs where kind = 'payin.expire' group by 1)
        select c.id, coalesce(expire.jobs, 0) as jobs
        from payin_charges c left join expire on expire.charge_id = c.id
        where c.merchant_account_id = ${merchantId} and c.invoice like ${pattern} and coalesce(expire.jobs, 0) <> 1`,
    },
    {
      name: 'every charge has exactly one payin.created audit row',
      violations: (sql) => sql`
        with audit as (select resource_id, count(*) as rows from audit_log where action = 'payin.created' and resource_type = 'payin' group by 1)
        select c.id, coalesce(audit.rows, 0) as audit_rows
        from payin_charges c left join audit on audit.resource_id = c.id::text
        where c.merchant_account_id = ${merchantId} and c.invoice like ${pattern} and coalesce(audit.rows, 0) <> 1`,
    },
    {
      name: 'no history row, expire job or payin.created audit row without its charge',
      violations: (sql) => sql`
        select 'history' as row, h.id from payin_status_history h where not exists (select 1 from payin_charges c where c.id = h.charge_id)
        union all
        select 'job', j.id from jobs j where j.kind = 'payin.expire' and not exists (select 1 from payin_charges c where c.id = (j.payload->>'chargeId')::bigint)
        union all
        select 'audit', a.id from audit_log a where a.action = 'payin.created' and not exists (select 1 from payin_charges c where c.id::text = a.resource_id)`,
    },
    {
      name: 'no duplicate (merchant, invoice)',
      violations: (sql) =>
        sql`select merchant_account_id, invoice, count(*) from payin_charges group by 1, 2 having count(*) > 1`,
    },
  ];
}

/** The deliveries sent to `url`: all delivered, their jobs done, and every event seen by the receiver. */
function deliveryInvariants(url: string, expected: number, received: Received[]): Invariant[] {
  const seen = [...new Set(received.map((request) => String(request.headers['webhook-id'])))];
  return [
    {
      name: `exactly ${expected} deliveries, one per payment`,
      violations: (sql) =>
        sql`select count(*) as deliveries from webhook_deliveries where url = ${url} having count(*) <> ${expected}`,
    },
    {
      name: 'every delivery ends delivered',
      violations: (sql) =>
        sql`select id, status, attempt_count, last_error from webhook_deliveries where url = ${url} and status <> 'delivered'`,
    },
    {
      name: 'every delivery job is done',
      violations: (sql) => sql`
        select j.id, j.status, j.attempts from jobs j join webhook_deliveries d on d.id = (j.payload->>'deliveryId')::bigint
        where j.kind = 'webhook.deliver' and d.url = ${url} and j.status <> 'done'`,
    },
    {
      name: 'the receiver saw every event (webhook-id) at least once',
      violations: (sql) => sql`
        select id, event_id from webhook_deliveries
        where url = ${url} and event_id not in (select json_array_elements_text(${JSON.stringify(seen)}::text::json))`,
    },
  ];
}

/** One batch's records, and the trigger-kept count tables against a GROUP BY of every record. */
function batchInvariants(batchCode: string, firstJobId: number): Invariant[] {
  const countsAgree = (table: string, keys: string[]): Invariant => ({
    name: `${table} agrees with a GROUP BY of the records`,
    violations: (sql) => sql`
      with actual as (select ${sql.unsafe(keys.join(', '))}, count(*) as records from qualification_records group by ${sql.unsafe(keys.join(', '))})
      select ${sql.unsafe(keys.join(', '))}, actual.records as actual, kept.records as kept
      from actual full join ${sql(table)} as kept using (${sql.unsafe(keys.join(', '))})
      where coalesce(actual.records, 0) <> coalesce(kept.records, 0)`,
  });
  return [
    {
      name: `exactly ${BATCH_RECORDS} records in the batch`,
      violations: (sql) =>
        sql`select count(*) as records from qualification_records where batch_code = ${batchCode} having count(*) <> ${BATCH_RECORDS}`,
    },
    {
      name: 'no custom_code twice in the batch',
      violations: (sql) =>
        sql`select custom_code, count(*) from qualification_records where batch_code = ${batchCode} group by 1 having count(*) > 1`,
    },
    {
      name: 'every record final (5, 6 or 7): none left Received or Processing',
      violations: (sql) =>
        sql`select id, status_id from qualification_records where batch_code = ${batchCode} and status_id not in (5, 6, 7)`,
    },
    {
      name: 'every record processed exactly once: its Processing and its final notification, no more',
      violations: (sql) => sql`
        with notified as (
          select resource_id, count(*) filter (where body::jsonb->>'status_id' = '999') as processing, count(*) filter (where body::jsonb->>'status_id' <> '999') as final
          from webhook_deliveries where event_kind = 'data_qualification.status_changed' group by 1)
        select r.id, coalesce(n.processing, 0) as processing, coalesce(n.final, 0) as final
        from qualification_records r left join notified n on n.resource_id = r.id::text
        where r.batch_code = ${batchCode} and (coalesce(n.processing, 0) <> 1 or coalesce(n.final, 0) <> 1)`,
    },
    {
      name: 'every processing job of the batch is done',
      violations: (sql) =>
        sql`select id, status, attempts, last_error from jobs where kind = 'qualification.process' and id >= ${firstJobId} and status <> 'done'`,
    },
    countsAgree('qualification_record_counts', [
      'organization_id',
      'livemode',
      'merchant_account_id',
      'service_id',
      'status_id',
    ]),
    countsAgree('qualification_batch_counts', [
      'organization_id',
      'livemode',
      'merchant_account_id',
      'batch_code',
      'status_id',
    ]),
    countsAgree('qualification_daily_counts', [
      'organization_id',
      'livemode',
      'created_on',
      'merchant_account_id',
      'service_id',
      'status_id',
    ]),
  ];
}

// ── Scenarios ────────────────────────────────────────────────────────────────────────────────────────────────

type Setup = { template: string; merchantId: number };
const scratchUrls: string[] = [];

async function scenarioDatabase(setup: Setup, suffix: string): Promise<string> {
  const url = await scratchDatabase(baseUrl!, `faults_${suffix}`, { template: setup.template });
  scratchUrls.push(url);
  return url;
}

/** 1. `kill -9` of the app's whole process group under create load, a restart, and more load. */
async function killAppUnderLoad(setup: Setup): Promise<void> {
  const S = 'kill-app';
  const databaseUrl = await scenarioDatabase(setup, 'kill_app');
  const server = await app(S, databaseUrl, PORTS.killApp, { WORKER_IN_APP: '0' });
  const load = startCreateLoad(PORTS.killApp, setup.merchantId, 'kill');
  await sleep(2_000);
  const beforeKill = answered201(load.samples).length;
  await crash(server.process);
  const killedAt = Date.now();
  await app(S, databaseUrl, PORTS.killApp, { WORKER_IN_APP: '0' });
  const restartedAt = Date.now();
  await sleep(2_000);
  const samples = await load.stop();
  note(
    S,
    `killed after ${beforeKill} 201s, serving again ${seconds(restartedAt - killedAt)} later; ${describeLoad(samples)}`,
  );
  check(
    S,
    'the restarted app answers 201s',
    samples.some((sample) => sample.answer === 201 && sample.startedAt >= restartedAt),
  );
  const { committed } = await queryOne<{ committed: number }>(
    databaseUrl,
    (sql) => sql`select count(*)::int as committed from payin_charges where invoice like 'kill-%'`,
  );
  note(
    S,
    `${committed} charges committed, ${committed - answered201(samples).length} of them without a 201 reaching the client (in flight at the kill)`,
  );
  await checkInvariants(S, databaseUrl, chargeInvariants(setup.merchantId, 'kill', answered201(samples)));
}

/** 2. FAULTS_PG_RESTART under create load: the app survives, fails cleanly meanwhile, and recovers. */
async function restartPostgresUnderLoad(setup: Setup): Promise<void> {
  const S = 'pg-restart';
  const checks = [
    'the app process survives the restart',
    'no request hangs (each answered or failed within 15 s)',
    'meanwhile only 201s, 5xx or connection errors',
    'a 201 again within 10 s of Postgres being back',
    'after Postgres is back, every request ends within 10 s, and those begun after it answer 201',
    ...chargeInvariants(0, '', []).map((invariant) => invariant.name),
  ] as const;
  if (!pgRestartCommand) {
    for (const name of checks) report(S, name, 'skip', 'FAULTS_PG_RESTART is not set');
    return;
  }
  const databaseUrl = await scenarioDatabase(setup, 'pg_restart');
  // The in-app worker stays on: its polling is one more pooled client that must ride out the restart.
  const server = await app(S, databaseUrl, PORTS.pgRestart, {});
  const load = startCreateLoad(PORTS.pgRestart, setup.merchantId, 'pgrestart');
  await sleep(2_000);
  const restartStarted = Date.now();
  await promisify(exec)(pgRestartCommand, { timeout: 60_000 });
  const backAt = Date.now();
  await sleep(5_000);
  const samples = await load.stop();
  note(S, `\`${pgRestartCommand}\` took ${seconds(backAt - restartStarted)}; ${describeLoad(samples)}`);
  const alive = server.process.alive();
  check(S, checks[0], alive, alive ? '' : `exited ${await server.process.exited}; see .faults-output/${S}-app.log`);
  check(
    S,
    checks[1],
    samples.every((sample) => sample.answer !== 'hung'),
    `${samples.filter((sample) => sample.answer === 'hung').length} hung`,
  );
  const unexpected = [...new Set(samples.map((sample) => sample.answer))].filter(
    (answer) =>
      !(
        answer === 201 ||
        answer === 'connection error' ||
        answer === 'hung' ||
        (typeof answer === 'number' && answer >= 500)
      ),
  );
  check(S, checks[2], unexpected.length === 0, unexpected.length ? `also ${unexpected.join(', ')}` : '');
  const recovered = samples.find((sample) => sample.answer === 201 && sample.endedAt > backAt);
  check(
    S,
    checks[3],
    recovered !== undefined && recovered.endedAt - backAt <= 10_000,
    recovered ? `the first ${seconds(recovered.endedAt - backAt)} after` : 'none',
  );
  // A request under way when the server came back counts from then; one begun afterwards has no excuse to fail.
  const afterBack = samples.filter((sample) => sample.endedAt > backAt);
  const late = afterBack.filter(
    (sample) =>
      sample.endedAt - Math.max(sample.startedAt, backAt) > 10_000 ||
      (sample.startedAt >= backAt && sample.answer !== 201),
  );
  check(
    S,
    checks[4],
    afterBack.length > 0 && late.length === 0,
    late.length ? `${late.length} of ${afterBack.length} not: ${describeLoad(late)}` : `${afterBack.length} requests`,
  );
  await checkInvariants(S, databaseUrl, chargeInvariants(setup.merchantId, 'pgrestart', answered201(samples)));
}

/** 3. `kill -9` of a worker while deliveries to a slow receiver are in flight; a new worker takes its jobs. */
async function killWorkerMidDelivery(setup: Setup): Promise<void> {
  const S = 'worker-delivery';
  const EVENTS = 8;
  const databaseUrl = await scenarioDatabase(setup, 'worker_delivery');
  const receiver = await startReceiver(() => ({ status: 200, body: 'ok', delayMs: 1_500 }));
  try {
    const url = `${receiver.url}?scenario=${S}`;
    await app(S, databaseUrl, PORTS.workerDelivery, { WORKER_IN_APP: '0' });
    for (let index = 0; index < EVENTS; index++)
      await paidCharge(PORTS.workerDelivery, setup.merchantId, `delivery-${index}`, url);
    const first = worker(S, databaseUrl, { WEBHOOK_ALLOW_PRIVATE: '1' });
    // The third request has arrived and is waiting for its slow answer: kill the worker now.
    if (!(await waitFor(() => receiver.received.length >= 3, 30_000, 20)))
      throw new Error('the first worker sent fewer than 3 deliveries in 30 s');
    await crash(first);
    const { delivered } = await queryOne<{ delivered: number }>(
      databaseUrl,
      (sql) =>
        sql`select count(*)::int as delivered from webhook_deliveries where url = ${url} and status = 'delivered'`,
    );
    check(
      S,
      'the worker died with deliveries unfinished',
      delivered < EVENTS,
      `${delivered} of ${EVENTS} delivered, ${receiver.received.length} requests received`,
    );
    const killedAt = Date.now();
    worker(S, databaseUrl, { WEBHOOK_ALLOW_PRIVATE: '1' });
    const pendingLeft = async () =>
      (
        await queryOne<{ left: number }>(
          databaseUrl,
          (sql) =>
            sql`select count(*)::int as left from webhook_deliveries where url = ${url} and status <> 'delivered'`,
        )
      ).left;
    await waitFor(async () => (await pendingLeft()) === 0, 60_000, 250);
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    note(
      S,
      `all settled ${seconds(Date.now() - killedAt)} after the kill; the receiver got ${ids.length} requests for ${new Set(ids).size} events (${ids.length - new Set(ids).size} repeated: at least once)`,
    );
    await checkInvariants(S, databaseUrl, deliveryInvariants(url, EVENTS, receiver.received));
  } finally {
    await receiver.close();
  }
}

/** 4. `kill -9` of a worker while it processes a 5,000-record batch; a new worker finishes it, each record once. */
async function killWorkerMidBatch(setup: Setup): Promise<void> {
  const S = 'worker-batch';
  const databaseUrl = await scenarioDatabase(setup, 'worker_batch');
  await app(S, databaseUrl, PORTS.workerBatch, { WORKER_IN_APP: '0' });
  const { firstJobId } = await queryOne<{ firstJobId: number }>(
    databaseUrl,
    (sql) => sql`select coalesce(max(id), 0)::int + 1 as "firstJobId" from jobs`,
  );
  const batchCode = `faults-${Date.now().toString(36)}`;
  // Every status change writes a notification in its transaction, so they count how often each record was processed.
  // The worker refuses the loopback address (WEBHOOK_ALLOW_PRIVATE unset), so they are never sent anywhere.
  const upload = await api(
    PORTS.workerBatch,
    'POST',
    '/api/v1/payout/data-qualification',
    JSON.stringify({
      merchant_id: setup.merchantId,
      service_id: 1,
      data: Array.from({ length: BATCH_RECORDS }, (_, index) => ({
        custom_code: `${batchCode}-${index}`,
        batch_code: batchCode,
        notification_url: 'http://127.0.0.1:9/faults',
        beneficiary: {
          name: 'Faults Beneficiary',
          bank_code: '001',
          bank_branch: '1584',
          account: '00210169',
          account_digit: '6',
          account_type: 'CHECKING',
          document: '52998224725',
          document_type: 'cpf',
        },
      })),
    }),
  );
  if (upload.status !== 200)
    throw new Error(`the upload answered ${upload.status}: ${JSON.stringify(upload.json).slice(0, 300)}`);
  const progress = () =>
    queryOne<{ done: number; total: number }>(
      databaseUrl,
      (sql) =>
        sql`select count(*) filter (where status = 'done')::int as done, count(*)::int as total from jobs where kind = 'qualification.process' and id >= ${firstJobId}`,
    );
  const first = worker(S, databaseUrl);
  // One chunk done means the next one's transaction is under way.
  if (!(await waitFor(async () => (await progress()).done >= 1, 60_000, 20)))
    throw new Error('the first worker finished no processing job in 60 s');
  await crash(first);
  const atKill = await progress();
  check(
    S,
    'the worker died with processing jobs unfinished',
    atKill.done < atKill.total,
    `${atKill.done} of ${atKill.total} jobs done`,
  );
  const killedAt = Date.now();
  worker(S, databaseUrl);
  await waitFor(
    async () => {
      const now = await progress();
      return now.done === now.total;
    },
    60_000,
    250,
  );
  note(S, `the second worker finished the batch ${seconds(Date.now() - killedAt)} after the kill`);
  await checkInvariants(S, databaseUrl, batchInvariants(batchCode, firstJobId));
}

/** 5. A receiver that answers 503 to each event's first attempt: one retry 5 s later (the real schedule), delivered. */
async function receiverDownFirstAttempt(setup: Setup): Promise<void> {
  const S = 'receiver-down';
  const EVENTS = 5;
  const databaseUrl = await scenarioDatabase(setup, 'receiver_down');
  const firstAttempt = (request: Received, earlier: Received[]) =>
    !earlier.some((seen) => seen.headers['webhook-id'] === request.headers['webhook-id']);
  const receiver = await startReceiver((request, earlier) =>
    firstAttempt(request, earlier) ? { status: 503, body: 'down' } : { status: 200, body: 'ok' },
  );
  try {
    const url = `${receiver.url}?scenario=${S}`;
    // The in-app worker sends these.
    await app(S, databaseUrl, PORTS.receiverDown, { WEBHOOK_ALLOW_PRIVATE: '1' });
    for (let index = 0; index < EVENTS; index++)
      await paidCharge(PORTS.receiverDown, setup.merchantId, `down-${index}`, url);
    const unsettled = async () =>
      (
        await queryOne<{ left: number }>(
          databaseUrl,
          (sql) => sql`select count(*)::int as left from webhook_deliveries where url = ${url} and status = 'pending'`,
        )
      ).left;
    await waitFor(async () => (await unsettled()) === 0, 40_000, 250);
    const perEvent = new Map<string, number>();
    for (const request of receiver.received)
      perEvent.set(
        String(request.headers['webhook-id']),
        (perEvent.get(String(request.headers['webhook-id'])) ?? 0) + 1,
      );
    check(
      S,
      'the receiver saw each event exactly twice',
      perEvent.size === EVENTS && [...perEvent.values()].every((times) => times === 2),
      JSON.stringify([...perEvent.values()]),
    );
    await checkInvariants(S, databaseUrl, [
      ...deliveryInvariants(url, EVENTS, receiver.received),
      {
        name: 'every delivery has exactly 2 attempts: 503, then 200',
        violations: (sql) => sql`
          select d.id, array_agg(a.status_code order by a.attempted_at, a.id) as codes
          from webhook_deliveries d left join webhook_attempts a on a.delivery_id = d.id
          where d.url = ${url} group by d.id
          having array_agg(a.status_code order by a.attempted_at, a.id)::int[] is distinct from array[503, 200]`,
      },
      {
        name: "the retry came at least 5 s after the failure (the schedule's first step)",
        violations: (sql) => sql`
          select d.id, max(a.attempted_at) - min(a.attempted_at) as gap
          from webhook_deliveries d join webhook_attempts a on a.delivery_id = d.id
          where d.url = ${url} group by d.id having max(a.attempted_at) - min(a.attempted_at) < interval '5 seconds'`,
      },
    ]);
  } finally {
    await receiver.close();
  }
}

// ── Main ─────────────────────────────────────────────────────────────────────────────────────────────────────

if (!baseUrl) {
  console.error(
    'npm run test:faults needs DATABASE_URL (a Postgres server; scratch databases are made beside the one it names).',
  );
  process.exit(1);
}
if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.error(
    `No production build in ${distDir}/ (BUILD_ID is missing). Build first: NEXT_DIST_DIR=${distDir} npx next build (then git checkout tsconfig.json), or npm run build for .next.`,
  );
  process.exit(1);
}
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of live) child.kill('SIGKILL');
    process.exit(130);
  });
}

const startedAt = Date.now();
console.log(
  `Payrail fault tests: build ${distDir}/, databases beside ${new URL(baseUrl).pathname.slice(1)}${pgRestartCommand ? `, Postgres restarted with \`${pgRestartCommand}\`` : ''}`,
);
const templateUrl = await scratchDatabase(baseUrl, 'faults_template');
const template = new URL(templateUrl).pathname.slice(1);
const { merchantId } = await queryOne<{ merchantId: number }>(
  templateUrl,
  (sql) => sql`select id as "merchantId" from merchant_accounts where name = 'Demo Store Online'`,
);
const setup: Setup = { template, merchantId };

const scenarios: [string, (setup: Setup) => Promise<void>][] = [
  ['1. kill -9 the app under create load', killAppUnderLoad],
  ['2. Postgres restarts under create load', restartPostgresUnderLoad],
  ['3. kill -9 the worker mid-delivery', killWorkerMidDelivery],
  ['4. kill -9 the worker mid-batch', killWorkerMidBatch],
  ['5. a receiver down for the first attempt', receiverDownFirstAttempt],
];
// FAULTS_ONLY=2,4 runs those scenarios alone (while working on one).
const only = process.env.FAULTS_ONLY?.split(',').map(Number);
for (const [index, [name, scenario]] of scenarios.entries()) {
  if (!only || only.includes(index + 1)) await runScenario(name, () => scenario(setup));
}

if (tally.fail === 0) {
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  for (const url of [...scratchUrls, templateUrl])
    await admin.unsafe(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
  await admin.end();
}
console.log(
  `\nTook ${seconds(Date.now() - startedAt)}; logs in .faults-output/.${tally.skip ? ` ${tally.skip} skipped.` : ''}`,
);
console.log(`${tally.pass} passed, ${tally.fail} failed`);
process.exit(tally.fail > 0 ? 1 : 0);
