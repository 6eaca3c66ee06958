/**
 * The README's performance table: POST /v2/payin/payments sustains ≥ 0.40 × the requests per second of a minimal node:http +
 * postgres.js handler doing the same SQL (bench/payin-baseline-server.ts), with single-request latency ≤ 2.5 × the
 * baseline's and no non-2xx answer.
 *
 *   apt-get install wrk && npm run build && npx tsx bench/payin-throughput.ts
 *
 * Both servers run against one Postgres database (BENCH_DATABASE_URL, default payrail_bench_payin, created and
 * seeded if missing) and are driven alternately by wrk, ROUNDS (2) rounds of DURATION (10 s) each with CONNECTIONS
 * (16) connections; the figures are the sums. Single-request latency is the median of LATENCY_RUNS (200)
 * sequential requests on one kept-alive connection.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_KEY, ensureDatabase, median, startNext, startServer } from './support';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/payrail_bench_payin';
const duration = Number(process.env.DURATION ?? 10);
const rounds = Number(process.env.ROUNDS ?? 2);
const connections = Number(process.env.CONNECTIONS ?? 16);
const latencyRuns = Number(process.env.LATENCY_RUNS ?? 200);
const APP_PORT = 3520;
const BASELINE_PORT = 3521;
const PATH = '/api/v2/payin/payments';

const expireDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const body = (merchantId: number, invoice: string) =>
  JSON.stringify({
    merchant_id: merchantId,
    invoice,
    payment_method: 'pix',
    amount: 15000,
    currency: 'BRL',
    country: 'BR',
    buyer: { name: 'Bench Buyer', email: 'bench@example.com', document: { type: 'CPF', number: '11144477735' } },
    pix: { expire_date: `${expireDate}T12:00:00` },
  });

/** A wrk script whose every request carries an invoice no other request used (per run, thread and count). */
function wrkScript(merchantId: number, run: string): string {
  const template = body(merchantId, '%s').replace(/"/g, '\\"');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'payin-bench-')), 'post.lua');
  writeFileSync(
    file,
    `local threads = 0
function setup(thread) threads = threads + 1; thread:set("tid", threads) end
local counter = 0
request = function()
  counter = counter + 1
  local invoice = "${run}-" .. tid .. "-" .. counter
  return wrk.format("POST", "${PATH}", { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer ${DEMO_KEY}" }, string.format("${template}", invoice))
end
`,
  );
  return file;
}

type Load = { requests: number; seconds: number; non2xx: number; socketErrors: number };

function drive(port: number, script: string): Load {
  const output = execFileSync(
    'wrk',
    ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', '-s', script, `http://127.0.0.1:${port}${PATH}`],
    { encoding: 'utf8' },
  );
  const total = /(\d+) requests in ([\d.]+)(m?s)/.exec(output)!;
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: Number(total[1]),
    seconds: Number(total[2]) / (total[3] === 'ms' ? 1000 : 1),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

async function latency(port: number, merchantId: number, run: string): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < latencyRuns; index++) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_KEY}` },
      body: body(merchantId, `${run}-${index}`),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`port ${port} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

await ensureDatabase(databaseUrl);
const stopApp = await startNext(databaseUrl, APP_PORT, { WORKER_IN_APP: '0' });
const stopBaseline = await startServer(
  'npx',
  ['tsx', 'bench/payin-baseline-server.ts'],
  { DATABASE_URL: databaseUrl, PORT: String(BASELINE_PORT) },
  `http://127.0.0.1:${BASELINE_PORT}/`,
);
try {
  const { data } = await (
    await fetch(`http://127.0.0.1:${APP_PORT}/api/v2/account/merchants`, {
      headers: { authorization: `Bearer ${DEMO_KEY}` },
    })
  ).json();
  const merchantId: number = data.find((account: { name: string }) => account.name === 'Demo Store Online').id;
  const tag = Date.now().toString(36);
  const totals = {
    app: { requests: 0, seconds: 0, non2xx: 0, socketErrors: 0 },
    baseline: { requests: 0, seconds: 0, non2xx: 0, socketErrors: 0 },
  };
  // Warm both (JIT, connection pools) before anything is counted.
  drive(APP_PORT, wrkScript(merchantId, `warm-app-${tag}`));
  drive(BASELINE_PORT, wrkScript(merchantId, `warm-base-${tag}`));
  for (let round = 0; round < rounds; round++) {
    for (const [name, port] of [
      ['app', APP_PORT],
      ['baseline', BASELINE_PORT],
    ] as const) {
      const load = drive(port, wrkScript(merchantId, `${name}-${tag}-${round}`));
      for (const key of Object.keys(load) as (keyof Load)[]) totals[name][key] += load[key];
      console.log(
        `round ${round + 1} ${name.padEnd(8)} ${(load.requests / load.seconds).toFixed(0)} req/s, ${load.non2xx} non-2xx, ${load.socketErrors} socket errors`,
      );
    }
  }
  const appLatency = await latency(APP_PORT, merchantId, `lat-app-${tag}`);
  const baselineLatency = await latency(BASELINE_PORT, merchantId, `lat-base-${tag}`);
  const appRate = totals.app.requests / totals.app.seconds;
  const baselineRate = totals.baseline.requests / totals.baseline.seconds;
  const ratio = appRate / baselineRate;
  const latencyRatio = appLatency / baselineLatency;
  const errors = totals.app.non2xx + totals.app.socketErrors;
  console.log(`\nPOST ${PATH} (pix), ${connections} connections, ${rounds} × ${duration} s each, alternating`);
  console.log(
    `throughput: app ${appRate.toFixed(0)} req/s, baseline ${baselineRate.toFixed(0)} req/s, ratio ${ratio.toFixed(2)} (bar ≥ 0.40)`,
  );
  console.log(
    `single-request median: app ${appLatency.toFixed(1)} ms, baseline ${baselineLatency.toFixed(1)} ms, ratio ${latencyRatio.toFixed(2)} (bar ≤ 2.5)`,
  );
  console.log(
    `app non-2xx or socket errors: ${errors} (bar 0); baseline: ${totals.baseline.non2xx + totals.baseline.socketErrors}`,
  );
  const met = ratio >= 0.4 && latencyRatio <= 2.5 && errors === 0;
  console.log(met ? 'meets every bar' : 'MISSES a bar');
} finally {
  stopApp();
  stopBaseline();
}
