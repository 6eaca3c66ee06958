import { z } from 'zod';
import { isTimeZone, LOCALES } from '@/lib/locale';
import { roles, teamRoles } from './team-rules';

export { roles, type Role } from './team-rules';

export const createApiKeySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'The name field is required.')
    .max(80, 'The name may not be longer than 80 characters.'),
  mode: z.enum(['test', 'live'], 'The mode must be test or live.').default('test'),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const signInSchema = z.object({
  email: z.email('Enter a valid e-mail address.'),
  password: z.string().min(1, 'Enter your password.'),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** The error next-auth hands the sign-in form when the throttle refused the attempt. */
export const SIGN_IN_LOCKED = 'TooManyAttempts';

/** Every password a person chooses. 12 characters is the floor (the demo's `payrail-demo` is exactly that). */
export const MIN_PASSWORD_LENGTH = 12;
export const newPasswordSchema = z
  .string('The new password is required.')
  .min(MIN_PASSWORD_LENGTH, `The new password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, 'The new password may not be longer than 200 characters.');

export const changePasswordSchema = z
  .strictObject({
    current_password: z.string('The current password is required.').min(1, 'The current password is required.'),
    new_password: newPasswordSchema,
  })
  .refine((input) => input.new_password !== input.current_password, {
    message: 'The new password must differ from the current one.',
    path: ['new_password'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const apiKeyRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: z.enum(['test', 'live']),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecordSchema>;

export const merchantAccountRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enable_markup: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MerchantAccountRecord = z.infer<typeof merchantAccountRecordSchema>;
/** A merchant account as the dashboard's account pickers show it. */
export type AccountOption = Pick<MerchantAccountRecord, 'id' | 'name'>;

export const updateMerchantAccountSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'The name field is required.')
    .max(120, 'The name may not be longer than 120 characters.')
    .optional(),
  enable_markup: z.boolean('The enable_markup field must be true or false.').optional(),
});
export type UpdateMerchantAccountInput = z.infer<typeof updateMerchantAccountSchema>;

export const createTeamMemberSchema = z.strictObject({
  email: z
    .email('Enter a valid e-mail address.')
    .max(200, 'The email may not be longer than 200 characters.')
    .transform((email) => email.trim().toLowerCase()),
  name: z
    .string('The name field is required.')
    .trim()
    .min(1, 'The name field is required.')
    .max(120, 'The name may not be longer than 120 characters.'),
  role: z.enum(teamRoles, 'The role must be admin, write or view.'),
});
export type CreateTeamMemberInput = z.infer<typeof createTeamMemberSchema>;

/** `npm run create-admin -- --email … --organization … [--name …]`. */
export const createAdminSchema = z.strictObject({
  email: createTeamMemberSchema.shape.email,
  organization: z
    .string('The organization (--organization) is required.')
    .trim()
    .min(1, 'The organization (--organization) is required.')
    .max(120, 'The organization may not be longer than 120 characters.'),
  name: z.string().trim().min(1).max(120, 'The name may not be longer than 120 characters.').optional(),
  /** A platform operator (acts on every organization: approves onboarding, which opens merchant accounts) instead of an admin. */
  operator: z.boolean().optional(),
});
export type CreateAdminInput = z.infer<typeof createAdminSchema>;

export const updateTeamMemberSchema = z
  .strictObject({
    role: z.enum(teamRoles, 'The role must be admin, write or view.').optional(),
    active: z.boolean('The active field must be true or false.').optional(),
  })
  .refine((change) => change.role !== undefined || change.active !== undefined, {
    message: 'Send a role, active, or both.',
    path: ['body'],
  });
export type UpdateTeamMemberInput = z.infer<typeof updateTeamMemberSchema>;

/** Settings' profile: the user's own name, language (null follows the browser) and time zone; send any of them. */
export const updateProfileSchema = z
  .strictObject({
    name: createTeamMemberSchema.shape.name.optional(),
    locale: z.enum(LOCALES, 'The locale must be pt-BR, en or null.').nullable().optional(),
    time_zone: z
      .string('The time_zone must be an IANA time zone, such as America/Sao_Paulo.')
      .refine(isTimeZone, 'The time_zone must be an IANA time zone, such as America/Sao_Paulo.')
      .optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Send a name, locale or time_zone.',
    path: ['body'],
  });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const profileRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  locale: z.enum(LOCALES).nullable(),
  time_zone: z.string(),
});
export type ProfileRecord = z.infer<typeof profileRecordSchema>;

export const teamMemberRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  active: z.boolean(),
  /** Set while the member still has to replace a one-time password; it stops working at this time. */
  one_time_password_expires_at: z.string().nullable(),
  created_at: z.string(),
  deactivated_at: z.string().nullable(),
});
export type TeamMemberRecord = z.infer<typeof teamMemberRecordSchema>;
