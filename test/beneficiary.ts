/**
 * A beneficiary whose document and bank account check out (bank 001 has a check-digit rule): the valid baseline
 * that unit tests, API and browser tests, benchmarks and fault scenarios vary.
 */
export const validBeneficiary = <T extends Record<string, unknown>>(overrides: T = {} as T) => ({
  name: 'Ana Souza',
  bank_code: '001',
  bank_branch: '1584',
  account: '00210169',
  account_digit: '6',
  account_type: 'CHECKING',
  document: '52998224725',
  document_type: 'cpf',
  ...overrides,
});
