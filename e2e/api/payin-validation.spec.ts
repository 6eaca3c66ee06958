import { expect, test } from '@playwright/test';
import {
  boletoChargeBody,
  daysFromNow,
  type DemoAccounts,
  demoStoreKey,
  expect422,
  type Json,
  payinRequests,
  pixChargeBody,
  withValue,
} from '../support/api';

let asDemo: Record<string, string>;
let accounts: DemoAccounts;

const boletoBody = (overrides: Json = {}) => boletoChargeBody(accounts['Demo Store Online'], overrides);
const pixBody = (overrides: Json = {}) => pixChargeBody(accounts['Demo Store Online'], overrides);
const { create } = payinRequests(() => asDemo);

test.beforeAll(async ({}, testInfo) => {
  ({ headers: asDemo, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'payin tests'));
});

test.describe('POST /v2/payin/payments', () => {
  test('every required field of both forms is refused by name when missing', async ({ request }) => {
    const boletoFields = [
      'invoice',
      'payment_method',
      'amount',
      'currency',
      'country',
      'buyer',
      'buyer.name',
      'buyer.email',
      'buyer.document',
      'buyer.document.type',
      'buyer.document.number',
      'buyer.address',
      'buyer.address.street',
      'buyer.address.number',
      'buyer.address.zipcode',
      'buyer.address.city',
      'buyer.address.district',
      'buyer.address.state_code',
      'originator_legal_entity',
      'originator_legal_entity.name',
      'originator_legal_entity.document',
      'originator_legal_entity.helpdesk',
      'boleto',
      'boleto.expire_date',
    ];
    for (const field of boletoFields)
      await expect422(await create(request, withValue(boletoBody(), field, undefined)), field);
    for (const field of ['buyer.document.number', 'pix', 'pix.expire_date'])
      await expect422(await create(request, withValue(pixBody(), field, undefined)), field);
  });

  test('field rules: amounts, currency, country, documents, address, dates, description, URL', async ({ request }) => {
    const cases: [Json, string][] = [
      [boletoBody({ amount: 499 }), 'amount'],
      [pixBody({ amount: 0 }), 'amount'],
      [pixBody({ amount: 15_000_001 }), 'amount'],
      [pixBody({ amount: 10.5 }), 'amount'],
      [pixBody({ amount: '1000' }), 'amount'],
      [pixBody({ currency: 'XYZ' }), 'currency'],
      [pixBody({ currency: 'USD' }), 'currency'],
      [pixBody({ country: 'ZZ' }), 'country'],
      [pixBody({ country: 'br' }), 'country'],
      [pixBody({ description: 'x'.repeat(141) }), 'description'],
      [pixBody({ notification_url: 'ftp://example.com/hook' }), 'notification_url'],
      [pixBody({ payment_method: 'card' }), 'payment_method'],
      [withValue(pixBody(), 'buyer.document.number', '52998224724'), 'buyer.document.number'],
      [withValue(pixBody(), 'buyer.document.type', 'RG'), 'buyer.document.type'],
      [withValue(pixBody(), 'buyer.email', 'not-an-email'), 'buyer.email'],
      [withValue(boletoBody(), 'buyer.address.state_code', 'XX'), 'buyer.address.state_code'],
      [withValue(boletoBody(), 'buyer.address.zipcode', '1234'), 'buyer.address.zipcode'],
      [
        withValue(boletoBody(), 'originator_legal_entity.document', '11222333000180'),
        'originator_legal_entity.document',
      ],
      [withValue(boletoBody(), 'boleto.expire_date', '2020-01-01'), 'boleto.expire_date'],
      [withValue(boletoBody(), 'boleto.expire_date', '2030-02-30'), 'boleto.expire_date'],
      [withValue(pixBody(), 'pix.expire_date', '2020-01-01T10:00:00'), 'pix.expire_date'],
      [withValue(pixBody(), 'pix.expire_date', `${daysFromNow(2)}T12:00:00Z`), 'pix.expire_date'],
    ];
    for (const [body, field] of cases) await expect422(await create(request, body), field);
    expect(
      (
        await create(request, withValue(pixBody(), 'buyer.document', { type: 'cnpj', number: '11.222.333/0001-81' }))
      ).status(),
    ).toBe(201);
  });
});
