import { startReceiver } from '../../test/receiver';
import { allDelivered, check, checkInvariants, note, scenarioDatabase, seconds, type Setup } from './harness';
import { deliveryInvariants, ranOnceInvariants } from './invariants';
import { api, paidCharge } from './load';
import { app, worker } from './processes';
import { PORTS } from './settings';

/** Another organization's demo key (scripts/seed/demo.ts): its requests count against its own limit only. */
const OTHER_KEY = process.env.OTHER_API_KEY ?? 'sk_test_OtherCompanySandboxKey0000000000';
const LIMIT = 150;
const PROBES = 400;
const EVENTS = 60;

/**
 * 8. Two apps (`next start`) and two workers (`npm run worker`) on one database: one key's rate limit holds across
 * both apps, every job runs once, every webhook arrives once.
 */
export async function twoAppsTwoWorkers(setup: Setup): Promise<void> {
  const S = 'multi-instance';
  const databaseUrl = await scenarioDatabase(setup, 'multi_instance');
  const receiver = await startReceiver(() => ({ status: 200, body: 'ok', delayMs: 50 }));
  try {
    const url = `${receiver.url}?scenario=${S}`;
    // Four processes on a Postgres others share: a small pool each.
    const env = {
      WORKER_IN_APP: '0',
      WEBHOOK_ALLOW_PRIVATE: '1',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      DB_POOL_MAX: '4',
    };
    const [first, second] = PORTS.multiInstance;
    await Promise.all([app(`${S}-1`, databaseUrl, first, env), app(`${S}-2`, databaseUrl, second, env)]);
    worker(S, databaseUrl, { WEBHOOK_ALLOW_PRIVATE: '1', DB_POOL_MAX: '4' });
    worker(S, databaseUrl, { WEBHOOK_ALLOW_PRIVATE: '1', DB_POOL_MAX: '4' });

    // The limit: PROBES requests of one key, 10 at a time, every other one to the other app.
    const answers: { port: number; status: number }[] = [];
    for (let sent = 0; sent < PROBES; sent += 10) {
      const batch = Array.from({ length: 10 }, (_, index) => ((sent + index) % 2 === 0 ? first : second));
      answers.push(
        ...(await Promise.all(
          batch.map(async (port) => ({
            port,
            status: (
              await api(port, 'GET', '/api/v2/account/merchants', undefined, { authorization: `Bearer ${OTHER_KEY}` })
            ).status,
          })),
        )),
      );
    }
    const accepted = answers.filter((answer) => answer.status === 200);
    const byApp = [first, second].map((port) => accepted.filter((answer) => answer.port === port).length);
    note(S, `${PROBES} requests of one key: ${accepted.length} accepted (${byApp.join(' + ')}), limit ${LIMIT}/min`);
    check(
      S,
      `the two apps together accepted at most the limit (${LIMIT})`,
      accepted.length <= LIMIT,
      `${accepted.length}`,
    );
    check(
      S,
      'both apps accepted some (each counted in the shared store)',
      byApp.every((count) => count > 0),
    );
    check(
      S,
      'every other answer is a 429',
      answers.every((answer) => answer.status === 200 || answer.status === 429),
      [...new Set(answers.map((answer) => answer.status))].join(', '),
    );

    // The jobs: EVENTS paid charges through both apps, delivered by the two workers.
    const startedAt = Date.now();
    await Promise.all(
      [first, second].map(async (port) => {
        for (let index = 0; index < EVENTS / 2; index++)
          await paidCharge(port, setup.merchantId, `multi-${port}-${index}`, url);
      }),
    );
    const settled = await allDelivered(databaseUrl, url, 60_000);
    const ids = receiver.received.map((request) => String(request.headers['webhook-id']));
    note(
      S,
      `${EVENTS} events through both apps; ${settled ? 'all delivered' : 'NOT all delivered'} ${seconds(Date.now() - startedAt)} after the first; the receiver got ${ids.length} requests for ${new Set(ids).size} events`,
    );
    check(S, 'each event arrived exactly once', ids.length === EVENTS && new Set(ids).size === EVENTS);
    await checkInvariants(S, databaseUrl, [
      ...deliveryInvariants(url, EVENTS, receiver.received),
      ...ranOnceInvariants(url),
    ]);
  } finally {
    await receiver.close();
  }
}
