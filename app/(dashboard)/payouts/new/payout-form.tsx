'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type Resolver, type RegisterOptions } from 'react-hook-form';
import { AppliedMarkupPreview, type PreviewAccount } from '@/components/applied-markup-preview';
import { MarkupTermsFields } from '@/components/markup-terms-fields';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FieldError, Input, Label, Select } from '@/components/ui/input';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import { parseTypedNumber } from '@/lib/money';
import { PIX_KEY_TYPES, type PixKeyType } from '@/lib/payout/rules';
import { createPayoutSchema, type CreatePayoutForm, type CreatePayoutInput, type PayoutRecord } from '@/lib/payout/schemas';
import { PayoutAmountInput } from './payout-amount-input';
import { normalisedPixKey, PIX_KEY_HINTS, randomEvp } from './pix-key';

type Field = FieldPath<CreatePayoutForm>;

/** The API's own schema, after the key's punctuation is removed for CPF and CNPJ keys (as documents are). */
const zod = zodResolver(createPayoutSchema);
const resolver: Resolver<CreatePayoutForm, unknown, CreatePayoutInput> = (values, context, options) => {
  const pix = values.beneficiary?.pix as { key?: unknown; key_type?: unknown } | undefined;
  const normalised = pix ? { ...values, beneficiary: { ...values.beneficiary, pix: { ...pix, key: normalisedPixKey(pix.key, pix.key_type) } } } : values;
  return zod(normalised as CreatePayoutForm, context, options);
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
const INLINE_MARKUP_FIELDS: Field[] = ['markup.mode', 'markup.amount', 'markup.min_charge_value', 'markup.max_charge_value'];

export function PayoutForm({ accounts, selectedMerchantId }: { accounts: PreviewAccount[]; selectedMerchantId: number | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const initialAccount = accounts.find((account) => account.id === selectedMerchantId) ?? accounts[0];
  const form = useForm<CreatePayoutForm, unknown, CreatePayoutInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: demoValues(initialAccount, new Date()),
  });
  const [inlineMarkup, setInlineMarkup] = useState(false);
  const [unplacedErrors, setUnplacedErrors] = useState<string[]>([]);
  const errors = form.formState.errors;
  const merchantId = form.watch('merchant_id');
  const amount = form.watch('amount') as number | undefined;
  const markup = form.watch('markup');
  const keyType = (form.watch('beneficiary.pix.key_type') ?? 'EVP') as PixKeyType;
  const hint = PIX_KEY_HINTS[keyType] ?? PIX_KEY_HINTS.EVP;
  const account = accounts.find((candidate) => candidate.id === Number(merchantId)) ?? initialAccount;
  const fieldError = (name: Field) => form.getFieldState(name, form.formState).error?.message;
  const amountCents = typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : null;

  const create = useMutation({
    mutationFn: (values: CreatePayoutInput) => apiFetch<PayoutRecord>('/v2/payout/payments', { method: 'POST', json: values }),
    onMutate: () => setUnplacedErrors([]),
    onSuccess: async (payout) => {
      await queryClient.invalidateQueries({ queryKey: ['payouts'] });
      router.push(`/payouts/${payout.id}`);
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.body.errors)) return;
      const shown = new Set<string>([...FIELDS, ...(inlineMarkup ? INLINE_MARKUP_FIELDS : []), ...(accounts.length > 1 ? ['merchant_id'] : [])]);
      const unplaced: string[] = [];
      let first = true;
      // The API keys its errors by dotted paths (beneficiary.pix.key, markup.mode), the names the form's fields have.
      for (const [key, messages] of Object.entries(error.body.errors)) {
        if (!shown.has(key)) {
          unplaced.push(...messages);
          continue;
        }
        form.setError(key as Field, { type: 'server', message: messages[0] }, { shouldFocus: first });
        first = false;
      }
      setUnplacedErrors(unplaced);
    },
  });

  const toggleInlineMarkup = (on: boolean) => {
    setInlineMarkup(on);
    form.clearErrors('markup');
    if (on) form.setValue('markup', { mode: 'fixed', amount: 1 });
    else form.unregister('markup');
  };

  /** A new key type changes what a valid key is: the key is judged again if it was already. */
  const keyTypeField = form.register('beneficiary.pix.key_type', {
    onChange: () => {
      if (form.getFieldState('beneficiary.pix.key').isTouched || form.formState.isSubmitted) void form.trigger('beneficiary.pix.key');
    },
  });
  const fillKey = (key: string) => form.setValue('beneficiary.pix.key', key, { shouldValidate: true, shouldTouch: true });
  const documentType = form.watch('beneficiary.document.type');

  const text = (name: Field, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, options?: RegisterOptions<CreatePayoutForm>) => (
    <div>
      <Label htmlFor={name}>{label}</Label>
      <Input id={name} aria-invalid={!!fieldError(name)} {...props} {...form.register(name, options)} />
      <FieldError message={fieldError(name)} />
    </div>
  );
  const numberField = { setValueAs: parseTypedNumber };
  // An optional field left empty is not sent, rather than sent as "" (which is not a URL).
  const optional = { setValueAs: (value: string) => (value.trim() === '' ? undefined : value) };
  const submitBlocked = form.formState.isSubmitted && !form.formState.isValid;

  return (
    <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate aria-label="New payout" className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <Card>
          <CardHeader title="Payout" description="Pix only, in BRL, to a beneficiary in Brazil." />
          <div className="grid gap-4 px-5 py-4 md:grid-cols-2">
            {accounts.length > 1 && (
              <div>
                <Label htmlFor="merchant_id">Account debited</Label>
                <Select id="merchant_id" {...form.register('merchant_id', { valueAsNumber: true })}>
                  {accounts.map((option) => (
                    <option key={option.id} value={option.id}>{option.name} (#{option.id})</option>
                  ))}
                </Select>
                <FieldError message={fieldError('merchant_id')} />
              </div>
            )}
            {text('invoice', 'Invoice (your reference, unique per account)')}
            <PayoutAmountInput control={form.control} />
            {text('description', 'Description (optional)', { maxLength: 140 }, optional)}
            <div className="md:col-span-2">{text('notification_url', 'Notification URL (optional, for status callbacks)', { placeholder: 'https://example.com/payrail/callbacks' }, optional)}</div>
          </div>
        </Card>

        <Card>
          <CardHeader title="Beneficiary" description="Who receives the money, and the pix key it is sent to." />
          <div className="grid gap-4 px-5 py-4 md:grid-cols-2">
            <div className="md:col-span-2">{text('beneficiary.name', 'Name')}</div>
            <div>
              <Label htmlFor="beneficiary.document.type">Document type</Label>
              <Select id="beneficiary.document.type" {...form.register('beneficiary.document.type')}>
                <option value="CPF">CPF</option>
                <option value="CNPJ">CNPJ</option>
              </Select>
              <FieldError message={fieldError('beneficiary.document.type')} />
            </div>
            {text('beneficiary.document.number', 'Document number', { placeholder: documentType === 'CNPJ' ? '11.222.333/0001-81' : '529.982.247-25' })}
            <div>
              <Label htmlFor="beneficiary.pix.key_type">Pix key type</Label>
              <Select id="beneficiary.pix.key_type" {...keyTypeField}>
                {PIX_KEY_TYPES.map((type) => (
                  <option key={type} value={type}>{type === 'EVP' ? 'EVP (random key)' : type === 'EMAIL' ? 'E-mail' : type === 'PHONE' ? 'Phone' : type}</option>
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
                  <button type="button" className="text-brand-700 underline" onClick={() => fillKey(form.getValues('beneficiary.document.number') ?? '')}>
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

        <Card>
          <CardHeader title="Markup" description="Without inline markup, the account's global payout pix rule applies when its global markup is on." />
          <div className="grid gap-4 px-5 py-4 md:grid-cols-4">
            <label className="flex items-center gap-2 text-sm md:col-span-4">
              <input type="checkbox" checked={inlineMarkup} onChange={(event) => toggleInlineMarkup(event.target.checked)} className="size-4" data-testid="inline-markup-toggle" />
              Set markup for this payout only (overrides the account's rules)
            </label>
            {inlineMarkup && (
              <MarkupTermsFields
                idPrefix="inline-markup"
                mode={markup?.mode}
                // Min and max leave the values when fixed mode hides them: fixed markup may not send them.
                register={(field) => form.register(`markup.${field}`, field === 'mode' ? undefined : { ...numberField, shouldUnregister: field !== 'amount' })}
                errors={{
                  mode: fieldError('markup.mode'),
                  amount: fieldError('markup.amount'),
                  min_charge_value: fieldError('markup.min_charge_value'),
                  max_charge_value: fieldError('markup.max_charge_value'),
                }}
              />
            )}
            <div className="md:col-span-4">
              <FieldError message={errors.markup?.message} />
            </div>
          </div>
        </Card>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={create.isPending || submitBlocked}>
            {create.isPending ? 'Creating…' : 'Create payout'}
          </Button>
          <Button variant="ghost" onClick={() => router.push('/payouts')}>Cancel</Button>
          {submitBlocked && <span className="text-sm text-red-600">Fix the fields marked in red to continue.</span>}
        </div>
        {create.error && (
          <div className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700" role="alert">
            {create.error instanceof ApiRequestError && create.error.body.errors ? (
              <>
                <p className="font-medium">The API refused the payout.</p>
                {unplacedErrors.length > 0 ? (
                  <ul className="mt-1 list-disc pl-5">{unplacedErrors.map((message) => <li key={message}>{message}</li>)}</ul>
                ) : (
                  <p>See the fields marked above.</p>
                )}
              </>
            ) : (
              <p>Could not create the payout: {create.error.message}</p>
            )}
          </div>
        )}
      </div>

      <div className="lg:sticky lg:top-6">
        <AppliedMarkupPreview
          amountCents={amountCents}
          account={account}
          scope={{ product: 'payout', paymentMethod: 'pix' }}
          inline={inlineMarkup ? (markup ?? {}) : null}
          noun="payout"
          title="What your account is debited"
          totalLabel="Total debited"
          testId="payout-preview"
          footer={<p className="mt-3 text-xs text-slate-500">The beneficiary receives the amount; the markup is debited from {account?.name ?? 'the account'} on top of it.</p>}
        />
      </div>
    </form>
  );
}
