import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startReceiver } from '../../test/receiver';
import {
  allDelivered,
  check,
  checkInvariants,
  note,
  queryOne,
  scenarioDatabase,
  seconds,
  sleep,
  waitFor,
  type Setup,
} from './harness';
import { chargeInvariants, deliveryInvariants } from './invariants';
import { answered201, describeLoad, paidCharge, pixCharges, startCreateLoad } from './load';
import { live } from './processes';
import { outDir, PORTS, root } from './settings';
import { startProcess, startServer, type GroupProcess } from '../../bench/support';

const EVENTS = 60;
/** Shorter than a delivery (the receiver answers in 2.5 s): the deliveries in flight at the signal outlast it. */
const SHUTDOWN_TIMEOUT = '1s';
const BOUND_MS = 1_000 + 2_000;
/** Far longer than the scenario: a job picked up again quickly was released, not taken back after its lease. */
const LEASE_MS = '120000';

/**
 * The app and the worker started as their process group's leader, not under npx or npm (which die at the signal
 * without waiting for their child), so the exit code and time seen are their own.
 */
async function leaderApp(port: number, env: Record<string, string>): Promise<GroupProcess> {
  const server = await startServer(
    path.join(root, 'node_modules/.bin/next'),
    ['start', '-p', String(port)],
    { RATE_LIMIT_PER_MINUTE: '100000000', ...env },
    `http://127.0.0.1:${port}/api/openapi.json`,
    {},
    { logFile: path.join(outDir, 'sigterm-app.log') },
  );
  live.add(server.process);
  return server.process;
}

async function leaderWorker(name: string, env: Record<string, string>): Promise<GroupProcess> {
  const log = `sigterm-${name}-worker.log`;
  const child = startProcess(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], env, {
    logFile: path.join(outDir, log),
  });
  live.add(child);
  if (!(await waitFor(() => workerIds(log).length > 0, 60_000, 100)))
    throw new Error(`the ${name} worker did not start in 60 s`);
  return child;
}

/** The ids of the workers whose `worker started` line is in `log` (LOG_LEVEL=info). */
function workerIds(log: string): string[] {
  const file = path.join(outDir, log);
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/"workerId":"([^"]+)"[^\n]*"msg":"worker started"/g)].map(
    (match) => match[1]!,
  );
}

const heldBy = (databaseUrl: string, ids: string[]) =>
  queryOne<{ held: number }>(
    databaseUrl,
    (sql) => sql`select count(*)::int as held from jobs where status = 'running' and locked_by = any(${ids})`,
  );

/** SIGTERM, then how long the process took to exit and with what. */
async function terminate(child: GroupProcess): Promise<{ code: number | string; ms: number }> {
  const sentAt = Date.now();
  child.kill('SIGTERM');
  const code = await Promise.race([child.exited, sleep(30_000).then(() => 'still running after 30 s')]);
  return { code, ms: Date.now() - sentAt };
}

/**
 * 9. SIGTERM to a worker, then to the app (with its in-app worker), while deliveries to a slow receiver are in
 * flight and 8 loops create charges: both exit 0 within the bound, hand back what they held, the app answers no 5xx,
 * and the remaining worker delivers everything long before the lease would have freed the jobs.
 */
