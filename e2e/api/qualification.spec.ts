import { expect, test } from '@playwright/test';
import { startReceiver } from '../../test/receiver';
import { type DemoAccounts, demoStoreKey, type Json, sha256hex, unique } from '../support/api';
import { bearer, demo, signedInContext } from '../support/demo';
import { validBeneficiary } from '../../test/beneficiary';

const asOther = bearer(demo.otherCompanyKey);
const DQ_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const PATH = '/api/v1/payout/data-qualification';

let key: string;
let asDemo: Record<string, string>;
let online: number;

const item = (customCode: string, overrides: Json = {}, extra: Json = {}) => ({
  custom_code: customCode,
  batch_code: 'BATCH-E2E',
  beneficiary: validBeneficiary({ account_type: 'SAVINGS', ...overrides }),
  ...extra,
});

test.beforeAll(async ({}, testInfo) => {
  let accounts: DemoAccounts;
  ({ key, headers: asDemo, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'qualification tests'));
  online = accounts['Demo Store Online'];
});

test('a clean batch is 200; a mixed one is 400 with errors, successes and service changes by line', async ({
  request,
}) => {
  const good = await request.post(PATH, {
    headers: asDemo,
    data: { merchant_id: online, service_id: 1, data: [item(unique('ok'))] },
  });
  expect(good.status()).toBe(200);
  expect(Object.keys(await good.json())).toEqual(['message']);

  const first = unique('a');
  const mixed = await request.post(PATH, {
    headers: asDemo,
    data: {
      merchant_id: online,
      service_id: 4,
      data: [
        item(first),
        item(unique('b'), { document_type: 'rg' }, { amount: 10 }),
        item(first, {}, { amount: 5 }),
        item(unique('c'), {}, { amount: 150000.01 }),
      ],
    },
  });
  expect(mixed.status()).toBe(400);
  const body = await mixed.json();
  expect(typeof body.message).toBe('string');
  expect(body.info.uploadSuccess).toEqual([{ line: 1, batch_code: 'BATCH-E2E', custom_code: first }]);
  expect(body.info.errors.map((error: Json) => error.line)).toEqual([2, 3, 4]);
  expect(body.info.errors[0].message).toContain('cpf or cnpj');
  expect(body.info.uploadChangeService).toEqual([
    { line: 1, batch_code: 'BATCH-E2E', custom_code: first, message: expect.stringContaining('changed to 2') },
  ]);
});

