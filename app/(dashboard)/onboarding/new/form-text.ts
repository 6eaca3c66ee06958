import { formatCep } from '@brazilian-utils/brazilian-utils/format-cep';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { formatCnpjTyped } from '@/lib/validation/documents';

/** The onboarding form's steps, fields and masks: pure, shared by its steps and its review. */

/**
 * `length` characters, digits only unless `alphanumeric` (a CNPJ may hold upper-case letters since July 2026).
 * `placeholder` shows the punctuation the mask adds; a mask without any has none.
 */
export type Mask = { length: number; alphanumeric?: boolean; format: (value: string) => string; placeholder?: string };

/** Shown formatted while typed; the form holds (and the API gets) the characters without punctuation. */
export const MASKS = {
  cnpj: { length: 14, alphanumeric: true, format: formatCnpjTyped, placeholder: '00.000.000/0000-00' },
  cpf: { length: 11, format: formatCpf, placeholder: '000.000.000-00' },
  cep: { length: 8, format: formatCep, placeholder: '00000-000' },
  /** A foreign zip code: digits, unformatted. */
  zip: { length: 10, format: (digits: string) => digits },
} satisfies Record<string, Mask>;

/**
 * The schema's messages tell the API's callers to leave out punctuation ("The company.contacts.*.tax_id must be a valid
 * CPF of 11 digits, without dots or dash."); beside an input whose mask writes it, that clause is dropped ("… of 11
 * digits."). FieldError then says the message in the reader's language, the field named in words.
 */
export function fieldMessage(message: string | undefined): string | undefined {
  return message?.replace(/, without [^.]+(?=\.$)/, '');
}

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'tax_id', 'role'] as const;
export const ADDRESS_FIELDS = ['country', 'zip_code', 'state', 'city', 'street', 'number', 'complement'] as const;
export const COMPANY_FIELDS = ['company.legal_name', 'company.trade_name', 'company.tax_id'] as const;

/** `name` is the step's key in `onboarding.new.step` (its title) and `onboarding.new.stepHelp`. */
export const STEPS = [
  { name: 'company', fields: [...COMPANY_FIELDS] },
  { name: 'contacts', fields: ['company.contacts'] },
  { name: 'addresses', fields: ['company.address'] },
  { name: 'review', fields: [] },
] as const;

/** The step that holds a field, by its dotted key (`company.contacts.0.tax_id` is on Contacts). */
export function stepOfField(key: string): number {
  if (key.startsWith('company.contacts')) return 1;
  if (key.startsWith('company.address')) return 2;
  return 0;
}

/** Every input's dotted key for so many contacts and addresses: where an API error can be shown. */
export function formFieldKeys(contacts: number, addresses: number): string[] {
  return [
    ...COMPANY_FIELDS,
    ...Array.from({ length: contacts }, (_, index) =>
      CONTACT_FIELDS.map((field) => `company.contacts.${index}.${field}`),
    ).flat(),
    ...Array.from({ length: addresses }, (_, index) =>
      ADDRESS_FIELDS.map((field) => `company.address.${index}.${field}`),
    ).flat(),
  ];
}