export async function sigtermUnderLoad(setup: Setup): Promise<void> {
  const S = 'sigterm';
  const databaseUrl = await scenarioDatabase(setup, 'sigterm');
  const receiver = await startReceiver(() => ({ status: 200, body: 'ok', delayMs: 2_500 }));
  try {
    const url = `${receiver.url}?scenario=${S}`;
    const common = {
      DATABASE_URL: databaseUrl,
      WEBHOOK_ALLOW_PRIVATE: '1',
      SHUTDOWN_TIMEOUT,
      JOB_LEASE_MS: LEASE_MS,
      LOG_LEVEL: 'info',
      // Three processes on a Postgres others share: a small pool each.
      DB_POOL_MAX: '4',
    };
    const server = await leaderApp(PORTS.sigterm, { ...common, WORKER_IN_APP: '1' });
    const leaving = await leaderWorker('leaving', common);
    await leaderWorker('staying', common);
    const leavingIds = workerIds(`${S}-leaving-worker.log`);
    const appIds = workerIds(`${S}-app.log`);
    const paying = (async () => {
      for (let index = 0; index < EVENTS; index++)
        await paidCharge(PORTS.sigterm, setup.merchantId, `sigterm-paid-${index}`, url);
    })();
    // The signal comes when the worker has deliveries in flight, which will outlast SHUTDOWN_TIMEOUT.
    const holds = (ids: string[], atLeast: number) => async () => (await heldBy(databaseUrl, ids)).held >= atLeast;
    if (!(await waitFor(holds(leavingIds, 2), 60_000, 50))) throw new Error('the first worker never held 2 jobs');
    const heldAtSignal = (await heldBy(databaseUrl, leavingIds)).held;
    const workerExit = await terminate(leaving);
    const workerHeld = await heldBy(databaseUrl, leavingIds);
    const workerReleased = /"released":(\d+)/.exec(readFileSync(path.join(outDir, `${S}-leaving-worker.log`), 'utf8'));
    check(S, 'the worker ids were found in the logs', leavingIds.length === 1, leavingIds.join(', '));
    note(
      S,
      `the worker exited ${String(workerExit.code)} ${seconds(workerExit.ms)} after SIGTERM, holding ${heldAtSignal} jobs at the signal, released ${workerReleased?.[1] ?? '?'}`,
    );
    check(S, 'the worker exits 0 within the bound', workerExit.code === 0 && workerExit.ms < BOUND_MS);
    check(S, 'the worker holds no job after it exits', workerHeld.held === 0, `${workerHeld.held} still running`);
    check(S, 'the worker handed back the jobs still running past the bound', Number(workerReleased?.[1] ?? 0) > 0);

    await paying;
    const load = startCreateLoad(PORTS.sigterm, 'sigload', pixCharges(setup.merchantId));
    await sleep(1_000);
    if (!(await waitFor(holds(appIds, 1), 30_000, 50))) throw new Error("the app's worker never held a job");
    const signalledAt = Date.now();
    const appExit = await terminate(server);
    await sleep(500);
    const samples = await load.stop();
    const appHeld = await heldBy(databaseUrl, appIds);
    const appReleased = /"released":(\d+)/.exec(readFileSync(path.join(outDir, `${S}-app.log`), 'utf8'));
    note(
      S,
      `the app exited ${String(appExit.code)} ${seconds(appExit.ms)} after SIGTERM, its worker releasing ${appReleased?.[1] ?? '?'} jobs; ${describeLoad(samples)}`,
    );
    check(S, 'the app exits 0 within the bound', appExit.code === 0 && appExit.ms < BOUND_MS);
    check(S, "the app's worker holds no job after it exits", appHeld.held === 0, `${appHeld.held} still running`);
    const fivexx = samples.filter((sample) => typeof sample.answer === 'number' && sample.answer >= 500);
    check(S, 'no request the app answered got a 5xx', fivexx.length === 0, `${fivexx.length} × 5xx`);
    // A request in flight when the signal came is answered; only connections tried after the listener closed fail.
    const cut = samples.filter((sample) => sample.answer === 'connection error' && sample.startedAt < signalledAt - 50);
    check(S, 'every request started before the SIGTERM was answered', cut.length === 0, `${cut.length} cut off`);

    const settled = await allDelivered(databaseUrl, url, 90_000);
    note(
      S,
      `the staying worker ${settled ? 'delivered the rest' : 'did NOT deliver the rest'} ${seconds(Date.now() - signalledAt)} after the app's SIGTERM (lease ${Number(LEASE_MS) / 1000} s)`,
    );
    await checkInvariants(S, databaseUrl, [
      ...deliveryInvariants(url, EVENTS, receiver.received),
      ...chargeInvariants(setup.merchantId, 'sigload', answered201(samples)),
    ]);
  } finally {
    await receiver.close();
  }
}
