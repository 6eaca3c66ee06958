import { z } from 'zod';
import { dayOrInstant, listQueryFields } from '@/lib/validation/list-query';
import { pageSchema } from '@/lib/openapi/shared';
import { isCountryCode, required, text } from '@/lib/validation/fields';
import { isCnpj, isCpf } from '@/lib/validation/documents';
import {
  CONTACT_ROLES,
  isUf,
  MAX_ADDRESSES,
  MAX_CONTACTS,
  ONBOARDING_STATUSES,
  phoneProblem,
  zipCodeProblem,
} from './rules';

// Array members are named with `*` in messages; the error's key carries the real index (company.contacts.0.tax_id).
const CONTACT = 'company.contacts.*';
const ADDRESS = 'company.address.*';

const requiredString = (field: string) => z.string({ error: required(field, 'a string') }).trim();

const contactSchema = z.object(
  {
    name: text(`${CONTACT}.name`, 200),
    email: requiredString(`${CONTACT}.email`)
      .max(254, `The ${CONTACT}.email may not be greater than 254 characters.`)
      .pipe(z.email(`The ${CONTACT}.email must be a valid e-mail address.`)),
    phone: requiredString(`${CONTACT}.phone`).superRefine((phone, ctx) => {
      const problem = phoneProblem(phone);
      if (problem) ctx.addIssue({ code: 'custom', message: `The ${CONTACT}.phone ${problem}.` });
    }),
    tax_id: requiredString(`${CONTACT}.tax_id`).refine(
      isCpf,
      `The ${CONTACT}.tax_id must be a valid CPF of 11 digits, without dots or dash.`,
    ),
    role: z.enum(CONTACT_ROLES, { error: required(`${CONTACT}.role`, `one of ${CONTACT_ROLES.join(', ')}`) }),
  },
  { error: required(CONTACT, 'an object') },
);

const addressSchema = z
  .object(
    {
      city: text(`${ADDRESS}.city`, 100),
      state: requiredString(`${ADDRESS}.state`)
        .toUpperCase()
        .min(1, `The ${ADDRESS}.state field is required.`)
        .max(50, `The ${ADDRESS}.state may not be greater than 50 characters.`),
      country: requiredString(`${ADDRESS}.country`).refine(
        isCountryCode,
        `The ${ADDRESS}.country must be an ISO 3166-1 alpha-2 code such as BR.`,
      ),
      zip_code: requiredString(`${ADDRESS}.zip_code`),
      street: text(`${ADDRESS}.street`, 200),
      number: text(`${ADDRESS}.number`, 20),
      complement: z
        .string(`The ${ADDRESS}.complement must be a string.`)
        .trim()
        .max(100, `The ${ADDRESS}.complement may not be greater than 100 characters.`)
        .nullish()
        .transform((value) => value || undefined),
    },
    { error: required(ADDRESS, 'an object') },
  )
  .superRefine((address, ctx) => {
    // The state is a UF for a Brazilian address; abroad it is whatever the country calls its region.
    if (address.country === 'BR' && !isUf(address.state)) {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: `The ${ADDRESS}.state must be a Brazilian state abbreviation (UF) such as SP.`,
      });
    }
    const zipProblem = zipCodeProblem(address.zip_code, address.country);
    if (zipProblem)
      ctx.addIssue({ code: 'custom', path: ['zip_code'], message: `The ${ADDRESS}.zip_code ${zipProblem}.` });
  });

/** The account opening request a merchant sends; shared by the route and the dashboard form. */
export const createAccountOpeningRequestSchema = z.object({
  company: z.object(
    {
      legal_name: text('company.legal_name', 200),
      trade_name: text('company.trade_name', 200),
      tax_id: requiredString('company.tax_id').refine(
        isCnpj,
        'The company.tax_id must be a valid CNPJ of 14 characters (digits, or upper-case letters and digits), without dots, slash or dash.',
      ),
      contacts: z
        .array(contactSchema, { error: required('company.contacts', 'an array') })
        .min(1, 'The company.contacts must have at least one contact.')
        .max(MAX_CONTACTS, `The company.contacts may not have more than ${MAX_CONTACTS} contacts.`),
      address: z
        .array(addressSchema, { error: required('company.address', 'an array') })
        .min(1, 'The company.address must have at least one address.')
        .max(MAX_ADDRESSES, `The company.address may not have more than ${MAX_ADDRESSES} addresses.`),
    },
    { error: required('company', 'an object') },
  ),
});
export type CreateAccountOpeningRequestInput = z.output<typeof createAccountOpeningRequestSchema>;
export type CreateAccountOpeningRequestForm = z.input<typeof createAccountOpeningRequestSchema>;

