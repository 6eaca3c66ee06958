'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BrlAmountField } from '@/components/forms/brl-amount-field';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { useFormats } from '@/components/i18n/use-formats';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import { formatTypedAmount } from '@/lib/money';
import type { PayinChargeRecord } from '@/lib/payin/schemas';
import type { CreateRefundForm, CreateRefundInput, RefundRecord } from '@/lib/refunds/schemas';
import { useRefreshCharge } from './charge-actions';

const resolver = lazyZodResolver<CreateRefundForm, CreateRefundInput>(
  async () => (await import('@/lib/refunds/schemas')).createRefundSchema,
);

/**
 * The refund form in a modal `<dialog>` (useModalDialog), in two steps: the amount (the whole remainder unless
 * changed) and the reason, checked with the API's own schema and against the remainder; then a confirmation that says
 * what will happen. The request carries an Idempotency-Key made when the confirmation opens, so a second click cannot
 * refund twice. A refusal goes back to the form, beside the amount when that is at fault. Each opening is a fresh
 * mount (the caller keys it), so it starts from the remainder of that moment.
 */
export function RefundDialog({
  open,
  charge,
  remainder,
  onClose,
  onRequested,
}: {
  open: boolean;
  charge: PayinChargeRecord;
  remainder: number;
  onClose: () => void;
  onRequested: (refund: RefundRecord) => void;
}) {
  const t = useTranslations('payins.refund.dialog');
  const format = useFormats();
  const inWords = useSaidInWords();
  const id = useId();
  const refresh = useRefreshCharge(charge.id);
  const [confirming, setConfirming] = useState<{ values: CreateRefundInput; key: string } | null>(null);
  const form = useForm<CreateRefundForm, unknown, CreateRefundInput>({
    resolver,
    defaultValues: { amount: remainder, reason: '' },
  });
  const refund = useMutation({
    mutationFn: ({ values, key }: { values: CreateRefundInput; key: string }) =>
      apiFetch<RefundRecord>(`/v2/payin/payments/payin-refund/${charge.id}`, {
        method: 'POST',
        json: values,
        headers: { 'idempotency-key': key },
      }),
    onSuccess: async (created) => {
      await refresh();
      onRequested(created);
    },
    onError: (error) => {
      setConfirming(null);
      const errors = error instanceof ApiRequestError ? error.body.errors : undefined;
      for (const field of ['amount', 'reason'] as const) {
        const message = errors?.[field]?.[0];
        if (message) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
    },
  });
  const pending = refund.isPending;
  const modal = useModalDialog({ open, onClose, locked: pending });

  const review = form.handleSubmit((values) => {
    if (values.amount > remainder) {
      form.setError('amount', { message: t('atMost', { amount: format.money(remainder) }) }, { shouldFocus: true });
      return;
    }
    refund.reset();
    setConfirming({ values, key: crypto.randomUUID() });
  });
  const fieldError = (name: 'reason') => form.formState.errors[name]?.message;

  return (
    <dialog
      {...modal}
      aria-labelledby={`${id}-title`}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
      data-testid="refund-dialog"
    >
      <div className="space-y-4 p-5">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {confirming ? t('confirmTitle') : t('title', { id: charge.id })}
        </h2>
        {confirming ? (
          <div className="space-y-2 text-sm text-slate-700" data-testid="refund-confirmation">
            <p>
              {t.rich('confirmation', {
                amount: format.money(confirming.values.amount),
                buyer: charge.buyer.name,
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            <p>{t('reason', { reason: confirming.values.reason })}</p>
            <p className="text-slate-600">{t('effect')}</p>
          </div>
        ) : (
          <form id={`${id}-form`} className="space-y-4" onSubmit={(event) => void review(event)} noValidate>
            <BrlAmountField
              control={form.control}
              name="amount"
              id={`${id}-amount`}
              initialText={(cents) => formatTypedAmount(cents as number, format.locale)}
              fromCents={(cents) => cents}
              hint={t('amountHint', { amount: format.money(remainder) })}
            />
            <div>
              <Label htmlFor={`${id}-reason`}>{t('reasonLabel')}</Label>
              <Input
                id={`${id}-reason`}
                maxLength={140}
                aria-invalid={!!fieldError('reason')}
                placeholder={t('reasonPlaceholder')}
                {...form.register('reason')}
              />
              <FieldError message={fieldError('reason')} />
            </div>
          </form>
        )}
        {refund.error && (
          <p className="text-sm text-red-600" role="alert">
            {t('failed', { message: inWords(refund.error.message) })}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={confirming ? () => setConfirming(null) : onClose} disabled={pending}>
            {confirming ? t('back') : t('cancel')}
          </Button>
          {confirming ? (
            <Button variant="danger" onClick={() => refund.mutate(confirming)} disabled={pending}>
              {pending ? t('refunding') : t('confirm', { amount: format.money(confirming.values.amount) })}
            </Button>
          ) : (
            <Button type="submit" form={`${id}-form`}>
              {t('review')}
            </Button>
          )}
        </div>
      </div>
    </dialog>
  );
}
