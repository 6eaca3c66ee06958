/**
 * npm run test:faults: the faults row of the README's performance and reliability table (issue #10, item 6). Each scenario crashes or cuts off a part
 * of Payrail under load, lets it recover, then checks invariants with SQL:
 *   1. kill -9 the app (`next start`) while 8 loops create pix charges, restart it, keep creating;
 *   2. restart Postgres under the same load: the app survives and serves 201s again within 10 s;
 *   3. kill -9 a worker (`npm run worker`) while webhook deliveries are in flight, start another;
 *   4. kill -9 a worker while it processes a 5,000-record data-qualification batch, start another;
 *   5. a receiver that answers 503 to the first attempt of each event: retried once, then delivered;
 *   6. kill -9 the app, then the worker, while 8 loops create payouts the sandbox pays or fails: each payout posts
 *      exactly the ledger movements of its final status, the balances move by exactly those, ledger:verify is clean;
 *   7. the same kills while 8 loops pay pix charges and ask for refunds of them (R$ x,66 fails, more than was paid is
 *      refused): each refund posts exactly its status' movements, no charge refunds beyond its paid amount;
 *   8. two apps and two workers on one database: one key's rate limit holds across both apps, no job runs twice,
 *      every webhook arrives once;
 *   9. SIGTERM to a worker, then to the app, under load: both exit 0 within SHUTDOWN_TIMEOUT and hand back the jobs
 *      they held, the app answers no 5xx, the remaining worker delivers everything well before the lease.
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
 * FAULTS_ONLY=2,4 runs only those scenarios. Apps listen on 3911–3920 (FAULTS_PORT_BASE moves them); their and the workers' logs go to .faults-output/. One line per check, then
 * "N passed, N failed"; exit 1 if anything failed.
 *
 * This file is the entry; scripts/faults/ holds one module per fault family (app-crash, postgres-restart,
 * worker-crash, receiver-down, money, refunds), the create load and API calls they make, the SQL invariants and the harness.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { scratchDatabase } from '../bench/support';
import { killAppUnderLoad } from './faults/app-crash';
import { check, ledgerVerify, queryOne, scratchUrls, seconds, tally, type Setup } from './faults/harness';
import { restartPostgresUnderLoad } from './faults/postgres-restart';
import { live, runScenario } from './faults/processes';
import { receiverDownFirstAttempt } from './faults/receiver-down';
import { baseUrl, distDir, outDir, pgRestartCommand, root } from './faults/settings';
import { killDuringPayouts } from './faults/money';
import { killDuringRefunds } from './faults/refunds';
import { killWorkerMidBatch, killWorkerMidDelivery } from './faults/worker-crash';
import { twoAppsTwoWorkers } from './faults/multi-instance';
import { sigtermUnderLoad } from './faults/sigterm';

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
const setup: Setup = { baseUrl, template, merchantId };

const scenarios: [string, (setup: Setup) => Promise<void>][] = [
  ['1. kill -9 the app under create load', killAppUnderLoad],
  ['2. Postgres restarts under create load', restartPostgresUnderLoad],
  ['3. kill -9 the worker mid-delivery', killWorkerMidDelivery],
  ['4. kill -9 the worker mid-batch', killWorkerMidBatch],
  ['5. a receiver down for the first attempt', receiverDownFirstAttempt],
  ['6. kill -9 the app and the worker during payouts', killDuringPayouts],
  ['7. kill -9 the app and the worker during refunds', killDuringRefunds],
  ['8. two apps and two workers on one database', twoAppsTwoWorkers],
  ['9. SIGTERM to a worker and the app under load', sigtermUnderLoad],
];
// FAULTS_ONLY=2,4 runs those scenarios alone (while working on one).
const only = process.env.FAULTS_ONLY?.split(',').map(Number);
for (const [index, [name, scenario]] of scenarios.entries()) {
  if (!only || only.includes(index + 1)) await runScenario(name, () => scenario(setup));
}

// The ledger bar: whatever a scenario broke or restarted, every database it left verifies.
console.log('\nledger:verify on every scenario database');
for (const url of scratchUrls) {
  const verify = await ledgerVerify(url);
  check('ledger', new URL(url).pathname.slice(1), verify.code === 0, verify.output.split('\n').slice(-2).join(' | '));
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
