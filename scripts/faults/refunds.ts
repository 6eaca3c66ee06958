import {
  check,
  checkInvariants,
  ledgerVerify,
  note,
  queryOne,
  scenarioDatabase,
  seconds,
  sleep,
  waitFor,
  type Invariant,
  type Setup,
} from './harness';
import { answered201, describeLoad } from './load';
import { balancesOf, checkBalancesMoved } from './money-balances';
import { ledgerInvariants, REFUND_LEDGER, type LedgerResource } from './money-invariants';
import { app, crash, worker } from './processes';
import { startRefundLoad } from './refund-load';
import { PORTS } from './settings';

/** The sandbox's steps a second apart, so refunds are paid or failed while the processes die. */
const SANDBOX = { SANDBOX_STEP_DELAY: '1s' };
const PREFIX = 'refunds';

/** The load's charges: paid and credited through the simulate endpoint, their postings part of what moved. */
const LOAD_CHARGES: Pick<LedgerResource, 'type' | 'ofLoad'> = {
  type: 'charge',
  ofLoad: (sql, pattern) => sql`select * from payin_charges where invoice like ${pattern} and not livemode`,
};

/** What the refund rules promise whatever died on the way, as SQL returning the rows that break it. */
const refundInvariants = (pattern: string): Invariant[] => [
  {
    name: 'no charge is refunded beyond its paid amount (failed refunds gave their part back)',
    violations: (sql) => sql`
      select c.id, c.paid_amount, sum(r.amount) filter (where r.status_id <> 4) as held
      from payin_charges c join refunds r on r.charge_id = c.id
      where c.invoice like ${pattern}
      group by c.id, c.paid_amount
      having coalesce(sum(r.amount) filter (where r.status_id <> 4), 0) > coalesce(c.paid_amount, 0)`,
  },
  {
    name: 'the sandbox failed exactly the refunds whose cents end in 66 and paid the others',
    violations: (sql) => sql`
      select r.id, r.amount, r.status_id from refunds r join payin_charges c on c.id = r.charge_id
      where c.invoice like ${pattern} and r.status_id <> case when r.amount % 100 = 66 then 4 else 3 end`,
  },
];

type Figures = { charges: number; refunds: number; paid: number; failed: number; open: number };

const figuresOf = (databaseUrl: string) =>
  queryOne<Figures>(
    databaseUrl,
    (sql) => sql`
      select count(distinct c.id)::int as charges, count(r.id)::int as refunds,
        count(r.id) filter (where r.status_id = 3)::int as paid,
        count(r.id) filter (where r.status_id = 4)::int as failed,
        count(r.id) filter (where r.status_id in (1, 2))::int as open
      from payin_charges c left join refunds r on r.charge_id = c.id
      where c.invoice like ${`${PREFIX}-%`}`,
  );

/**
 * 7. `kill -9` of the app, then of the worker, while 8 loops pay pix charges and ask for refunds of them, one of
 * which the sandbox fails and more than was paid in all: every refund ends with exactly the ledger movements of its
 * status, no charge gives back more than it took, the books add up, and `ledger:verify` is clean.
 */
export async function killDuringRefunds(setup: Setup): Promise<void> {
  const S = 'refunds';
  const databaseUrl = await scenarioDatabase(setup, 'refunds');
  const before = await balancesOf(databaseUrl, setup.merchantId);
  const server = await app(S, databaseUrl, PORTS.refunds, { WORKER_IN_APP: '0', ...SANDBOX });
  const firstWorker = worker(S, databaseUrl, SANDBOX);
  const load = startRefundLoad(PORTS.refunds, PREFIX, setup.merchantId);
  await sleep(2_000);
  await crash(server.process);
  await app(S, databaseUrl, PORTS.refunds, { WORKER_IN_APP: '0', ...SANDBOX });
  await sleep(2_000);
  const openAtKill = (await figuresOf(databaseUrl)).open;
  await crash(firstWorker);
  check(S, 'the worker died with refunds still to pay or fail', openAtKill > 0, `${openAtKill} open`);
  worker(S, databaseUrl, SANDBOX);
  await sleep(2_000);
  const samples = await load.stop();
  note(S, `${load.charges.created} charges created, ${load.charges.credited} paid and credited`);
  note(S, `refund requests: ${describeLoad(samples)}`);

  const settledAt = Date.now();
  const settled = await waitFor(async () => (await figuresOf(databaseUrl)).open === 0, 90_000, 500);
  const figures = await figuresOf(databaseUrl);
  check(S, 'every refund of the load is paid or failed after the crashes', settled, `${figures.open} still open`);
  note(S, `settled ${seconds(Date.now() - settledAt)} after the load stopped`);
  const accepted = answered201(samples);
  check(
    S,
    'a refund exists for every 201',
    accepted.length <= figures.refunds,
    `${accepted.length} 201s, ${figures.refunds} refunds`,
  );
  note(
    S,
    `${figures.refunds} refunds of ${figures.charges} charges committed (${figures.refunds - accepted.length} without their 201 reaching the client), ${figures.paid} paid, ${figures.failed} failed`,
  );

  const pattern = `${PREFIX}-%`;
  await checkInvariants(S, databaseUrl, [...ledgerInvariants(REFUND_LEDGER, PREFIX), ...refundInvariants(pattern)]);
  await checkBalancesMoved(S, databaseUrl, setup.merchantId, before, [LOAD_CHARGES, REFUND_LEDGER], PREFIX);
  const verify = await ledgerVerify(databaseUrl);
  check(
    S,
    'npm run ledger:verify finds no difference',
    verify.code === 0,
    verify.output.split('\n').slice(-3).join(' | '),
  );
}
