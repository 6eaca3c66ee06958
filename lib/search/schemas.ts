import { z } from 'zod';
import { ONBOARDING_STATUSES } from '@/lib/onboarding/rules';

export const searchQuerySchema = z.object({
  q: z
    .string('The q field is required.')
    .trim()
    .min(1, 'The q field is required.')
    .max(200, 'The q may not be greater than 200 characters.'),
});

const cents = z.number().int().describe('cents');
const statusId = z.number().int().describe('the status id (`status` names it)');

/**
 * One hit: what it is, by kind, for a client to show in its reader's language, and `label`, `detail` and `status`,
 * the same said in English as the API speaks.
 */
const hitWords = {
  id: z.string(),
  label: z.string().describe('in English: the kind, id and invoice, code or company name'),
  detail: z.string().describe('in English: the payment method, amount and name, or the record’s other facts'),
  status: z.string().describe('the status’s name in English'),
};

export const searchHitSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('payin'),
    ...hitWords,
    status_id: statusId,
    invoice: z.string(),
    payment_method: z.enum(['boleto', 'pix']),
    amount: cents,
    name: z.string().describe('the buyer’s name'),
  }),
  z.object({
    kind: z.literal('payout'),
    ...hitWords,
    status_id: statusId,
    invoice: z.string(),
    amount: cents,
    name: z.string().describe('the beneficiary’s name'),
  }),
  z.object({
    kind: z.literal('qualification'),
    ...hitWords,
    status_id: statusId,
    custom_code: z.string(),
    name: z.string().describe('the account holder’s name'),
    bank_code: z.string(),
    batch_code: z.string(),
  }),
  z.object({
    kind: z.literal('onboarding'),
    ...hitWords,
    status: z.enum(ONBOARDING_STATUSES).describe('the request’s status code'),
    legal_name: z.string(),
    trade_name: z.string(),
    tax_id: z.string().describe('the company’s CNPJ, digits (and letters) only'),
  }),
]);
export type SearchHitRecord = z.infer<typeof searchHitSchema>;
