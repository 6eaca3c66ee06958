import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import Decimal from 'decimal.js';
import { markupRules, type AppliedMarkup, type MarkupRule, type MerchantAccount } from '@/db/schema';
import { findMerchantAccount } from '@/lib/accounts/organizations';
import { invalidInput, notFoundError } from '@/lib/errors';
import { recordAudit, type Actor } from '@/lib/audit/service';
import type { markupPaymentMethods, markupProducts } from './catalogue';
import { formatBrl } from '@/lib/money';
import { computeMarkup, type MarkupTerms } from './rules';
import type { CreateMarkupInput, InlineMarkup, ListMarkupsQuery, UpdateMarkupInput } from './schemas';
import { serializeMarkupRule } from './serialize';
import { theRow } from '@/db/rows';

export type MarkupProduct = (typeof markupProducts)[number];
export type MarkupPaymentMethod = (typeof markupPaymentMethods)[number];

const DUPLICATE_RULE = 'An enabled global markup already exists for this account, product and payment method.';

const money = (value: number | null | undefined) => (value === null || value === undefined ? null : value.toFixed(2));

async function assertNoOtherEnabledRule(
  db: Executor,
  rule: Pick<MarkupRule, 'accountId' | 'product' | 'paymentMethod'>,
  exceptId?: number,
) {
  const filters: SQL[] = [
    eq(markupRules.accountId, rule.accountId),
    eq(markupRules.product, rule.product),
    eq(markupRules.paymentMethod, rule.paymentMethod),
    eq(markupRules.enabled, true),
  ];
  if (exceptId !== undefined) filters.push(ne(markupRules.id, exceptId));
  const [other] = await db
    .select({ id: markupRules.id })
    .from(markupRules)
    .where(and(...filters));
  if (other) throw invalidInput('payment_method', DUPLICATE_RULE);
}

/** The partial unique index catches the race the check above cannot. */
async function guardDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput('payment_method', DUPLICATE_RULE);
    throw error;
  }
}

export async function createMarkupRule(
  db: Db,
  organizationId: number,
  input: CreateMarkupInput,
  actor: Actor,
  now: Date,
): Promise<MarkupRule> {
  return db.transaction(async (tx) => {
    const account = await findMerchantAccount(tx, organizationId, input.account_id);
    if (!account) throw invalidInput('account_id', 'The selected account_id is invalid.');
    if (input.parent_id !== undefined && input.parent_id !== null && input.parent_id !== organizationId) {
      throw invalidInput('parent_id', 'The selected parent_id is invalid.');
    }
    const values = {
      organizationId,
      accountId: account.id,
      parentId: organizationId,
      product: input.product,
      paymentMethod: input.payment_method,
      type: input.type,
      mode: input.mode,
      amount: input.amount.toFixed(2),
      minChargeValue: input.mode === 'percent' ? money(input.min_charge_value) : null,
      maxChargeValue: input.mode === 'percent' ? money(input.max_charge_value) : null,
      createdAt: now,
      updatedAt: now,
    };
    await assertNoOtherEnabledRule(tx, values);
    const rule = theRow(
      await guardDuplicate(() => tx.insert(markupRules).values(values).returning()),
      'insert into markupRules',
    );
    await recordAudit(tx, {
      organizationId,
      actor,
      action: 'markup.created',
      resourceType: 'markup',
      resourceId: rule.id,
      details: { after: serializeMarkupRule(rule) },
    });
    return rule;
  });
}

export async function listMarkupRules(
  db: Executor,
  organizationId: number,
  query: ListMarkupsQuery,
): Promise<MarkupRule[]> {
  const filters: SQL[] = [eq(markupRules.organizationId, organizationId)];
  if (query.account_id !== undefined) filters.push(eq(markupRules.accountId, query.account_id));
  if (query.parent_id !== undefined) filters.push(eq(markupRules.parentId, query.parent_id));
  if (query.id !== undefined) filters.push(eq(markupRules.id, query.id));
  if (query.payment_method) filters.push(eq(markupRules.paymentMethod, query.payment_method));
  if (query.product) filters.push(eq(markupRules.product, query.product));
  if (query.type) filters.push(eq(markupRules.type, query.type));
  return db
    .select()
    .from(markupRules)
    .where(and(...filters))
    .orderBy(asc(markupRules.id));
}

/** The organization's enabled global rules, the ones `resolveMarkup` may apply (a form previews them). */
export async function enabledMarkupRules(db: Executor, organizationId: number): Promise<MarkupRule[]> {
  return db
    .select()
    .from(markupRules)
    .where(and(eq(markupRules.organizationId, organizationId), eq(markupRules.enabled, true)))
    .orderBy(asc(markupRules.id));
}

/** The organization's rule, locked for the rest of the transaction. */
async function lockRule(tx: Executor, organizationId: number, id: number): Promise<MarkupRule> {
  const [rule] = await tx
    .select()
    .from(markupRules)
    .where(and(eq(markupRules.id, id), eq(markupRules.organizationId, organizationId)))
    .for('update');
  if (!rule) throw notFoundError('Markup not found.');
  return rule;
}

