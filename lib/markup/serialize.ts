import type { MarkupRule } from '@/db/schema';
import type { MarkupRecord } from './schemas';

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The provider's markup configuration record: amounts as JSON numbers (exact two-place decimals in storage). */
export function serializeMarkupRule(rule: MarkupRule): MarkupRecord {
  return {
    id: rule.id,
    product: rule.product,
    payment_method: rule.paymentMethod,
    account_id: rule.accountId,
    parent_id: rule.parentId,
    type: 'global',
    mode: rule.mode,
    amount: Number(rule.amount),
    min_charge_value: numberOrNull(rule.minChargeValue),
    max_charge_value: numberOrNull(rule.maxChargeValue),
    enabled: rule.enabled,
    created_at: rule.createdAt.toISOString(),
    updated_at: rule.updatedAt.toISOString(),
  };
}
