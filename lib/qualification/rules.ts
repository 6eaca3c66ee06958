import { getBankByCode, isValidBankAccount } from '@brazilian-utils/brazilian-utils';
import { isCnpj, isCpf } from '@/lib/validation/documents';

/** Data qualification rules that need no database: the status and service catalogues (docs/api.md) and the checks of one record. */

export const QUALIFICATION_SERVICES: Record<number, string> = {
  1: 'Automatic validation',
  2: 'Automatic validation + micro deposit',
  3: 'Automatic validation + micro deposit + manual correction',
  4: 'Automatic validation + deposit',
  5: 'Automatic validation + deposit + manual correction',
};

/** Service ids in the order of their names, for the list's `order_by=data_qualification_service_name`. */
export const SERVICES_BY_NAME = Object.entries(QUALIFICATION_SERVICES)
  .sort(([, a], [, b]) => (a < b ? -1 : 1))
  .map(([id]) => Number(id));

export const QUALIFICATION_STATUS = {
  received: 1,
  valid: 5,
  invalid: 6,
  noProcess: 7,
  awaiting: 9,
  processing: 999,
} as const;

export const QUALIFICATION_STATUSES: Record<number, { name: string; final: boolean; step: number }> = {
  1: { name: 'Received', final: false, step: 1 },
  9: { name: 'Awaiting', final: false, step: 1 },
  999: { name: 'Processing', final: false, step: 1 },
  5: { name: 'Valid data', final: true, step: 2 },
  6: { name: 'Invalid data', final: true, step: 3 },
  7: { name: 'No Process', final: true, step: 3 },
};

/** Services 4 and 5 deposit the given amount; without one they fall back to the micro-deposit services 2 and 3. */
export function effectiveService(
  serviceId: number,
  amount: number | undefined | null,
): { serviceId: number; changed: string | null } {
  if ((serviceId === 4 || serviceId === 5) && (amount === undefined || amount === null)) {
    const fallback = serviceId - 2;
    return {
      serviceId: fallback,
      changed: `No amount was sent, so the service was changed to ${fallback} (${QUALIFICATION_SERVICES[fallback]}).`,
    };
  }
  return { serviceId, changed: null };
}

// Banks whose check digits have a published algorithm; others are checked by structure only (see @brazilian-utils).
const BANKS_WITH_ALGORITHM = new Set(['001', '033', '041', '104', '237', '260', '341', '399', '745']);

export type Assessable = {
  serviceId: number;
  document: string;
  documentType: 'cpf' | 'cnpj';
  bankCode: string;
  bankBranch: string;
  account: string;
  accountDigit: string;
};

export type Assessment = { statusId: number; description: string };

/**
 * The checks, in order: document, bank, account digits; a bank without an algorithm can only be
 * confirmed by a deposit (services 2–5), and a failed check waits for manual correction on services 3 and 5.
 */
export function assessRecord(record: Assessable): Assessment {
  const manual = record.serviceId === 3 || record.serviceId === 5;
  const invalid = (description: string): Assessment =>
    manual
      ? { statusId: QUALIFICATION_STATUS.awaiting, description: `${description} Awaiting manual correction.` }
      : { statusId: QUALIFICATION_STATUS.invalid, description };
  const documentValid = record.documentType === 'cpf' ? isCpf(record.document) : isCnpj(record.document);
  if (!documentValid) return invalid(`The ${record.documentType.toUpperCase()} check digits do not match.`);
  const bankCode = record.bankCode.padStart(3, '0');
  if (!getBankByCode(bankCode)) return invalid(`Bank ${record.bankCode} is not in the Brazilian bank list.`);
  const hasAlgorithm = BANKS_WITH_ALGORITHM.has(bankCode);
  if (!hasAlgorithm && record.serviceId === 1) {
    return {
      statusId: QUALIFICATION_STATUS.noProcess,
      description: `Bank ${bankCode} publishes no check digit rule and the service makes no deposit, so the account cannot be validated.`,
    };
  }
  if (
    !isValidBankAccount({ bankCode, agency: record.bankBranch, account: record.account, digit: record.accountDigit })
  ) {
    return invalid('The branch and account do not match the bank’s check digit rule.');
  }
  if (record.serviceId === 1)
    return { statusId: QUALIFICATION_STATUS.valid, description: 'Document and account check digits are valid.' };
  return {
    statusId: QUALIFICATION_STATUS.valid,
    description: 'Document and account are valid, and the deposit was accepted by the bank.',
  };
}

/** The provider's `YYYY-MM-DD HH:mm:ss` (docs/api.md), in UTC like every other timestamp of the API. */
export function qualificationDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
