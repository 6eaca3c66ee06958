'use client';

import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { PreviewAccount } from '@/components/applied-markup-preview';

/**
 * The form of a "new payment" page, filled with `demoValues` for the account selected in the sidebar (else the first),
 * validated as fields are left; `account` follows the form's `merchant_id`.
 */
export function useNewPaymentForm<T extends FieldValues, TOutput, Account extends PreviewAccount = PreviewAccount>({
  accounts,
  selectedMerchantId,
  resolver,
  demoValues,
}: {
  accounts: Account[];
  selectedMerchantId: number | null;
  resolver: Resolver<T, unknown, TOutput>;
  demoValues: (account: Account | undefined, now: Date) => DefaultValues<T>;
}) {
  const initialAccount = accounts.find((account) => account.id === selectedMerchantId) ?? accounts[0];
  const form = useForm<T, unknown, TOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: demoValues(initialAccount, new Date()),
  });
  const merchantId = form.watch('merchant_id' as Path<T>);
  const account = accounts.find((candidate) => candidate.id === Number(merchantId)) ?? initialAccount;
  return { form, account };
}
