import { z } from 'zod';
import { MARKUP_METHODS_BY_PRODUCT, markupModes, markupPaymentMethods, markupProducts, markupTypes } from './catalogue';

const twoDecimals = (value: number) => Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A BRL amount or a percentage: a JSON number from 0.01, with at most two decimal places. */
function markupNumber(field: string, max: number) {
  return z
    .number(`The ${field} must be a number.`)
    .min(0.01, `The ${field} must be at least 0.01.`)
    .max(max, `The ${field} may not be greater than ${max}.`)
    .refine(twoDecimals, `The ${field} may not have more than two decimal places.`);
}

const MAX_MONEY = 9_999_999_999.99;
export const amountField = markupNumber('amount', MAX_MONEY);
export const minChargeField = markupNumber('min_charge_value', MAX_MONEY);
export const maxChargeField = markupNumber('max_charge_value', MAX_MONEY);
const modeField = z.enum(markupModes, 'The mode must be fixed or percent.');

type Terms = { mode?: string; amount?: number; min_charge_value?: number | null; max_charge_value?: number | null };

/**
 * The provider's markup rules, shared by the inline object, the configuration and its update:
 * percent needs min_charge_value; fixed takes neither min nor max; max ≥ min; percent amount ≤ 100.
 */
function checkTerms(terms: Terms, ctx: z.RefinementCtx): void {
  const hasMin = terms.min_charge_value !== undefined && terms.min_charge_value !== null;
  const hasMax = terms.max_charge_value !== undefined && terms.max_charge_value !== null;
  if (terms.mode === 'fixed') {
    if (hasMin)
      ctx.addIssue({
        code: 'custom',
        path: ['min_charge_value'],
        message: 'The min_charge_value is prohibited when mode is fixed.',
      });
    if (hasMax)
      ctx.addIssue({
        code: 'custom',
        path: ['max_charge_value'],
        message: 'The max_charge_value is prohibited when mode is fixed.',
      });
  }
  if (terms.mode === 'percent') {
    if (!hasMin)
      ctx.addIssue({
        code: 'custom',
        path: ['min_charge_value'],
        message: 'The min_charge_value field is required when mode is percent.',
      });
    if (terms.amount !== undefined && terms.amount > 100)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A percent amount may not be greater than 100.' });
  }
  if (hasMin && hasMax && terms.max_charge_value! < terms.min_charge_value!) {
    ctx.addIssue({
      code: 'custom',
      path: ['max_charge_value'],
      message: 'The max_charge_value must be greater than or equal to min_charge_value.',
    });
  }
}

const termsShape = {
  mode: modeField,
  amount: amountField,
  min_charge_value: minChargeField.nullish(),
  max_charge_value: maxChargeField.nullish(),
};

/** The inline `markup` object of payin and payout requests; nested there, its errors are keyed `markup.*`. */
export const inlineMarkupSchema = z.object(termsShape).superRefine(checkTerms);
export type InlineMarkup = z.infer<typeof inlineMarkupSchema>;

const positiveId = (field: string) =>
  z
    .number(`The ${field} must be an integer.`)
    .int(`The ${field} must be an integer.`)
    .min(1, `The ${field} must be at least 1.`);

export const createMarkupSchema = z
  .object({
    account_id: positiveId('account_id'),
    parent_id: positiveId('parent_id').nullish(),
    product: z.enum(markupProducts, 'The product must be payin or payout.'),
    payment_method: z.enum(markupPaymentMethods, 'The payment_method must be pix, billet or credit_card.'),
    type: z.enum(markupTypes, 'The type must be global.'),
    ...termsShape,
  })
  .superRefine(checkTerms)
  .superRefine((rule, ctx) => {
    if (!MARKUP_METHODS_BY_PRODUCT[rule.product].includes(rule.payment_method))
      ctx.addIssue({
        code: 'custom',
        path: ['payment_method'],
        message: `The payment_method of a ${rule.product} markup must be ${MARKUP_METHODS_BY_PRODUCT[rule.product].join(', ')}: no ${rule.product} is made by ${rule.payment_method}.`,
      });
  });
export type CreateMarkupInput = z.infer<typeof createMarkupSchema>;

/** PATCH: everything optional, but amounts need a mode to be read against. */
export const updateMarkupSchema = z
  .object({
    mode: modeField.optional(),
    amount: amountField.optional(),
    min_charge_value: minChargeField.nullish(),
    max_charge_value: maxChargeField.nullish(),
    enabled: z.boolean('The enabled field must be true or false.').optional(),
  })
  .superRefine((update, ctx) => {
    const touchesAmounts = ['amount', 'min_charge_value', 'max_charge_value'].some(
      (field) => update[field as keyof typeof update] !== undefined,
    );
    if (touchesAmounts && update.mode === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['mode'],
        message: 'The mode field is required when amount, min_charge_value or max_charge_value is present.',
      });
    }
    checkTerms(update, ctx);
  });
export type UpdateMarkupInput = z.infer<typeof updateMarkupSchema>;

const queryId = (field: string) =>
  z
    .string()
    .regex(/^\d+$/, `The ${field} must be an integer.`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= 2_147_483_647, `The ${field} must be at least 1.`);

export const listMarkupsQuerySchema = z
  .object({
    account_id: queryId('account_id').optional(),
    parent_id: queryId('parent_id').optional(),
    id: queryId('id').optional(),
    payment_method: z.enum(markupPaymentMethods, 'The payment_method must be pix, billet or credit_card.').optional(),
    product: z.enum(markupProducts, 'The product must be payin or payout.').optional(),
    type: z.enum(markupTypes, 'The type must be global.').optional(),
  })
  .superRefine((query, ctx) => {
    if (query.account_id !== undefined && query.parent_id !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['parent_id'],
        message: 'The parent_id field is prohibited when account_id is present.',
      });
    }
  });
export type ListMarkupsQuery = z.infer<typeof listMarkupsQuerySchema>;

export const markupRecordSchema = z.object({
  id: z.number().int(),
  product: z.enum(markupProducts),
  payment_method: z.string(),
  account_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  type: z.enum(markupTypes),
  mode: z.enum(markupModes),
  amount: z.number(),
  min_charge_value: z.number().nullable(),
  max_charge_value: z.number().nullable(),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MarkupRecord = z.infer<typeof markupRecordSchema>;

/** The provider gives the markup endpoints their own 500 body (docs/api.md). */
export const MARKUP_SERVER_ERROR = { error: 'Server Error' };
