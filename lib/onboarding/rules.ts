/** Onboarding rules that need no database: statuses and their transitions, and the company's field checks. */

export const ONBOARDING_STATUSES = [
  'pending',
  'due_diligence_review',
  'active',
  'inactive',
  'canceled',
  'closed',
] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

/** Where each status may go next (docs/decisions.md, Onboarding). Canceled and closed are final. */
export const ONBOARDING_TRANSITIONS: Record<OnboardingStatus, readonly OnboardingStatus[]> = {
  pending: ['due_diligence_review'],
  due_diligence_review: ['active', 'canceled'],
  active: ['inactive', 'closed'],
  inactive: ['active', 'closed'],
  canceled: [],
  closed: [],
};

export function canTransition(from: OnboardingStatus, to: OnboardingStatus): boolean {
  return ONBOARDING_TRANSITIONS[from].includes(to);
}

/** Why `from → to` is refused, for the 422 on `status`; null when it is allowed. */
export function transitionProblem(from: OnboardingStatus, to: OnboardingStatus): string | null {
  if (canTransition(from, to)) return null;
  const next = ONBOARDING_TRANSITIONS[from];
  if (next.length === 0) return `The request is ${from}, a final status: it cannot change any more.`;
  return `A request cannot go from ${from} to ${to}; from ${from} it can go to ${next.join(' or ')}.`;
}

export const CONTACT_ROLES = ['administrator', 'legal_representative', 'financial', 'commercial'] as const;

export const MAX_CONTACTS = 20;
export const MAX_ADDRESSES = 10;

/** The 27 federative units (26 states and the Federal District). */
export const BRAZIL_UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export const isUf = (value: string) => (BRAZIL_UFS as readonly string[]).includes(value);

/**
 * "With country and area code": E.164 (`+`, country code, number; 8–15 digits). For Brazil (+55) a two-digit
 * area code (11–99) and an 8-digit landline or a 9-digit mobile number starting with 9.
 */
export function phoneProblem(phone: string): string | null {
  if (!/^\+[1-9]\d{7,14}$/.test(phone))
    return 'must be in international form with country and area code, such as +5511987654321';
  if (!phone.startsWith('+55')) return null;
  const national = phone.slice(3);
  if (!/^[1-9][1-9](?:9\d{8}|[2-8]\d{7})$/.test(national))
    return 'must be +55, a two-digit area code and an 8-digit landline or 9-digit mobile number';
  return null;
}

/** Zip codes are digits: a Brazilian CEP has 8; elsewhere 3 to 10 are accepted. */
export function zipCodeProblem(zipCode: string, country: string): string | null {
  if (country === 'BR') return /^\d{8}$/.test(zipCode) ? null : 'must be a CEP of 8 digits, without a dash';
  return /^\d{3,10}$/.test(zipCode) ? null : 'must contain only digits (3 to 10)';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Request ids are UUIDs; anything else cannot name one (and must not reach Postgres, which would refuse the cast). */
export const isRequestId = (value: string) => UUID.test(value);
