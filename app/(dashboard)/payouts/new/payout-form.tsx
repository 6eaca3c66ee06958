'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldPath, Resolver } from 'react-hook-form';
import {
  AppliedMarkupPreview,
  appliedMarkupCents,
  useAppliedMarkup,
  type PreviewAccount,
} from '@/components/applied-markup-preview';
import type { FormAccount } from '@/components/shell/payment-pages';
import { CreateFormFooter } from '@/components/forms/create-form-footer';
import {
  DocumentTypeField,
  fieldErrorOf,
  MerchantAccountField,
  OPTIONAL_FIELD,
  textFieldRenderer,
} from '@/components/forms/fields';
import { InlineMarkupCard, INLINE_MARKUP_FIELDS, useInlineMarkup } from '@/components/forms/inline-markup-card';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useCreateForm } from '@/components/forms/use-create-form';
import { useNewPaymentForm } from '@/components/forms/use-new-payment-form';
import { Card, CardHeader } from '@/components/ui/card';
import { useKeyboardInset } from '@/components/ui/use-keyboard-inset';
import { uncoveredDebitMessage } from '@/lib/ledger/rules';
import { loadAfterPage } from '@/lib/load-after-page';
import type { CreatePayoutForm, CreatePayoutInput, PayoutRecord } from '@/lib/payout/schemas';
import { queryKeys } from '@/lib/query-keys';
import { PayoutAmountInput } from './payout-amount-input';
import type { ReviewedPayout } from './payout-confirmation';
import { normalisedPixKey, randomEvp } from './pix-key';
import { PixKeyFields } from './pix-key-fields';
import { HydratedForm } from '@/components/forms/hydrated-form';

type Field = FieldPath<CreatePayoutForm>;

// Shown only after "Review payout": fetched once the page has loaded, not with it.
const loadConfirmation = loadAfterPage(() => import('./payout-confirmation'));
const PayoutConfirmation = lazy(() => loadConfirmation().then((module) => ({ default: module.PayoutConfirmation })));

/** The API's own schema, after the key's punctuation is removed for CPF and CNPJ keys (as documents are). */
const zod = lazyZodResolver(async () => (await import('@/lib/payout/schemas')).createPayoutSchema);
const resolver: Resolver<CreatePayoutForm, unknown, CreatePayoutInput> = (values, context, options) => {
  const pix = values.beneficiary?.pix as { key?: unknown; key_type?: unknown } | undefined;
  const normalised = pix
    ? {
        ...values,
        beneficiary: { ...values.beneficiary, pix: { ...pix, key: normalisedPixKey(pix.key, pix.key_type) } },
      }
    : values;
  return zod(normalised, context, options);
};

/** Values that make a valid payout at once, so a sales demo is a click; every one can be edited. */
function demoValues(account: PreviewAccount | undefined, now: Date): DefaultValues<CreatePayoutForm> {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return {
    merchant_id: account?.id,
    payment_method: 'PIX',
    invoice: `payout-${stamp}`,
    amount: 150,
    currency: 'BRL',
    country: 'BR',
    beneficiary: {
      name: 'Maria Silva',
      document: { type: 'CPF', number: '529.982.247-25' },
      pix: { key_type: 'EVP', key: randomEvp() },
    },
  };
}

/** The form's inputs, so an API error keyed by one of them appears beside it; the others go to the form's message. */
const FIELDS: Field[] = [
  'invoice',
  'amount',
  'description',
  'notification_url',
  'beneficiary.name',
  'beneficiary.document.type',
  'beneficiary.document.number',
  'beneficiary.pix.key_type',
  'beneficiary.pix.key',
  'markup',
];

