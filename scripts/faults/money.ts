import {
  check,
  ledgerVerify,
  checkInvariants,
  note,
  queryOne,
  scenarioDatabase,
  seconds,
  sleep,
  waitFor,
  type Setup,
} from './harness';
import { balancesOf, checkBalancesMoved } from './money-balances';
import { ledgerInvariants, PAYOUT_LEDGER } from './money-invariants';
import { answered201, describeLoad, pixPayouts, startCreateLoad } from './load';
import { app, crash, worker } from './processes';
import { PORTS } from './settings';

/** The sandbox's steps a second apart, so payouts are paid or failed while the processes die. */
const SANDBOX = { SANDBOX_STEP_DELAY: '1s' };

/**
 * 6. `kill -9` of the app, then of the worker, while 8 loops create payouts that the sandbox pays or fails: every
 * payout ends with exactly the ledger movements of its status, the books add up, and `ledger:verify` is clean.
 */
export async function killDuringPayouts(setup: Setup): Promise<void> {
  const S = 'money';
  const databaseUrl = await scenarioDatabase(setup, 'money');
  const before = await balancesOf(databaseUrl, setup.merchantId);
  note(S, `the demo merchant starts with R$ ${(before.available / 100).toFixed(2)} available`);
  const unsettled = async () =>
    (
      await queryOne<{ open: number }>(
        databaseUrl,
        (sql) =>
          sql`select count(*)::int as open from payout_payments where invoice like 'money-%' and status_id in (1, 2)`,
      )
    ).open;
  const server = await app(S, databaseUrl, PORTS.money, { WORKER_IN_APP: '0', ...SANDBOX });
  const firstWorker = worker(S, databaseUrl, SANDBOX);
  const load = startCreateLoad(PORTS.money, 'money', pixPayouts(setup.merchantId));
  await sleep(2_000);
  await crash(server.process);
  await app(S, databaseUrl, PORTS.money, { WORKER_IN_APP: '0', ...SANDBOX });
  await sleep(2_000);
  const openAtKill = await unsettled();
  await crash(firstWorker);
  check(S, 'the worker died with payouts still to pay or fail', openAtKill > 0, `${openAtKill} open`);
  worker(S, databaseUrl, SANDBOX);
  await sleep(2_000);
  const samples = await load.stop();
  note(S, describeLoad(samples));

  const settledAt = Date.now();
  const settled = await waitFor(async () => (await unsettled()) === 0, 90_000, 500);
  check(S, 'every payout of the load is paid or failed after the crashes', settled, `${await unsettled()} still open`);
  note(S, `settled ${seconds(Date.now() - settledAt)} after the load stopped`);

  const { committed, paid } = await queryOne<{ committed: number; paid: number }>(
    databaseUrl,
    (sql) =>
      sql`select count(*)::int as committed, count(*) filter (where status_id = 3)::int as paid from payout_payments where invoice like 'money-%'`,
  );
  const accepted = answered201(samples);
  check(
    S,
    'a payout exists for every 201',
    accepted.length <= committed,
    `${accepted.length} 201s, ${committed} payouts`,
  );
  note(
    S,
    `${committed} payouts committed (${committed - accepted.length} without their 201 reaching the client), ${paid} paid`,
  );

  await checkInvariants(S, databaseUrl, ledgerInvariants(PAYOUT_LEDGER, 'money'));
  await checkBalancesMoved(S, databaseUrl, setup.merchantId, before, [PAYOUT_LEDGER], 'money');
  const verify = await ledgerVerify(databaseUrl);
  check(
    S,
    'npm run ledger:verify finds no difference',
    verify.code === 0,
    verify.output.split('\n').slice(-3).join(' | '),
  );
}
