import { sleep } from './harness';
import { api, pixCharges, type Sample } from './load';
import { LOOPS } from './settings';

/**
 * The refunds each paid R$ 150,00 charge of the load is asked for, all at once: R$ 20,66 fails in the sandbox (its
 * cents end in 66), and together they ask for more than was paid, so the charge's lock must refuse one or two of them.
 */
export const REFUND_AMOUNTS = [4_000, 2_066, 5_000, 9_000];

type Answer = Sample['answer'];

/** One API call of the chain: its HTTP status, or how it did not get one (the app is down or hung). */
async function attempt(call: () => Promise<{ status: number }>): Promise<Answer> {
  try {
    return (await call()).status;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'hung' : 'connection error';
  }
}

/**
 * LOOPS concurrent loops, each creating a pix charge `<prefix>-<loop>-<n>`, paying and crediting it through the
 * sandbox's simulate endpoint, then asking for REFUND_AMOUNTS of it concurrently (each with its own Idempotency-Key),
 * until stopped. A chain whose charge step fails (the app is away) moves on to the next charge. The samples are the
 * refund requests, so `answered201` counts the refunds the clients were told about.
 */
export function startRefundLoad(port: number, prefix: string, merchantId: number) {
  const samples: Sample[] = [];
  const charges = { created: 0, credited: 0 };
  const create = pixCharges(merchantId);
  let running = true;
  const chain = async (invoice: string) => {
    let chargeId = '';
    const created = await attempt(async () => {
      const answer = await api(port, 'POST', create.path, create.body(invoice));
      chargeId = String(answer.json.id);
      return answer;
    });
    if (created !== 201) return false;
    charges.created++;
    for (const action of ['pay', 'credit']) {
      const simulated = await attempt(() =>
        api(port, 'POST', `/api/v2/sandbox/payin/payments/${chargeId}/simulate`, JSON.stringify({ action })),
      );
      if (simulated !== 200) return false;
    }
    charges.credited++;
    await Promise.all(
      REFUND_AMOUNTS.map(async (amount, index) => {
        const key = `${invoice}-r${index}`;
        const startedAt = Date.now();
        const answer = await attempt(() =>
          api(
            port,
            'POST',
            `/api/v2/payin/payments/payin-refund/${chargeId}`,
            JSON.stringify({ amount, reason: 'Faults: the buyer asked for it back' }),
            { 'idempotency-key': key },
          ),
        );
        samples.push({ startedAt, endedAt: Date.now(), invoice: key, answer });
      }),
    );
    return true;
  };
  const loop = async (index: number) => {
    for (let n = 0; running; n++) {
      if (!(await chain(`${prefix}-${index}-${n}`))) await sleep(50); // do not spin while the app is away
    }
  };
  const loops = Array.from({ length: LOOPS }, (_, index) => loop(index));
  return {
    samples,
    charges,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}
