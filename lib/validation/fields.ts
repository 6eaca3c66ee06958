import { z } from 'zod';
import { isCnpj, isCpf, normalizeDocument } from './documents';

/** Laravel-style messages, as the provider's examples use (docs/api.md): "required" when absent, the expected kind otherwise. */
export const required = (field: string, kind: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null
    ? `The ${field} field is required.`
    : `The ${field} must be ${kind}.`;

/** A required string, trimmed, with messages keyed by its published name. */
export function text(field: string, max = 255) {
  return z
    .string({ error: required(field, 'a string') })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);
}

/** A CEP may arrive formatted (01310-100); it is stored as digits. */
export const digitsOnly = (value: string) => value.replace(/[.\-/\s]/g, '');

/** A CPF or CNPJ that may arrive formatted, stored without punctuation (lib/validation/documents.ts). */
export function documentNumber(field: string) {
  return text(field, 18)
    .transform(normalizeDocument)
    .refine(
      (value) => /^[0-9A-Z]+$/.test(value),
      `The ${field} must contain only digits, or digits and letters for an alphanumeric CNPJ.`,
    );
}

export const documentChecks = { CPF: isCpf, CNPJ: isCnpj } as const;

/** `{type, number}`: CPF or CNPJ in any case, and a number whose check digits match that type. `field` is its dotted key. */
export function personDocumentSchema(field: string) {
  return z
    .object(
      {
        type: z
          .string({ error: required(`${field}.type`, 'a string') })
          .transform((value) => value.trim().toUpperCase())
          .pipe(z.enum(['CPF', 'CNPJ'], `The ${field}.type must be CPF or CNPJ.`)),
        number: documentNumber(`${field}.number`),
      },
      { error: required(field, 'an object') },
    )
    .superRefine((document, ctx) => {
      if (!documentChecks[document.type](document.number)) {
        ctx.addIssue({
          code: 'custom',
          path: ['number'],
          message: `The ${field}.number is not a valid ${document.type}.`,
        });
      }
    });
}

const SUPPORTED_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** ISO 3166-1 alpha-2, upper case, naming a region Intl knows. */
export const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== code;

/** ISO 4217, then BRL: the only currency our rails settle. `what` names the product in the message. */
export function brlCurrencySchema(what: string) {
  return z
    .string({ error: required('currency', 'a string') })
    .refine((code) => SUPPORTED_CURRENCIES.has(code), 'The currency must be an ISO 4217 code such as BRL.')
    .refine((code) => code === 'BRL', `${what} are in BRL only.`);
}

/** ISO 3166-1 alpha-2, then BR. */
export function brazilCountrySchema(what: string) {
  return z
    .string({ error: required('country', 'a string') })
    .refine(isCountryCode, 'The country must be an ISO 3166-1 alpha-2 code such as BR.')
    .refine((code) => code === 'BR', `${what} are for Brazil (BR) only.`);
}

/** Where a payment's callbacks go: an http or https URL (the address guard judges it further); null or absent for none. */
export const notificationUrlSchema = z
  .url({ protocol: /^https?$/, error: 'The notification_url must be an http or https URL.' })
  .max(2048, 'The notification_url may not be greater than 2048 characters.')
  .nullish();
