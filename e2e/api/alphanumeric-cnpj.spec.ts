import { expect, test } from '@playwright/test';
import { validBeneficiary } from '../../test/beneficiary';
import {
  COMPANIES_PATH,
  companyBody,
  demoStoreKey,
  expect422,
  pixChargeBody,
  pixPayoutBody,
  unique,
} from '../support/api';
import { freshDemoStoreMerchant, topUpDemoStore } from '../support/funds';

/**
 * The Receita Federal issues alphanumeric CNPJs from July 2026 (lib/validation/documents.ts). Wherever a CNPJ is
 * accepted (payin, payout, data qualification, onboarding) one is accepted too, formatted or not, stored without
 * punctuation in upper case; a wrong check digit is still a 422 on the field.
 */
const CNPJ = '12ABC34501DE35';
const FORMATTED = '12.abc.345/01de-35';
const WRONG = '12ABC34501DE36';

let baseURL: string;
let key: string;
let asDemo: Record<string, string>;
let online: number;

test.beforeAll(async ({}, testInfo) => {
  baseURL = testInfo.project.use.baseURL!;
  let accounts;
  ({ key, headers: asDemo, accounts } = await demoStoreKey(baseURL, 'alphanumeric cnpj'));
  online = accounts['Demo Store Online'];
});

test('payin: a buyer with an alphanumeric CNPJ is charged; a wrong check digit is refused', async ({ request }) => {
  const buyer = {
    name: 'Padaria Nova Ltda',
    email: 'caixa@padaria.example',
    document: { type: 'cnpj', number: FORMATTED },
  };
  const created = await request.post('/api/v2/payin/payments', {
    headers: asDemo,
    data: pixChargeBody(online, { buyer }),
  });
  expect(created.status()).toBe(201);
  const charge = await created.json();
  const fetched = await (await request.get(`/api/v2/payin/payments/${charge.id}`, { headers: asDemo })).json();
  expect(fetched.buyer.document).toEqual({ type: 'cnpj', number: CNPJ });

  const wrong = { ...buyer, document: { type: 'CNPJ', number: WRONG } };
  const refused = await request.post('/api/v2/payin/payments', {
    headers: asDemo,
    data: pixChargeBody(online, { buyer: wrong }),
  });
  expect((await expect422(refused, 'buyer.document.number')).errors['buyer.document.number']).toEqual([
    'The buyer.document.number is not a valid CNPJ.',
  ]);
});

test('payout: a beneficiary and a pix key with an alphanumeric CNPJ are paid', async ({ request }) => {
  const merchant = await freshDemoStoreMerchant(baseURL, key);
  await topUpDemoStore(baseURL, merchant, 10_000);
  const beneficiary = {
    name: 'Padaria Nova Ltda',
    document: { type: 'CNPJ', number: FORMATTED },
    pix: { key: CNPJ, key_type: 'CNPJ' },
  };
  const created = await request.post('/api/v2/payout/payments', {
    headers: asDemo,
    data: pixPayoutBody(merchant, { beneficiary }),
  });
  expect(created.status()).toBe(201);
  const wrongKey = { ...beneficiary, pix: { key: WRONG, key_type: 'CNPJ' } };
  const refused = await request.post('/api/v2/payout/payments', {
    headers: asDemo,
    data: pixPayoutBody(merchant, { beneficiary: wrongKey }),
  });
  expect(refused.status()).toBe(422);
});

test('data qualification: a record with an alphanumeric CNPJ is stored and found by it', async ({ request }) => {
  const customCode = unique('cnpj');
  const beneficiary = validBeneficiary({ document: FORMATTED, document_type: 'cnpj' });
  const sent = await request.post('/api/v1/payout/data-qualification', {
    headers: asDemo,
    data: {
      merchant_id: online,
      service_id: 1,
      data: [{ custom_code: customCode, batch_code: 'CNPJ-2026', beneficiary }],
    },
  });
  expect(sent.status()).toBe(200);
  const listed = await request.get(
    `/api/v1/payout/data-qualification?custom_code=${customCode}&document=${encodeURIComponent(FORMATTED)}`,
    {
      headers: asDemo,
    },
  );
  const records = await listed.json();
  expect(records).toHaveLength(1);
  expect(records[0].document).toBe(CNPJ);
  // Its check digits match, so the assessment does not stop at the document.
  expect(records[0].data_qualification_status_flow_name).not.toMatch(/check digits do not match/i);
});

test('onboarding: a company with an alphanumeric CNPJ opens a request; formatted or wrong is refused', async ({
  request,
}) => {
  const created = await request.post(COMPANIES_PATH, { headers: asDemo, data: companyBody({ tax_id: CNPJ }) });
  expect(created.status()).toBe(201);
  expect((await created.json()).company.tax_id).toBe(CNPJ);
  for (const taxId of [WRONG, '12.ABC.345/01DE-35']) {
    const refused = await request.post(COMPANIES_PATH, { headers: asDemo, data: companyBody({ tax_id: taxId }) });
    expect(refused.status()).toBe(422);
  }
});
