import { DEMO_KEY } from '../../bench/support';
import { sleep } from './harness';
import { LOOPS, REQUEST_TIMEOUT_MS } from './settings';

// The API calls the scenarios make.

const headers = { authorization: `Bearer ${DEMO_KEY}`, 'content-type': 'application/json' };
const pixExpireDate = `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}T12:00:00`;

const chargeBody = (merchantId: number, invoice: string, notificationUrl?: string) =>
  JSON.stringify({
    merchant_id: merchantId,
    invoice,
    payment_method: 'pix',
    amount: 15000,
    currency: 'BRL',
    country: 'BR',
    ...(notificationUrl ? { notification_url: notificationUrl } : {}),
    buyer: { name: 'Faults Buyer', email: 'faults@example.com', document: { type: 'CPF', number: '11144477735' } },
    pix: { expire_date: pixExpireDate },
  });

export async function api(
  port: number,
  method: string,
  urlPath: string,
  body?: string,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
    method,
    headers: { ...headers, ...extraHeaders },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Creates a pix charge whose notification_url is the receiver, then pays it: one `payin.status_changed` delivery. */
export async function paidCharge(
  port: number,
  merchantId: number,
  invoice: string,
  notificationUrl: string,
): Promise<void> {
  const created = await api(port, 'POST', '/api/v2/payin/payments', chargeBody(merchantId, invoice, notificationUrl));
  if (created.status !== 201)
    throw new Error(`creating ${invoice} answered ${created.status}: ${JSON.stringify(created.json)}`);
  const paid = await api(
    port,
    'POST',
    `/api/v2/sandbox/payin/payments/${String(created.json.id)}/simulate`,
    JSON.stringify({ action: 'pay' }),
  );
  if (paid.status !== 200) throw new Error(`paying ${invoice} answered ${paid.status}: ${JSON.stringify(paid.json)}`);
}

/** One create request of a load: when it started and ended, and its answer. */
export type Sample = {
  startedAt: number;
  endedAt: number;
  invoice: string;
  answer: number | 'connection error' | 'hung';
};

/** A create request of a load: its path and its body for one unique invoice. */
export type CreateRequest = { path: string; body: (invoice: string) => string };

/** Pix charges of the merchant. */
export const pixCharges = (merchantId: number): CreateRequest => ({
  path: '/api/v2/payin/payments',
  body: (invoice) => chargeBody(merchantId, invoice),
});

/**
 * R$ 5,00 pix payouts of the merchant (plus its payout markup), each reserving from its available balance; one in
 * four to a beneficiary whose document ends in 0000, which the sandbox fails, so the reservation returns.
 */
export const pixPayouts = (merchantId: number): CreateRequest => ({
  path: '/api/v2/payout/payments',
  body: (invoice) => {
    const fails = Number(invoice.split('-').at(-1)) % 4 === 0;
    const document = fails ? '10000550000' : '52998224725';
    return JSON.stringify({
      merchant_id: merchantId,
      payment_method: 'PIX',
      invoice,
      currency: 'BRL',
      amount: 5,
      country: 'BR',
      beneficiary: {
        name: 'Faults Beneficiary',
        document: { type: 'CPF', number: document },
        pix: { key: document, key_type: 'CPF' },
      },
    });
  },
});

/** LOOPS concurrent loops sending `create` with unique invoices `<prefix>-<loop>-<n>` until stopped. */
export function startCreateLoad(port: number, prefix: string, create: CreateRequest) {
  const samples: Sample[] = [];
  let running = true;
  const loop = async (index: number) => {
    for (let n = 0; running; n++) {
      const invoice = `${prefix}-${index}-${n}`;
      const startedAt = Date.now();
      let answer: Sample['answer'];
      try {
        const response = await fetch(`http://127.0.0.1:${port}${create.path}`, {
          method: 'POST',
          headers,
          body: create.body(invoice),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        answer = response.status;
      } catch (error) {
        answer = (error as Error).name === 'TimeoutError' ? 'hung' : 'connection error';
      }
      samples.push({ startedAt, endedAt: Date.now(), invoice, answer });
      if (answer !== 201) await sleep(50); // do not spin while the app or the database is away
    }
  };
  const loops = Array.from({ length: LOOPS }, (_, index) => loop(index));
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

export const answered201 = (samples: Sample[]) =>
  samples.filter((sample) => sample.answer === 201).map((sample) => sample.invoice);

export function describeLoad(samples: Sample[]): string {
  const answers: Record<string, number> = {};
  for (const sample of samples) answers[sample.answer] = (answers[sample.answer] ?? 0) + 1;
  const slowest = Math.max(0, ...samples.map((sample) => sample.endedAt - sample.startedAt));
  return `${samples.length} requests: ${Object.entries(answers)
    .map(([answer, count]) => `${count} × ${answer}`)
    .join(', ')}; slowest ${slowest} ms`;
}
