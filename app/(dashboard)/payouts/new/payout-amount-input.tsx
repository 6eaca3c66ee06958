'use client';

import type { Control } from 'react-hook-form';
import { BrlAmountField } from '@/components/forms/brl-amount-field';
import { formatBrl, formatReais } from '@/lib/money';
import { PAYOUT_AMOUNT_LIMITS } from '@/lib/payout/rules';
import type { CreatePayoutForm } from '@/lib/payout/schemas';

/** Reais typed as people type them (`150,00`); the form holds the decimal number the payout API takes (150). */
export function PayoutAmountInput({
  control,
  available,
}: {
  control: Control<CreatePayoutForm>;
  /** The debited account's available balance in cents, or why it is not known yet. */
  available: { cents: number } | { message: string };
}) {
  return (
    <BrlAmountField
      control={control}
      name="amount"
      id="amount"
      initialText={(reais) =>
        typeof reais === 'number' && !Number.isNaN(reais)
          ? formatReais(reais).replace(/^R\$ /, '').replace(/\./g, '')
          : ''
      }
      fromCents={(cents) => cents / 100}
      hint={
        <>
          {formatReais(PAYOUT_AMOUNT_LIMITS.min)} to {formatReais(PAYOUT_AMOUNT_LIMITS.max)}: what the beneficiary
          receives. Markup, if any, is debited on top.
          <span className="mt-1 block font-medium text-slate-700" aria-live="polite" data-testid="available-balance">
            {'cents' in available ? `Available balance: ${formatBrl(available.cents)}` : available.message}
          </span>
        </>
      }
    />
  );
}