/** The terms after a PATCH: a change of mode needs a new amount; percent → fixed clears min and max. */
function patchedTerms(
  rule: MarkupRule,
  input: UpdateMarkupInput,
): Pick<MarkupRule, 'mode' | 'amount' | 'minChargeValue' | 'maxChargeValue'> {
  if (input.mode === undefined) return rule;
  if (input.mode !== rule.mode && input.amount === undefined)
    throw invalidInput('amount', 'The amount field is required when the mode changes.');
  const amount = input.amount !== undefined ? input.amount.toFixed(2) : rule.amount;
  if (input.mode === 'fixed') return { mode: 'fixed', amount, minChargeValue: null, maxChargeValue: null };
  const minChargeValue = money(input.min_charge_value)!;
  const maxChargeValue =
    input.max_charge_value !== undefined
      ? money(input.max_charge_value)
      : rule.mode === 'percent'
        ? rule.maxChargeValue
        : null;
  if (maxChargeValue !== null && Number(maxChargeValue) < Number(minChargeValue)) {
    throw invalidInput('max_charge_value', 'The max_charge_value must be greater than or equal to min_charge_value.');
  }
  return { mode: 'percent', amount, minChargeValue, maxChargeValue };
}

export async function updateMarkupRule(
  db: Db,
  organizationId: number,
  id: number,
  input: UpdateMarkupInput,
  actor: Actor,
  now: Date,
): Promise<MarkupRule> {
  return db.transaction(async (tx) => {
    const rule = await lockRule(tx, organizationId, id);
    const next = { ...patchedTerms(rule, input), enabled: input.enabled ?? rule.enabled, updatedAt: now };
    if (next.enabled && !rule.enabled) await assertNoOtherEnabledRule(tx, rule, rule.id);
    const updated = theRow(
      await guardDuplicate(() => tx.update(markupRules).set(next).where(eq(markupRules.id, rule.id)).returning()),
      'update of markupRules',
    );
    await recordAudit(tx, {
      organizationId,
      actor,
      action: 'markup.updated',
      resourceType: 'markup',
      resourceId: id,
      details: { before: serializeMarkupRule(rule), after: serializeMarkupRule(updated) },
    });
    return updated;
  });
}

export type ResolvedMarkup = { source: 'inline' | 'global'; terms: MarkupTerms; ruleId: number | null } | null;

/**
 * Which markup a payin or payout carries (the provider's markup rules 1–4): inline wins; otherwise, when the account has
 * enable_markup, its enabled global rule, and without one the request fails with 422 on `markup`.
 */
export async function resolveMarkup(
  db: Executor,
  account: MerchantAccount,
  product: MarkupProduct,
  paymentMethod: MarkupPaymentMethod,
  inline?: InlineMarkup | null,
): Promise<ResolvedMarkup> {
  if (inline) return { source: 'inline', terms: inline, ruleId: null };
  if (!account.enableMarkup) return null;
  let rule: MarkupRule | undefined;
  try {
    [rule] = await db
      .select()
      .from(markupRules)
      .where(
        and(
          eq(markupRules.accountId, account.id),
          eq(markupRules.product, product),
          eq(markupRules.paymentMethod, paymentMethod),
          eq(markupRules.enabled, true),
        ),
      );
  } catch {
    throw invalidInput('markup', 'The global markup could not be verified.');
  }
  if (!rule)
    throw invalidInput(
      'markup',
      'Markup is enabled for this account but no global markup exists for this product and payment method; send markup inline.',
    );
  return {
    source: 'global',
    terms: {
      mode: rule.mode,
      amount: rule.amount,
      min_charge_value: rule.minChargeValue,
      max_charge_value: rule.maxChargeValue,
    },
    ruleId: rule.id,
  };
}

/**
 * The markup a new payin or payout carries, frozen with how it was computed; null when none applies. The amount
 * plus its markup may not pass `maxTotalCents`, the product's own amount cap: a fixed markup of billions would
 * otherwise make a total no boleto line, PIX code or balance can carry. 422 on `markup.amount` when the markup was
 * sent inline, on `amount` when it is the account's global rule.
 */
export async function applyMarkup(
  db: Executor,
  account: MerchantAccount,
  product: MarkupProduct,
  paymentMethod: MarkupPaymentMethod,
  base: { cents: number; maxTotalCents: number },
  inline?: InlineMarkup | null,
): Promise<AppliedMarkup | null> {
  const resolved = await resolveMarkup(db, account, product, paymentMethod, inline);
  if (!resolved) return null;
  const { cents, explanation } = computeMarkup(base.cents, resolved.terms);
  if (base.cents + cents > base.maxTotalCents) {
    const field = resolved.source === 'inline' ? 'markup.amount' : 'amount';
    throw invalidInput(
      field,
      `The amount plus its markup (${formatBrl(base.cents + cents)}) may not be greater than ${formatBrl(base.maxTotalCents)}.`,
    );
  }
  const decimal = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : new Decimal(value).toFixed(2);
  return {
    source: resolved.source,
    rule_id: resolved.ruleId,
    mode: resolved.terms.mode,
    amount: decimal(resolved.terms.amount)!,
    min_charge_value: decimal(resolved.terms.min_charge_value),
    max_charge_value: decimal(resolved.terms.max_charge_value),
    applied_amount: cents,
    explanation,
  };
}
