import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import { check, checkInvariants, note, report, scenarioDatabase, seconds, sleep, type Setup } from './harness';
import { chargeInvariants } from './invariants';
import { answered201, describeLoad, pixCharges, startCreateLoad } from './load';
import { app } from './processes';
import { pgRestartCommand, PORTS } from './settings';

/** 2. FAULTS_PG_RESTART under create load: the app survives, fails cleanly meanwhile, and recovers. */
export async function restartPostgresUnderLoad(setup: Setup): Promise<void> {
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
  const load = startCreateLoad(PORTS.pgRestart, 'pgrestart', pixCharges(setup.merchantId));
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