test('request-level refusals: service_id, merchant_id, too many records, too many bytes', async ({ request }) => {
  for (const data of [
    { merchant_id: online, service_id: 6, data: [item('x')] },
    { service_id: 1, data: [item('x')] },
    { merchant_id: online, service_id: 1, data: [] },
  ]) {
    const response = await request.post(PATH, { headers: asDemo, data });
    expect(response.status()).toBe(400);
    expect((await response.json()).info.errors[0]).toMatchObject({ line: null, message: expect.any(String) });
  }
  const many = await request.post(PATH, {
    headers: asDemo,
    data: { merchant_id: online, service_id: 1, data: Array.from({ length: 5001 }, (_, i) => item(`m${i}`)) },
  });
  expect(many.status()).toBe(400);
  expect((await many.json()).message).toContain('5000');
  const huge = await request.post(PATH, {
    headers: { ...asDemo, 'content-type': 'application/json' },
    data: Buffer.from(`{"service_id":1,"data":["${'x'.repeat(10 * 1024 * 1024)}"]}`),
  });
  expect(huge.status()).toBe(413);
  expect((await huge.json()).info.errors[0]).toMatchObject({ line: null, message: expect.any(String) });
  const malformed = await request.post(PATH, {
    headers: { ...asDemo, 'content-type': 'application/json' },
    data: Buffer.from('{"service_id":1,'),
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toMatchObject({
    message: expect.any(String),
    info: { errors: [{ line: null }], uploadSuccess: [], uploadChangeService: [] },
  });
});

test("the list is the provider's plain array with paging headers; get, services and status; isolation", async ({
  request,
}) => {
  const code = unique('list');
  await request.post(PATH, {
    headers: asDemo,
    data: { merchant_id: online, service_id: 2, data: [item(code, { account_type: 'CHECKING' })] },
  });
  const listed = await request.get(`${PATH}?custom_code=${code}`, { headers: asDemo });
  expect(listed.status()).toBe(200);
  expect(listed.headers()['x-total-count']).toBe('1');
  expect(listed.headers().link).toContain('rel="first"');
  const [record] = await listed.json();
  expect(record).toMatchObject({
    custom_code: code,
    batch_code: 'BATCH-E2E',
    data_qualification_service_name: 'Automatic validation + micro deposit',
    account_type_name: 'Checking account',
    merchant: { id: String(online), name: 'Demo Store Online' },
    amount: null,
  });
  expect(record.created_at).toMatch(DQ_DATE);
  expect(await (await request.get(`${PATH}/${record.id}`, { headers: asDemo })).json()).toMatchObject({
    id: record.id,
    custom_code: code,
  });
  expect((await request.get(`${PATH}/${record.id}`, { headers: asOther })).status()).toBe(404);
  expect(await (await request.get(`${PATH}?custom_code=${code}`, { headers: asOther })).json()).toEqual([]);

  const paged = await request.get(`${PATH}?per_page=1&page=0&order_by=merchant.name&sort=desc`, { headers: asDemo });
  expect(await paged.json()).toHaveLength(1);
  expect(paged.headers().link).toContain('rel="next"');
  for (const query of [
    'per_page=-1',
    'order_by=name',
    'sort=up',
    'created_at=2026-02-30',
    'data_qualification_service_id=6',
  ]) {
    expect((await request.get(`${PATH}?${query}`, { headers: asDemo })).status(), query).toBe(422);
  }
  expect(
    (await (await request.get(`${PATH}/services`, { headers: asDemo })).json()).map((service: Json) => service.id),
  ).toEqual([1, 2, 3, 4, 5]);
  expect(
    (await (await request.get(`${PATH}/status`, { headers: asDemo })).json())
      .map((status: Json) => status.id)
      .sort((a: number, b: number) => a - b),
  ).toEqual([1, 5, 6, 7, 9, 999]);
});

test('processing notifies each change, signed over the body with the key', async ({ request }) => {
  const receiver = await startReceiver();
  try {
    const code = unique('notify');
    await request.post(PATH, {
      headers: asDemo,
      data: { merchant_id: online, service_id: 1, data: [item(code, {}, { notification_url: receiver.url })] },
    });
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    const bodies = receiver.received.map((received) => JSON.parse(received.body)).sort((a, b) => a.step - b.step);
    expect(bodies.map((body) => [body.step, body.status_id])).toEqual([
      [1, 999],
      [2, 5],
    ]);
    expect(bodies[1]).toMatchObject({
      custom_code: code,
      batch_code: 'BATCH-E2E',
      account_type: 's',
      bank_code: '001',
      document: '52998224725',
      name: 'Ana Souza',
    });
    for (const received of receiver.received)
      expect(received.headers.authorization).toBe(`Bearer ${sha256hex(received.body + key)}`);
    const [record] = await (await request.get(`${PATH}?custom_code=${code}`, { headers: asDemo })).json();
    expect(record).toMatchObject({
      status_flow_data_qualification_id: 5,
      data_qualification_status_flow_name: 'Valid data',
    });
  } finally {
    await receiver.close();
  }
});

test('an operator resolves a record awaiting manual correction; nobody else may', async ({ request }, testInfo) => {
  const code = unique('manual');
  await request.post(PATH, {
    headers: asDemo,
    data: { merchant_id: online, service_id: 3, data: [item(code, { account_digit: '7' })] },
  });
  let record: Json = {};
  await expect
    .poll(
      async () => (
        ([record] = await (await request.get(`${PATH}?custom_code=${code}`, { headers: asDemo })).json()),
        record.status_flow_data_qualification_id
      ),
      { timeout: 20_000 },
    )
    .toBe(9);
  expect(record.description_status).toContain('manual correction');

  expect(
    (await request.post(`${PATH}/${record.id}/resolve`, { headers: asDemo, data: { status_id: 5 } })).status(),
  ).toBe(403);
  const admin = await signedInContext(testInfo.project.use.baseURL!, demo.admin);
  expect((await admin.post(`${PATH}/${record.id}/resolve`, { data: { status_id: 5 } })).status()).toBe(403);
  await admin.dispose();

  const operator = await signedInContext(testInfo.project.use.baseURL!, demo.operator);
  try {
    expect((await operator.post(`${PATH}/${record.id}/resolve`, { data: { status_id: 7 } })).status()).toBe(422);
    const resolved = await operator.post(`${PATH}/${record.id}/resolve`, {
      data: { status_id: 5, note: 'Confirmed with the bank' },
    });
    expect(resolved.status()).toBe(200);
    expect(await resolved.json()).toMatchObject({
      id: record.id,
      status_flow_data_qualification_id: 5,
      description_status: 'Valid data after manual correction: Confirmed with the bank',
    });
    expect((await operator.post(`${PATH}/${record.id}/resolve`, { data: { status_id: 6 } })).status()).toBe(422);
  } finally {
    await operator.dispose();
  }
});
