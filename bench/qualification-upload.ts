/**
 * The README's performance table: a 5,000-record data qualification batch is accepted (validated + stored) in ≤ 1 s, and this
 * prints how long processing takes until every record is final.
 *
 *   BASE_URL=http://localhost:3000 API_KEY=sk_test_… npx tsx bench/qualification-upload.ts
 *
 * Run it against a production build (`npm run build && npm start`), on Postgres or PGlite.
 */
import { median } from './support';
import { validBeneficiary } from '@/test/beneficiary';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const apiKey = process.env.API_KEY ?? 'sk_test_DemoStoreSandboxKey0000000000000';
const runs = Number(process.env.RUNS ?? 5);
const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
const FINAL = new Set([5, 6, 7, 9]);

async function merchantId(): Promise<number> {
  const { data } = await (await fetch(`${baseUrl}/api/v2/account/merchants`, { headers })).json();
  return data[0].id;
}

function batch(merchant: number, tag: string) {
  return JSON.stringify({
    merchant_id: merchant,
    service_id: 1,
    data: Array.from({ length: 5000 }, (_, index) => ({
      custom_code: `${tag}-${index}`,
      batch_code: tag,
      beneficiary: validBeneficiary({ name: 'Bench Beneficiary' }),
    })),
  });
}

/** Jobs run in insertion order, so the batch is done when its last record is final. */
async function lastRecordFinal(tag: string): Promise<boolean> {
  const [record] = await (
    await fetch(`${baseUrl}/api/v1/payout/data-qualification?custom_code=${tag}-4999`, { headers })
  ).json();
  return FINAL.has(record?.status_flow_data_qualification_id);
}

const merchant = await merchantId();
const accepted: number[] = [];
for (let run = 0; run < runs; run++) {
  const tag = `bench-${Date.now().toString(36)}-${run}`;
  const body = batch(merchant, tag);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/payout/data-qualification`, { method: 'POST', headers, body });
  const elapsed = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`upload answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  accepted.push(elapsed);
  const processingStarted = performance.now();
  while (!(await lastRecordFinal(tag))) await new Promise((resolve) => setTimeout(resolve, 100));
  console.log(
    `run ${run + 1}: accepted in ${elapsed.toFixed(0)} ms, all final ${(performance.now() - processingStarted).toFixed(0)} ms later`,
  );
}
const middle = median(accepted);
console.log(
  `5,000 records accepted: median ${middle.toFixed(0)} ms over ${runs} runs (bar ≤ 1000 ms): ${middle <= 1000 ? 'meets the bar' : 'MISSES the bar'}`,
);

export {};
