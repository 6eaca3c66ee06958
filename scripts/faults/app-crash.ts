import { check, checkInvariants, note, queryOne, scenarioDatabase, seconds, sleep, type Setup } from './harness';
import { chargeInvariants } from './invariants';
import { answered201, describeLoad, pixCharges, startCreateLoad } from './load';
import { app, crash } from './processes';
import { PORTS } from './settings';

/** 1. `kill -9` of the app's whole process group under create load, a restart, and more load. */
export async function killAppUnderLoad(setup: Setup): Promise<void> {
  const S = 'kill-app';
  const databaseUrl = await scenarioDatabase(setup, 'kill_app');
  const server = await app(S, databaseUrl, PORTS.killApp, { WORKER_IN_APP: '0' });
  const load = startCreateLoad(PORTS.killApp, 'kill', pixCharges(setup.merchantId));
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
