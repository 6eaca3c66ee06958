/**
 * Payin rules that need no database: the status catalogue, cancellation eligibility, expiry instants and
 * the sandbox processor's magic documents. The SQL of the service stays the authority on cancellation;
 * these explain its answers and drive the dashboard's countdown.
 */

export const PAYIN_STATUS = { created: 1, canceled: 2, paid: 3, credited: 4, dropRequested: 5, rejected: 7 } as const;
export type PayinStatusId = (typeof PAYIN_STATUS)[keyof typeof PAYIN_STATUS];

export const PAYIN_STATUS_NAMES: Record<PayinStatusId, string> = {
  1: 'Created',
  2: 'Canceled',
  3: 'Paid',
  4: 'Credited',
  5: 'Drop Requested',
  7: 'Rejected',
};
export const PAYIN_STATUS_IDS = Object.keys(PAYIN_STATUS_NAMES).map(Number) as PayinStatusId[];

export function statusObject(id: number): { id: number; name: string } {
  return { id, name: PAYIN_STATUS_NAMES[id as PayinStatusId] ?? 'Unknown' };
}

export const PAYIN_METHODS = ['boleto', 'pix'] as const;
export type PayinMethod = (typeof PAYIN_METHODS)[number];

/** The earliest cancellation after creation the provider allows: pix 5 minutes, boleto 30. */
export const CANCEL_AFTER_MS: Record<PayinMethod, number> = { pix: 5 * 60_000, boleto: 30 * 60_000 };

export const AMOUNT_LIMITS: Record<PayinMethod, { min: number; max: number }> = {
  boleto: { min: 500, max: 15_000_000 },
  pix: { min: 1, max: 15_000_000 },
};

export type CancelEligibility = { eligible: true } | { eligible: false; reason: string; eligibleAt: Date | null };

/** Why a charge can or cannot be canceled at `now`, and when it will be if waiting is all it needs. */
export function cancelEligibility(
  charge: { paymentMethod: PayinMethod; statusId: number; createdAt: Date },
  now: Date,
): CancelEligibility {
  if (charge.statusId !== PAYIN_STATUS.created) {
    return {
      eligible: false,
      reason: `Only a payin with status Created can be canceled; this one is ${statusObject(charge.statusId).name}.`,
      eligibleAt: null,
    };
  }
  const eligibleAt = new Date(charge.createdAt.getTime() + CANCEL_AFTER_MS[charge.paymentMethod]);
  if (now < eligibleAt) {
    const minutes = CANCEL_AFTER_MS[charge.paymentMethod] / 60_000;
    return {
      eligible: false,
      reason: `A ${charge.paymentMethod} payin can be canceled ${minutes} minutes after creation, from ${eligibleAt.toISOString()}.`,
      eligibleAt,
    };
  }
  return { eligible: true };
}

// Brazil has kept UTC−3 all year since 2019, so São Paulo dates need no time-zone database.
const SAO_PAULO_OFFSET_MS = 3 * 3_600_000;

/** Today's date in São Paulo, `YYYY-MM-DD`: boleto due dates are Brazilian calendar days. */
export function saoPauloToday(now: Date): string {
  return new Date(now.getTime() - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);
}

/** São Paulo wall-clock time of an instant as `YYYY-MM-DDTHH:mm:ss`, the shape of a pix `expire_date`. */
export function saoPauloDateTime(at: Date): string {
  return new Date(at.getTime() - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 19);
}

/** The buyer's document type (sent as CPF or CNPJ, in any case) as it is stored and returned: in lower case. */
export const BUYER_DOCUMENT_TYPES = { CPF: 'cpf', CNPJ: 'cnpj' } as const;

/** A boleto is payable through its due date, so it expires when that day ends in São Paulo. */
export function boletoExpiresAt(expireDate: string): Date {
  const [year = NaN, month = NaN, day = NaN] = expireDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1) + SAO_PAULO_OFFSET_MS);
}

/** A pix `expire_date` has no zone; it is São Paulo wall-clock time. */
export function pixExpiresAt(expireDate: string): Date {
  return new Date(`${expireDate}-03:00`);
}

/** `YYYY-MM-DDTHH:mm:ss` naming a real instant. */
export function isLocalDateTime(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value)) return false;
  const date = new Date(`${value}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === value;
}

export type SandboxOutcome = 'settles' | 'rejected' | 'refused';

/** The sandbox's magic buyer documents (the README's sandbox table); any other document waits for payment, a simulation or expiry. */
const SANDBOX_DOCUMENTS: Record<string, SandboxOutcome> = {
  '58713371126': 'settles',
  '59730932395': 'settles',
  '90836247060': 'rejected',
  '76145193026': 'refused',
};

export function sandboxOutcome(buyerDocument: string): SandboxOutcome | null {
  return SANDBOX_DOCUMENTS[buyerDocument] ?? null;
}
