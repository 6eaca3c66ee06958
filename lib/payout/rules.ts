/**
 * Payout rules that need no database: the status catalogue, the sandbox outcome and amounts. Free of imports, so the
 * dashboard's forms and badges take them without the document validators; a pix key's check is in pix-key-rules.ts.
 */

export const PAYOUT_STATUS = { awaiting: 1, processing: 2, paid: 3, failed: 4, rejected: 5, canceled: 6 } as const;

export const PAYOUT_STATUS_NAMES: Record<number, string> = {
  1: 'Awaiting',
  2: 'Processing',
  3: 'Paid',
  4: 'Failed',
  5: 'Rejected',
  6: 'Canceled',
};
/** Why a payout ended without paying, as its page and the API (`failure_reason`) say it; null for other statuses. */
export const PAYOUT_FAILURE_REASONS: Partial<Record<number, string>> = {
  [PAYOUT_STATUS.failed]: 'The beneficiary bank refused the transfer.',
  [PAYOUT_STATUS.rejected]: 'The processor rejected the payout before sending it.',
};

export const PAYOUT_STATUS_IDS = Object.keys(PAYOUT_STATUS_NAMES).map(Number);

export function payoutStatusObject(id: number): { id: number; name: string } {
  return { id, name: PAYOUT_STATUS_NAMES[id] ?? 'Unknown' };
}

export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PAYOUT_AMOUNT_LIMITS = { min: '0.01', max: '15000000' } as const;

/**
 * A JSON number with at most two decimal places, counted in its shortest decimal form (the digits the client
 * sent, as Decimal.js would read them), with no float arithmetic: 1.005 has three, 1e-7 has seven.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const [digits = '', exponent = '0'] = String(value).toLowerCase().split('e');
  return (digits.split('.')[1]?.length ?? 0) - Number(exponent) <= 2;
}

/** `1234.56`: the decimal amount a payout callback is signed over (integer arithmetic on the cents). */
export function decimalAmount(cents: number): string {
  const absolute = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The sandbox processor fails payouts to beneficiaries whose document ends in 0000 (the README's sandbox section). */
export function sandboxPayoutFails(beneficiaryDocument: string): boolean {
  return beneficiaryDocument.endsWith('0000');
}
