import { startReceiver } from '../../test/receiver';
import { check, checkInvariants, note, queryOne, scenarioDatabase, seconds, waitFor, type Setup } from './harness';
import { batchInvariants, deliveryInvariants } from './invariants';
import { api, paidCharge } from './load';
import { app, crash, worker } from './processes';
import { BATCH_RECORDS, PORTS } from './settings';
import { validBeneficiary } from '@/test/beneficiary';

/** 3. `kill -9` of a worker while deliveries to a slow receiver are in flight; a new worker takes its jobs. */
export async function killWorkerMidDelivery(setup: Setup): Promise<void> {
  const S = 'worker-delivery';
  const EVENTS = 8;
  const databaseUrl = await scenarioDatabase(setup, 'worker_delivery');
  const receiver = await startReceiver(() => ({ status: 200, body: 'ok', delayMs: 1_500 }));
  try {
    const url = `${receiver.url}?scenario=${S}`;
    // The API refuses a loopback notification_url unless WEBHOOK_ALLOW_PRIVATE=1, and so does the worker when sending.
    await app(S, databaseUrl, PORTS.workerDelivery, { WORKER_IN_APP: '0', WEBHOOK_ALLOW_PRIVATE: '1' });
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
export async function killWorkerMidBatch(setup: Setup): Promise<void> {
  const S = 'worker-batch';
  const databaseUrl = await scenarioDatabase(setup, 'worker_batch');
  await app(S, databaseUrl, PORTS.workerBatch, { WORKER_IN_APP: '0', WEBHOOK_ALLOW_PRIVATE: '1' });
  const { firstJobId } = await queryOne<{ firstJobId: number }>(
    databaseUrl,
    (sql) => sql`select coalesce(max(id), 0)::int + 1 as "firstJobId" from jobs`,
  );
  const batchCode = `faults-${Date.now().toString(36)}`;
  // Every status change writes a notification in its transaction, so they count how often each record was processed.
  // The API takes their loopback URL (WEBHOOK_ALLOW_PRIVATE=1 above); the workers refuse it (the variable unset for
  // them), so they are never sent anywhere.
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
        beneficiary: validBeneficiary({ name: 'Faults Beneficiary' }),
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