export function PayoutForm({
  accounts,
  selectedMerchantId,
}: {
  accounts: FormAccount[];
  selectedMerchantId: number | null;
}) {
  const t = useTranslations('payouts.new');
  const router = useRouter();
  const { form, account } = useNewPaymentForm<CreatePayoutForm, CreatePayoutInput, FormAccount>({
    accounts,
    selectedMerchantId,
    resolver,
    demoValues,
  });
  const inline = useInlineMarkup(form, { mode: 'fixed', amount: 1 });
  const amount = form.watch('amount') as number | undefined;
  const markup = form.watch('markup');
  const fieldError = fieldErrorOf(form);
  const amountCents = typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : null;
  const scope = { product: 'payout', paymentMethod: 'pix' } as const;
  const applied = useAppliedMarkup({
    amountCents,
    account,
    scope,
    inline: inline.inlineMarkup ? (markup ?? {}) : null,
    noun: 'payout',
  });
  const available = account?.available;
  const dock = useRef<HTMLDivElement>(null);
  useKeyboardInset(dock);
  /** The payout under review, with the Idempotency-Key of this attempt: a second click cannot pay twice. */
  const [review, setReview] = useState<(ReviewedPayout & { idempotencyKey: string }) | null>(null);
  /**
   * Back on the form (a refusal, or "Back to edit"), focused on `field` once the form is visible again: hidden inputs
   * cannot take focus, and on a busy machine a frame callback could run before React had shown the form.
   */
  const focusAfterReview = useRef<Field | null>(null);
  const focusOnForm = (field: Field) => {
    focusAfterReview.current = field;
    setReview(null);
  };
  useEffect(() => void loadConfirmation(), []);
  useEffect(() => {
    if (review || !focusAfterReview.current) return;
    form.setFocus(focusAfterReview.current);
    focusAfterReview.current = null;
  }, [review, form]);

  const { create, footer } = useCreateForm<CreatePayoutForm, CreatePayoutInput, PayoutRecord>({
    form,
    path: '/v2/payout/payments',
    listHref: '/payouts',
    listKey: queryKeys.payouts.all,
    staleKeys: [queryKeys.balance.all],
    shownFields: () => [
      ...FIELDS,
      ...(inline.inlineMarkup ? INLINE_MARKUP_FIELDS : []),
      ...(accounts.length > 1 ? ['merchant_id'] : []),
    ],
    onServerErrors: ([first]) => focusOnForm(first as Field),
  });

  /** Valid fields, then the balance: an amount (with its markup) that the balance does not cover is refused here. */
  const reviewPayout = form.handleSubmit((values) => {
    if (amountCents === null) return;
    const markupCents = appliedMarkupCents(applied);
    const total = amountCents + (markupCents ?? 0);
    if (available !== undefined && total > available) {
      form.setError('amount', { type: 'balance', message: uncoveredDebitMessage('available', available, total) });
      form.setFocus('amount');
      return;
    }
    create.reset();
    setReview({ values, amountCents, markupCents, idempotencyKey: crypto.randomUUID() });
  });

  const documentType = form.watch('beneficiary.document.type');

  const text = textFieldRenderer(form);
  const optional = OPTIONAL_FIELD;

  return (
    <HydratedForm
      onSubmit={reviewPayout}
      noValidate
      aria-label={t('formLabel')}
      // On a phone, a field or button scrolled into view (focus, Tab) stops above the docked preview, not under it.
      className="grid items-start gap-6 lg:grid-cols-[1fr_22rem] max-lg:[&_:is(input,select,button)]:scroll-mb-32"
    >
      <div className="min-w-0 space-y-6">
        {review && (
          <Suspense>
            <PayoutConfirmation
              payout={review}
              accountName={account?.name ?? t('theAccount')}
              pending={create.isPending}
              onBack={() => focusOnForm('amount')}
              onConfirm={() =>
                create.mutate(
                  { values: review.values, idempotencyKey: review.idempotencyKey },
                  {
                    // Back to the form, where the refusal sits beside its field. The page is read again: another tab
                    // may have spent the balance (or changed the markup) since the check, and the form's own check
                    // must use what is there now.
                    onError: () => {
                      setReview(null);
                      router.refresh();
                    },
                  },
                )
              }
            />
          </Suspense>
        )}
        <div hidden={!!review} className="space-y-6">
          <Card className="@container">
            <CardHeader title={t('payout')} description={t('payoutHelp')} />
            <div className="grid gap-4 px-5 py-4 @lg:grid-cols-2">
              {accounts.length > 1 && (
                <MerchantAccountField
                  label={t('accountDebited')}
                  accounts={accounts}
                  registration={form.register('merchant_id', { valueAsNumber: true })}
                  error={fieldError('merchant_id')}
                />
              )}
              {text('invoice', t('invoice'))}
              <PayoutAmountInput control={form.control} availableCents={available} />
              {text('description', t('descriptionField'), { maxLength: 140 }, optional)}
              <div className="col-span-full">
                {text(
                  'notification_url',
                  t('notificationUrl'),
                  { placeholder: 'https://example.com/payrail/callbacks' },
                  optional,
                )}
              </div>
            </div>
          </Card>

          <Card className="@container">
            <CardHeader title={t('beneficiary')} description={t('beneficiaryHelp')} />
            <div className="grid gap-4 px-5 py-4 @lg:grid-cols-2">
              <div className="col-span-full">{text('beneficiary.name', t('name'))}</div>
              <DocumentTypeField
                id="beneficiary.document.type"
                registration={form.register('beneficiary.document.type')}
                error={fieldError('beneficiary.document.type')}
              />
              {text('beneficiary.document.number', t('documentNumber'), {
                placeholder: documentType === 'CNPJ' ? '11.222.333/0001-81' : '529.982.247-25',
              })}
              <PixKeyFields form={form} />
            </div>
          </Card>

          <InlineMarkupCard
            form={form}
            inline={inline}
            mode={markup?.mode}
            description={t('markupHelp')}
            toggleLabel={t('inlineMarkupToggle')}
            toggleTestId="inline-markup-toggle"
          />

          <CreateFormFooter submitLabel={t('review')} cancelHref="/payouts" noun="payout" {...footer} />
        </div>
      </div>

      {/* Beside the form on a wide screen; on a phone, docked to the bottom of the screen until the review, above the
          on-screen keyboard while one is open. */}
      <div
        ref={dock}
        className={
          review ? 'lg:sticky lg:top-6' : 'sticky bottom-[var(--keyboard-inset,0px)] z-10 lg:top-6 lg:bottom-auto'
        }
      >
        <AppliedMarkupPreview
          markup={applied}
          amountCents={amountCents}
          account={account}
          scope={scope}
          noun="payout"
          title={t('previewTitle')}
          totalLabel={t('totalDebited')}
          testId="payout-preview"
          docked={!review}
          footer={
            <p className="mt-3 text-xs text-slate-600">
              {t('previewFooter', { account: account?.name ?? t('theAccount') })}
            </p>
          }
        />
      </div>
    </HydratedForm>
  );
}
