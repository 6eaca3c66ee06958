'use client';

import type { DefaultValues, FieldPath, Resolver } from 'react-hook-form';
import { AppliedMarkupPreview, type PreviewAccount } from '@/components/applied-markup-preview';
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
import { FieldError, Input, Label, Select } from '@/components/ui/input';
import { PIX_KEY_TYPES, type PixKeyType } from '@/lib/payout/rules';
import type { CreatePayoutForm, CreatePayoutInput, PayoutRecord } from '@/lib/payout/schemas';
import { queryKeys } from '@/lib/query-keys';
import { PayoutAmountInput } from './payout-amount-input';
import { normalisedPixKey, PIX_KEY_HINTS, randomEvp } from './pix-key';

type Field = FieldPath<CreatePayoutForm>;

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
  accounts: PreviewAccount[];
  selectedMerchantId: number | null;
}) {
  const { form, account } = useNewPaymentForm<CreatePayoutForm, CreatePayoutInput>({
    accounts,
    selectedMerchantId,
    resolver,
    demoValues,
  });
  const inline = useInlineMarkup(form, { mode: 'fixed', amount: 1 });
  const amount = form.watch('amount') as number | undefined;
  const markup = form.watch('markup');
  const keyType = (form.watch('beneficiary.pix.key_type') ?? 'EVP') as PixKeyType;
  const hint = PIX_KEY_HINTS[keyType] ?? PIX_KEY_HINTS.EVP;
  const fieldError = fieldErrorOf(form);
  const amountCents = typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : null;

  const { create, footer } = useCreateForm<CreatePayoutForm, CreatePayoutInput, PayoutRecord>({
    form,
    path: '/v2/payout/payments',
    listHref: '/payouts',
    listKey: queryKeys.payouts.all,
    shownFields: () => [
      ...FIELDS,
      ...(inline.inlineMarkup ? INLINE_MARKUP_FIELDS : []),
      ...(accounts.length > 1 ? ['merchant_id'] : []),
    ],
  });

  /** A new key type changes what a valid key is: the key is judged again if it was already. */
  const keyTypeField = form.register('beneficiary.pix.key_type', {
    onChange: () => {
      if (form.getFieldState('beneficiary.pix.key').isTouched || form.formState.isSubmitted)
        void form.trigger('beneficiary.pix.key');
    },
  });
  const fillKey = (key: string) =>
    form.setValue('beneficiary.pix.key', key, { shouldValidate: true, shouldTouch: true });
  const documentType = form.watch('beneficiary.document.type');

  const text = textFieldRenderer(form);
  const optional = OPTIONAL_FIELD;

  return (
    <form
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      noValidate
      aria-label="New payout"
      className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]"
    >
      <div className="space-y-6">
        <Card>
          <CardHeader title="Payout" description="Pix only, in BRL, to a beneficiary in Brazil." />
          <div className="grid gap-4 px-5 py-4 md:grid-cols-2">
            {accounts.length > 1 && (
              <MerchantAccountField
                label="Account debited"
                accounts={accounts}
                registration={form.register('merchant_id', { valueAsNumber: true })}
                error={fieldError('merchant_id')}
              />
            )}
            {text('invoice', 'Invoice (your reference, unique per account)')}
            <PayoutAmountInput control={form.control} />
            {text('description', 'Description (optional)', { maxLength: 140 }, optional)}
            <div className="md:col-span-2">
              {text(
                'notification_url',
                'Notification URL (optional, for status callbacks)',
                { placeholder: 'https://example.com/payrail/callbacks' },
                optional,
              )}
            </div>
          </div>
        </Card>

        <Card>
          <CardHeader title="Beneficiary" description="Who receives the money, and the pix key it is sent to." />
          <div className="grid gap-4 px-5 py-4 md:grid-cols-2">
            <div className="md:col-span-2">{text('beneficiary.name', 'Name')}</div>
            <DocumentTypeField
              id="beneficiary.document.type"
              registration={form.register('beneficiary.document.type')}
              error={fieldError('beneficiary.document.type')}
            />
            {text('beneficiary.document.number', 'Document number', {
              placeholder: documentType === 'CNPJ' ? '11.222.333/0001-81' : '529.982.247-25',
            })}
            <div>
              <Label htmlFor="beneficiary.pix.key_type">Pix key type</Label>
              <Select id="beneficiary.pix.key_type" {...keyTypeField}>
                {PIX_KEY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type === 'EVP'
                      ? 'EVP (random key)'
                      : type === 'EMAIL'
                        ? 'E-mail'
                        : type === 'PHONE'
                          ? 'Phone'
                          : type}
                  </option>
                ))}
              </Select>
              <FieldError message={fieldError('beneficiary.pix.key_type')} />
            </div>
            <div>
              <Label htmlFor="beneficiary.pix.key">{hint.label}</Label>
              <Input
                id="beneficiary.pix.key"
                type={hint.type}
                inputMode={hint.inputMode}
                placeholder={hint.placeholder}
                autoComplete="off"
                aria-invalid={!!fieldError('beneficiary.pix.key')}
                aria-describedby="pix-key-help"
                data-testid="pix-key-input"
                {...form.register('beneficiary.pix.key')}
              />
              <FieldError message={fieldError('beneficiary.pix.key')} />
              <p id="pix-key-help" className="mt-1 text-xs text-slate-500" data-testid="pix-key-help">
                {hint.help}{' '}
                {(keyType === 'CPF' || keyType === 'CNPJ') && (
                  <button
                    type="button"
                    className="text-brand-700 underline"
                    onClick={() => fillKey(form.getValues('beneficiary.document.number') ?? '')}
                  >
                    Use the beneficiary’s document
                  </button>
                )}
                {keyType === 'EVP' && (
                  <button type="button" className="text-brand-700 underline" onClick={() => fillKey(randomEvp())}>
                    New random key (sandbox)
                  </button>
                )}
              </p>
            </div>
          </div>
        </Card>

        <InlineMarkupCard
          form={form}
          inline={inline}
          mode={markup?.mode}
          description="Without inline markup, the account's global payout pix rule applies when its global markup is on."
          toggleLabel="Set markup for this payout only (overrides the account's rules)"
          toggleTestId="inline-markup-toggle"
        />

        <CreateFormFooter submitLabel="Create payout" cancelHref="/payouts" noun="payout" {...footer} />
      </div>

      <div className="lg:sticky lg:top-6">
        <AppliedMarkupPreview
          amountCents={amountCents}
          account={account}
          scope={{ product: 'payout', paymentMethod: 'pix' }}
          inline={inline.inlineMarkup ? (markup ?? {}) : null}
          noun="payout"
          title="What your account is debited"
          totalLabel="Total debited"
          testId="payout-preview"
          footer={
            <p className="mt-3 text-xs text-slate-500">
              The beneficiary receives the amount; the markup is debited from {account?.name ?? 'the account'} on top of
              it.
            </p>
          }
        />
      </div>
    </form>
  );
}
