import { describe, expect, it } from 'vitest';
import type { PayinCharge } from '@/db/schema';
import { buildBarCode, digitableLine } from '@/lib/payin/boleto';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import { boletoDownload, boletoFileName } from './boleto-download';

const now = new Date('2026-12-01T15:00:00Z');
const barCode = buildBarCode({
  bankCode: '341',
  amountCents: 15_250,
  dueDate: '2026-12-08',
  agency: '0001',
  wallet: '09',
  ourNumber: '42',
  account: '1234567',
});

const boletoCharge: PayinCharge = {
  id: 42,
  organizationId: 1,
  merchantAccountId: 2,
  apiKeyId: null,
  livemode: false,
  hash: 'a'.repeat(32),
  ourNumber: '00000000042',
  invoice: 'INV/2026 "42"',
  notificationUrl: null,
  paymentMethod: 'boleto',
  amount: 15_000,
  markupAmount: 250,
  paidAmount: null,
  currency: 'BRL',
  country: 'BR',
  description: 'Pedido 42',
  buyer: { name: 'Ana Souza', email: 'ana@example.com', document: { type: 'cpf', number: '52998224725' } },
  buyerDocument: '52998224725',
  originatorLegalEntity: { name: 'Loja Exemplo Ltda', document: '11222333000181', helpdesk: 'help@loja.example' },
  boleto: {
    expire_date: '2026-12-08',
    digitable_line: digitableLine(barCode),
    bar_code_number: barCode,
    agreement: { number: '1234567', digit: '8', agency: '0001', assignor_code: '0001/1234567-8' },
    fine: { percent: null, amount: null, date: null },
    discount: { percent: null, amount: null, daily_amount: null, date: null },
  },
  pix: null,
  markup: null,
  markupRuleId: null,
  statusId: PAYIN_STATUS.created,
  substatus: null,
  expiresAt: new Date('2026-12-09T03:00:00Z'),
  createdAt: new Date('2026-12-01T14:00:00Z'),
  updatedAt: new Date('2026-12-01T14:00:00Z'),
};
const view = (changes: Partial<PayinCharge> = {}) => ({
  charge: { ...boletoCharge, ...changes },
  merchantName: 'Demo Store Online',
});

describe('the boleto download of a payment page', () => {
  it('lays out an open boleto as the page shows it: originator as beneficiary, amount with the markup', () => {
    expect(boletoDownload(view(), now)).toEqual({
      kind: 'open',
      fileName: 'boleto-INV-2026-42-.pdf',
      sheet: {
        digitableLine: boletoCharge.boleto!.digitable_line,
        payee: { name: 'Loja Exemplo Ltda', document: '11.222.333/0001-81' },
        payer: { name: 'Ana Souza', document: '52998224725' },
        amountCents: 15_250,
        dueDate: '2026-12-08',
        createdAt: boletoCharge.createdAt,
        invoice: 'INV/2026 "42"',
        ourNumber: '00000000042',
        assignorCode: '0001/1234567-8',
        helpdesk: 'help@loja.example',
        description: 'Pedido 42',
        livemode: false,
      },
    });
  });

  it('names the merchant, with no CNPJ, when the boleto names no originator', () => {
    const download = boletoDownload(view({ originatorLegalEntity: null }), now);
    expect(download.kind === 'open' && download.sheet).toMatchObject({
      payee: { name: 'Demo Store Online', document: null },
      helpdesk: null,
    });
  });

  it('finds nothing for an unknown hash or a pix charge', () => {
    expect(boletoDownload(null, now)).toEqual({ kind: 'notFound' });
    const pix = view({ paymentMethod: 'pix', boleto: null, pix: { expire_date: '2026-12-02', qr_code: '000201' } });
    expect(boletoDownload(pix, now)).toEqual({ kind: 'notFound' });
  });

  it('refuses a boleto that may no longer be paid, saying why', () => {
    const closed = (changes: Partial<PayinCharge>, at = now) => boletoDownload(view(changes), at);
    expect(closed({ statusId: PAYIN_STATUS.paid })).toEqual({ kind: 'closed', state: 'paid' });
    expect(closed({ statusId: PAYIN_STATUS.credited })).toEqual({ kind: 'closed', state: 'paid' });
    expect(closed({ statusId: PAYIN_STATUS.canceled })).toEqual({ kind: 'closed', state: 'canceled' });
    expect(closed({ statusId: PAYIN_STATUS.rejected })).toEqual({ kind: 'closed', state: 'rejected' });
    expect(closed({ statusId: PAYIN_STATUS.dropRequested })).toEqual({ kind: 'closed', state: 'dropRequested' });
    // Past its expiry, before the expiry job has canceled it.
    expect(closed({}, boletoCharge.expiresAt)).toEqual({ kind: 'closed', state: 'expired' });
  });
});

describe('the file name of a boleto', () => {
  it('keeps letters, digits, dashes, underscores and dots of the invoice, and replaces the rest', () => {
    expect(boletoFileName('INV-2026_0042.a')).toBe('boleto-INV-2026_0042.a.pdf');
    expect(boletoFileName('pedido nº 42/"A"\r\n')).toBe('boleto-pedido-n-42-A-.pdf');
  });
});
