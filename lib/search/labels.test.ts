import { describe, expect, it } from 'vitest';
import { inEnglish } from './labels';

describe('inEnglish', () => {
  it('says a charge and a payout by id and invoice, then method, amount and name', () => {
    expect(
      inEnglish({
        kind: 'payin',
        id: '12',
        status: 'Paid',
        status_id: 3,
        invoice: 'INV-1',
        payment_method: 'pix',
        amount: 123456,
        name: 'Beatriz Lima',
      }),
    ).toMatchObject({ label: 'Charge #12 · INV-1', detail: 'pix · R$ 1.234,56 · Beatriz Lima', amount: 123456 });
    expect(
      inEnglish({ kind: 'payout', id: '5', status: 'Awaiting', status_id: 1, invoice: 'P-5', amount: 50, name: 'Ana' }),
    ).toMatchObject({ label: 'Payout #5 · P-5', detail: 'PIX · R$ 0,50 · Ana', invoice: 'P-5' });
  });

  it('says a qualification record by id and code, and an onboarding request by its company', () => {
    expect(
      inEnglish({
        kind: 'qualification',
        id: '7',
        status: 'Received',
        status_id: 1,
        custom_code: 'C-7',
        name: 'Ana Souza',
        bank_code: '001',
        batch_code: 'B-1',
      }),
    ).toMatchObject({ label: 'Record #7 · C-7', detail: 'Ana Souza · bank 001 · batch B-1' });
    expect(
      inEnglish({
        kind: 'onboarding',
        id: '3f0b8a52-6c1e-4d7a-9b2f-5e8c1d4a7b90',
        status: 'pending',
        legal_name: 'Café Aurora Ltda',
        trade_name: 'Café Aurora',
        tax_id: '11222333000181',
      }),
    ).toMatchObject({ label: 'Café Aurora Ltda', detail: 'CNPJ 11222333000181 · Café Aurora', status: 'pending' });
  });
});
