import type { APIRequestContext } from '@playwright/test';
import { companyBody, daysFromNow, unique, type Json } from '../support/api';
import type { BodyEndpoint } from './fuzz-support';

const createdOnSuccess = (status: number) => (status >= 200 && status < 300 ? 1 : 0);

/**
 * Every endpoint that takes a body, with a valid body for the generators to mutate. `api` and `online` give the
 * spec's request context and the Demo Store Online account once its beforeAll has set them.
 */
export function bodyEndpoints(api: () => APIRequestContext, online: () => number): BodyEndpoint[] {
  const total = (path: string) => async (headers: Record<string, string>) =>
    Number((await (await api().get(path, { headers })).json()).meta.total);

  return [
    {
      name: 'POST /v2/payin/payments',
      method: 'POST',
      path: () => '/api/v2/payin/payments',
      valid: () => ({
        merchant_id: online(),
        invoice: unique('fz'),
        payment_method: 'pix',
        amount: 1000,
        currency: 'BRL',
        country: 'BR',
        buyer: { name: 'Bruno Dias', email: 'bruno@example.com', document: { type: 'CPF', number: '11144477735' } },
        pix: { expire_date: `${daysFromNow(2)}T12:00:00` },
      }),
      shape: 'validation',
      count: total('/api/v2/payin/payments?per_page=1'),
      created: createdOnSuccess,
    },
    {
      name: 'POST /v2/payin/payments (boleto)',
      method: 'POST',
      path: () => '/api/v2/payin/payments',
      valid: () => ({
        merchant_id: online(),
        invoice: unique('fz'),
        payment_method: 'boleto',
        amount: 15000,
        currency: 'BRL',
        country: 'BR',
        buyer: {
          name: 'Ana Souza',
          email: 'ana@example.com',
          document: { type: 'CPF', number: '52998224725' },
          address: {
            street: 'Avenida Paulista',
            number: '1000',
            complement: '',
            zipcode: '01310100',
            city: 'São Paulo',
            district: 'Bela Vista',
            state_code: 'SP',
          },
        },
        originator_legal_entity: {
          name: 'Loja Exemplo Ltda',
          document: '11222333000181',
          helpdesk: 'help@loja.example',
        },
        boleto: { expire_date: daysFromNow(7) },
        markup: { mode: 'percent', amount: 1.5, min_charge_value: 0.5, max_charge_value: 10 },
      }),
      shape: 'validation',
      count: total('/api/v2/payin/payments?per_page=1'),
      created: createdOnSuccess,
    },
    {
      name: 'POST /v2/payout/payments',
      method: 'POST',
      path: () => '/api/v2/payout/payments',
      valid: () => ({
        merchant_id: online(),
        payment_method: 'PIX',
        invoice: unique('fz'),
        currency: 'BRL',
        amount: 12.34,
        country: 'BR',
        beneficiary: {
          name: 'Ana Souza',
          document: { type: 'CPF', number: '52998224725' },
          pix: { key: 'ana@example.com', key_type: 'EMAIL' },
        },
        markup: { mode: 'fixed', amount: 1 },
      }),
      shape: 'validation',
      count: total('/api/v2/payout/payments?per_page=1'),
      created: createdOnSuccess,
    },
    {
      name: 'POST /v1/payout/data-qualification',
      method: 'POST',
      path: () => '/api/v1/payout/data-qualification',
      valid: () => ({
        merchant_id: online(),
        service_id: 4,
        data: [
          {
            amount: 10.5,
            custom_code: unique('fz'),
            batch_code: 'FUZZ',
            notification_url: 'https://example.com/n',
            beneficiary: {
              name: 'Ana',
              bank_code: '001',
              bank_branch: '1584',
              bank_branch_digit: '1',
              account: '00210169',
              account_digit: '6',
              account_type: 'CHECKING',
              document: '52998224725',
              document_type: 'cpf',
              birthdate: '1990-01-31',
              phone: '+5511987654321',
            },
          },
          {
            custom_code: unique('fz'),
            batch_code: 'FUZZ',
            beneficiary: {
              name: 'Bia',
              bank_code: '341',
              bank_branch: '0001',
              account: '12345',
              account_digit: '1',
              account_type: 'SAVINGS',
              document: '11222333000181',
              document_type: 'cnpj',
            },
          },
        ],
      }),
      shape: 'qualification',
      count: async (headers) =>
        Number(
          (await api().get('/api/v1/payout/data-qualification?per_page=1', { headers })).headers()['x-total-count'],
        ),
      created: (status, sent, answer) =>
        status === 200 ? (sent as Json).data.length : status === 400 ? (answer.info?.uploadSuccess?.length ?? 0) : 0,
    },
    {
      name: 'POST /v2/account/markup',
      method: 'POST',
      path: () => '/api/v2/account/markup',
      valid: () => ({
        account_id: online(),
        product: 'payin',
        payment_method: 'credit_card',
        type: 'global',
        mode: 'percent',
        amount: 1.5,
        min_charge_value: 0.5,
        max_charge_value: 10,
      }),
      shape: 'validation',
    },
    {
      name: 'POST /v2/register/companies',
      method: 'POST',
      path: () => '/api/v2/register/companies',
      valid: () => companyBody(),
      shape: 'validation',
      count: total('/api/v2/register/companies?per_page=1'),
      created: createdOnSuccess,
    },
    {
      name: 'POST /v2/register/companies/webhooks',
      method: 'POST',
      path: () => '/api/v2/register/companies/webhooks',
      valid: () => ({ event: 'onboarding', url: 'https://example.com/onboarding' }),
      shape: 'onboarding-webhook',
    },
    {
      name: 'POST /v2/webhooks/test',
      method: 'POST',
      path: () => '/api/v2/webhooks/test',
      valid: () => ({ url: 'https://example.com/test' }),
      shape: 'validation',
    },
    {
      name: 'DELETE request-cancel',
      method: 'DELETE',
      path: () => '/api/v1/payin/payments/1/request-cancel',
      valid: () => ({ cashInId: '1' }),
      shape: 'cancel',
    },
    {
      name: 'POST sandbox payin simulate',
      method: 'POST',
      path: () => '/api/v2/sandbox/payin/payments/1/simulate',
      valid: () => ({ action: 'pay' }),
      shape: 'validation',
    },
    {
      name: 'POST sandbox payout simulate',
      method: 'POST',
      path: () => '/api/v2/sandbox/payout/payments/1/simulate',
      valid: () => ({ action: 'process' }),
      shape: 'validation',
    },
  ];
}
