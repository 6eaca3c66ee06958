import { z } from 'zod';
import { livemodeSchema } from '@/lib/openapi/shared';
import { required, text } from '@/lib/validation/fields';

/** The most one top-up or adjustment moves: R$ 1.000.000,00. */
export const MOVEMENT_MAX_CENTS = 100_000_000;

const cents = () =>
  z
    .number({ error: required('amount', 'an integer number of cents') })
    .int('The amount must be an integer number of cents.')
    .max(MOVEMENT_MAX_CENTS, `The amount may not be greater than ${MOVEMENT_MAX_CENTS} cents.`);

/** Resolved by the merchant_id rule, not by the schema. */
const merchantId = z.unknown().optional();

/** Test money for a merchant's sandbox balance (docs/decisions.md, "Funding a balance"). */
export const sandboxTopUpSchema = z.object({
  merchant_id: merchantId,
  amount: cents().min(1, 'The amount must be at least 1 cent.'),
  description: z
    .string('The description must be a string.')
    .trim()
    .max(140, 'The description may not be greater than 140 characters.')
    .nullish(),
});
export type SandboxTopUpInput = z.infer<typeof sandboxTopUpSchema>;

/** An operator's correction of a merchant's available balance, in the mode the operator acts in. */
export const adjustmentSchema = z.object({
  merchant_id: merchantId,
  amount: cents()
    .min(-MOVEMENT_MAX_CENTS, `The amount may not be less than -${MOVEMENT_MAX_CENTS} cents.`)
    .refine((amount) => amount !== 0, 'The amount may not be zero.')
    .describe('Signed cents: positive credits the available balance, negative debits it'),
  reason: text('reason', 500).describe('Why: it becomes the statement line, and the audit log keeps it'),
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;

/** A top-up or adjustment as booked: one ledger transaction into (or out of) the available balance. */
export const balanceMovementSchema = z.object({
  id: z.number().int().describe('The ledger transaction'),
  type: z.enum(['sandbox_topup', 'adjustment']),
  merchant_id: z.number().int(),
  amount: z.number().int().describe('Signed cents moved into the available balance'),
  balance_after: z.number().int().describe('The available balance after it, in cents'),
  currency: z.literal('BRL'),
  description: z.string(),
  livemode: livemodeSchema,
  created_at: z.string(),
});
export type BalanceMovement = z.infer<typeof balanceMovementSchema>;