const statusEnum = (field: string) =>
  z.enum(ONBOARDING_STATUSES, { error: required(field, `one of ${ONBOARDING_STATUSES.join(', ')}`) });

/** An operator's decision; whether the move is allowed is the rules' business, not the schema's. */
export const transitionRequestSchema = z.object({
  status: statusEnum('status'),
  reason: z
    .string('The reason must be a string.')
    .trim()
    .max(500, 'The reason may not be greater than 500 characters.')
    .nullish(),
});
export type TransitionRequestInput = z.output<typeof transitionRequestSchema>;

export const ONBOARDING_SORT_KEYS = ['created_at', 'updated_at'] as const;
const shared = listQueryFields(ONBOARDING_SORT_KEYS, 'created_at');

/** Paged like the payin list; `created_after`/`created_before` take a São Paulo day (both ends included) or a date-time. */
export const listRequestsQuerySchema = z
  .object({
    status: statusEnum('status').optional(),
    created_after: dayOrInstant('created_after'),
    created_before: dayOrInstant('created_before'),
    page: shared.page,
    per_page: shared.per_page,
    sort_by: shared.sort_by,
    sort_order: shared.sort_order,
  })
  .superRefine((query, ctx) => {
    if (query.created_after && query.created_before && new Date(query.created_before) < new Date(query.created_after)) {
      ctx.addIssue({
        code: 'custom',
        path: ['created_before'],
        message: 'The created_before must be on or after created_after.',
      });
    }
  });
export type ListRequestsQuery = z.output<typeof listRequestsQuerySchema>;

export const ONBOARDING_WEBHOOK_EVENTS = ['onboarding'] as const;

/**
 * `{event, url}`. The provider requires HTTPS; `allowHttp` admits plain http where WEBHOOK_ALLOW_PRIVATE=1 (tests and local
 * demos, whose receivers listen on loopback without TLS).
 */
export function webhookRegistrationSchema(options: { allowHttp: boolean }) {
  const protocols = options.allowHttp ? ['https:', 'http:'] : ['https:'];
  return z.object(
    {
      event: z
        .string({ error: required('event', 'a string') })
        .refine(
          (event) => (ONBOARDING_WEBHOOK_EVENTS as readonly string[]).includes(event),
          'The event must be onboarding, the only event supported.',
        ),
      url: z
        .string({ error: required('url', 'a string') })
        .trim()
        .max(2048, 'The url may not be greater than 2048 characters.')
        .refine((value) => {
          try {
            const url = new URL(value);
            return protocols.includes(url.protocol) && url.hostname !== '' && !url.username && !url.password;
          } catch {
            return false;
          }
        }, 'The url must be a valid HTTPS address.'),
    },
    { error: 'The request body must be a JSON object with event and url.' },
  );
}
export type WebhookRegistrationInput = z.output<ReturnType<typeof webhookRegistrationSchema>>;

/** The provider's account opening request (GET response). */
export const accountOpeningRequestRecordSchema = z.object({
  id: z.string(),
  company: z.object({
    legal_name: z.string(),
    trade_name: z.string(),
    tax_id: z.string().describe('CNPJ, digits only'),
    contacts: z.array(
      z.object({
        name: z.string(),
        email: z.string(),
        phone: z.string(),
        tax_id: z.string().describe('CPF, digits only'),
        role: z.enum(CONTACT_ROLES),
      }),
    ),
    address: z.array(
      z.object({
        city: z.string(),
        state: z.string(),
        country: z.string(),
        zip_code: z.string(),
        street: z.string(),
        number: z.string(),
        complement: z.string().optional(),
      }),
    ),
  }),
  status: z.enum(ONBOARDING_STATUSES),
  status_history: z.array(z.object({ status: z.enum(ONBOARDING_STATUSES), created_at: z.string() })),
  account_id: z.number().int().nullable().describe('The merchant account created on the first activation; null before'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AccountOpeningRequestRecord = z.infer<typeof accountOpeningRequestRecordSchema>;
export const accountOpeningRequestPageSchema = pageSchema(accountOpeningRequestRecordSchema);
export type AccountOpeningRequestPage = z.infer<typeof accountOpeningRequestPageSchema>;

/** The onboarding event's body; `account_id` only on the first activation. */
export const onboardingEventSchema = z.object({
  id: z.string(),
  status: z.enum(ONBOARDING_STATUSES),
  updated_at: z.string(),
  account_id: z.number().int().optional(),
});
export type OnboardingEvent = z.infer<typeof onboardingEventSchema>;

export const webhookRegistrationRecordSchema = z.object({
  success: z.literal(true),
  event: z.enum(ONBOARDING_WEBHOOK_EVENTS),
  url: z.string(),
});
export type WebhookRegistrationRecord = z.infer<typeof webhookRegistrationRecordSchema>;
