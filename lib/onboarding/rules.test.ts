import { describe, expect, it } from 'vitest';
import { onboardingStatus } from '@/db/schema';
import { isCnpj, isCpf } from '@/lib/validation/documents';
import {
  BRAZIL_UFS,
  canTransition,
  isRequestId,
  isUf,
  ONBOARDING_STATUSES,
  phoneProblem,
  transitionProblem,
  zipCodeProblem,
  type OnboardingStatus,
} from './rules';

const ALLOWED: [OnboardingStatus, OnboardingStatus][] = [
  ['pending', 'due_diligence_review'],
  ['due_diligence_review', 'active'],
  ['due_diligence_review', 'canceled'],
  ['active', 'inactive'],
  ['active', 'closed'],
  ['inactive', 'active'],
  ['inactive', 'closed'],
];
const isAllowed = (from: OnboardingStatus, to: OnboardingStatus) => ALLOWED.some(([a, b]) => a === from && b === to);
const everyPair = ONBOARDING_STATUSES.flatMap((from) =>
  ONBOARDING_STATUSES.map((to) => [from, to] as [OnboardingStatus, OnboardingStatus]),
);

describe('transitions (ONBOARDING_TRANSITIONS)', () => {
  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(transitionProblem(from, to)).toBeNull();
  });

  it.each(everyPair.filter(([from, to]) => !isAllowed(from, to)))('refuses %s → %s, saying why', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(transitionProblem(from, to)).toMatch(from);
  });

  it('names where a request can go, and calls canceled and closed final', () => {
    expect(transitionProblem('pending', 'active')).toBe(
      'A request cannot go from pending to active; from pending it can go to due_diligence_review.',
    );
    expect(transitionProblem('due_diligence_review', 'inactive')).toContain('active or canceled');
    expect(transitionProblem('canceled', 'active')).toContain('final');
    expect(transitionProblem('closed', 'inactive')).toContain('final');
  });
});

describe('field rules', () => {
  it('CNPJ: 14 characters with valid check digits, unformatted, numeric or alphanumeric', () => {
    expect(isCnpj('11222333000181')).toBe(true);
    expect(isCnpj('12ABC34501DE35')).toBe(true);
    for (const value of [
      '11222333000180',
      '11.222.333/0001-81',
      '12.ABC.345/01DE-35',
      '12abc34501de35',
      '1122233300018',
      '00000000000000',
      '',
    ])
      expect(isCnpj(value)).toBe(false);
  });

  it('CPF: 11 digits with valid check digits, unformatted', () => {
    expect(isCpf('52998224725')).toBe(true);
    for (const value of ['52998224724', '529.982.247-25', '5299822472', '11111111111', '11222333000181'])
      expect(isCpf(value)).toBe(false);
  });

  it('UF: the 27 federative units, upper case', () => {
    expect(BRAZIL_UFS).toHaveLength(27);
    expect(isUf('SP')).toBe(true);
    expect(isUf('DF')).toBe(true);
    for (const value of ['sp', 'XX', 'São Paulo', '']) expect(isUf(value)).toBe(false);
  });

  it.each(['+5511987654321', '+551133334444', '+5561912345678', '+14155552671', '+442071838750'])(
    'accepts the phone %s',
    (phone) => expect(phoneProblem(phone)).toBeNull(),
  );

  it.each([
    '11987654321', // no country code
    '+55 11 98765-4321', // formatted
    '+55119876543', // too short for Brazil
    '+550187654321', // area code 01
    '+5511887654321', // 9 digits but not a mobile
    '+551112345678', // landline starting with 1
    '+0123456789',
    '+1',
  ])('refuses the phone %s', (phone) => expect(phoneProblem(phone)).toMatch(/must/));

  it('zip codes: 8 digits in Brazil, 3 to 10 digits elsewhere', () => {
    expect(zipCodeProblem('01310100', 'BR')).toBeNull();
    expect(zipCodeProblem('01310-100', 'BR')).toMatch(/8 digits/);
    expect(zipCodeProblem('0131010', 'BR')).toMatch(/8 digits/);
    expect(zipCodeProblem('94105', 'US')).toBeNull();
    expect(zipCodeProblem('SW1A1AA', 'GB')).toMatch(/digits/);
  });

  it('request ids are UUIDs', () => {
    expect(isRequestId('3f0b8a52-6c1e-4d7a-9b2f-5e8c1d4a7b90')).toBe(true);
    expect(isRequestId('3F0B8A52-6C1E-4D7A-9B2F-5E8C1D4A7B90')).toBe(true);
    for (const value of [
      '1',
      'abc',
      '3f0b8a52-6c1e-4d7a-9b2f-5e8c1d4a7b9',
      "3f0b8a52-6c1e-4d7a-9b2f-5e8c1d4a7b90' or 1=1",
    ])
      expect(isRequestId(value)).toBe(false);
  });
});

it('the database enum and the rules name the same statuses', () => {
  expect(onboardingStatus.enumValues).toEqual([...ONBOARDING_STATUSES]);
});
