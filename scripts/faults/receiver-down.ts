import { startReceiver, type Received } from '../../test/receiver';
import { check, checkInvariants, queryOne, scenarioDatabase, waitFor, type Setup } from './harness';
import { deliveryInvariants } from './invariants';
import { paidCharge } from './load';
import { app } from './processes';
import { PORTS } from './settings';

/** 5. A receiver that answers 503 to each event's first attempt: one retry 5 s later (the real schedule), delivered. */
export async function receiverDownFirstAttempt(setup: Setup): Promise<void> {
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
