import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import { buildBarCode, digitableLine } from './boleto';

/** The sandbox issuing bank's agreement: what a real processor would return for our boletos and pix. */
export const SANDBOX_ISSUER = {
  bankCode: '341',
  agency: '0001',
  wallet: '09',
  account: '1234567',
  agreementDigit: '8',
  pixKey: '2e4f6a1c-7b3d-4c5e-9f80-1a2b3c4d5e6f',
  city: 'SAO PAULO',
} as const;

export function boletoNumbers(input: { amountCents: number; dueDate: string; ourNumber: string }) {
  const barCode = buildBarCode({
    bankCode: SANDBOX_ISSUER.bankCode,
    amountCents: input.amountCents,
    dueDate: input.dueDate,
    agency: SANDBOX_ISSUER.agency,
    wallet: SANDBOX_ISSUER.wallet,
    ourNumber: input.ourNumber,
    account: SANDBOX_ISSUER.account,
  });
  return {
    bar_code_number: barCode,
    digitable_line: digitableLine(barCode),
    agreement: {
      number: SANDBOX_ISSUER.account,
      digit: SANDBOX_ISSUER.agreementDigit,
      agency: SANDBOX_ISSUER.agency,
      assignor_code: `${SANDBOX_ISSUER.agency}/${SANDBOX_ISSUER.account}-${SANDBOX_ISSUER.agreementDigit}`,
    },
  };
}

/** A static BR Code (EMV with CRC16) for the amount, carrying the charge hash as its txid. */
export function pixBrCode(input: {
  amountCents: number;
  payee: string;
  txid: string;
  description?: string | null;
}): string {
  const payload = generatePixPayload({
    key: SANDBOX_ISSUER.pixKey,
    merchantName: input.payee,
    merchantCity: SANDBOX_ISSUER.city,
    amount: input.amountCents / 100,
    txid: input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
    description: input.description ?? undefined,
  });
  if (!payload) throw new Error('the pix payload could not be built');
  return payload;
}
