'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type RegisterOptions } from 'react-hook-form';
import { MarkupTermsFields } from '@/components/markup-terms-fields';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FieldError, Input, Label, Select } from '@/components/ui/input';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import { parseTypedNumber } from '@/lib/money';
import { PAYIN_METHODS, saoPauloDateTime, saoPauloToday, type PayinMethod } from '@/lib/payin/rules';
import { createPayinSchema, type CreatePayinForm, type CreatePayinInput, type PayinChargeRecord } from '@/lib/payin/schemas';
import { cn } from '@/lib/utils';
import { AmountInput } from './amount-input';
import { ChargePreview, type PreviewAccount } from './charge-preview';

// The API's own contract; `now` is read at each validation, so "due date in the past" is judged when submitting.
const schema = createPayinSchema();
type Field = FieldPath<CreatePayinForm>;

const DAY_MS = 86_400_000;

/** Values that make a valid charge at once, so a sales demo is a click; every one can be edited. */
function demoValues(account: PreviewAccount | undefined, now: Date): DefaultValues<CreatePayinForm> {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return {
    merchant_id: account?.id,
    payment_method: 'pix',
    invoice: `order-${stamp}`,
    amount: 15000,
    currency: 'BRL',
    country: 'BR',
    buyer: {
      name: 'Maria Silva',
      email: 'maria.silva@example.com',
      document: { type: 'CPF', number: '529.982.247-25' },
      address: { street: 'Avenida Paulista', number: '1000', complement: 'Sala 12', zipcode: '01310-100', city: 'São Paulo', district: 'Bela Vista', state_code: 'SP' },
    },
    originator_legal_entity: { name: account?.name ?? 'Demo Store', document: '11.222.333/0001-81', helpdesk: 'help@demo.payrail.test' },
    boleto: { expire_date: saoPauloToday(new Date(now.getTime() + 7 * DAY_MS)) },
    pix: { expire_date: saoPauloDateTime(new Date(now.getTime() + DAY_MS)) },
  } as DefaultValues<CreatePayinForm>;
}

/** The inputs each method shows, so an API error on one of them appears beside it; others go to the form's message. */
const FIELDS_BY_METHOD: Record<PayinMethod, Field[]> = {
  pix: ['pix.expire_date'],
  boleto: [
    'boleto.expire_date',
    'buyer.address.street',
    'buyer.address.number',
    'buyer.address.complement',
    'buyer.address.zipcode',
    'buyer.address.city',
    'buyer.address.district',
    'buyer.address.state_code',
    'originator_legal_entity.name',
    'originator_legal_entity.document',
    'originator_legal_entity.helpdesk',
  ],
};
const COMMON_FIELDS: Field[] = ['invoice', 'amount', 'description', 'notification_url', 'buyer.name', 'buyer.email', 'buyer.document.type', 'buyer.document.number', 'markup'];
const INLINE_MARKUP_FIELDS: Field[] = ['markup.mode', 'markup.amount', 'markup.min_charge_value', 'markup.max_charge_value'];

export function PayinForm({ accounts, selectedMerchantId }: { accounts: PreviewAccount[]; selectedMerchantId: number | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const initialAccount = accounts.find((account) => account.id === selectedMerchantId) ?? accounts[0];
  const form = useForm<CreatePayinForm, unknown, CreatePayinInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: demoValues(initialAccount, new Date()),
  });
  const [inlineMarkup, setInlineMarkup] = useState(false);
  const [unplacedErrors, setUnplacedErrors] = useState<string[]>([]);
  const errors = form.formState.errors;
  const method = form.watch('payment_method');
  const merchantId = form.watch('merchant_id');
  const amount = form.watch('amount') as number | undefined;
  const markup = form.watch('markup');
  const account = accounts.find((candidate) => candidate.id === Number(merchantId)) ?? initialAccount;
  // By path rather than through `errors`: the form's type is a union, on which errors.buyer?.address does not type-check.
  const fieldError = (name: Field) => form.getFieldState(name).error?.message;

  const create = useMutation({
    mutationFn: (values: CreatePayinInput) => apiFetch<PayinChargeRecord>('/v2/payin/payments', { method: 'POST', json: values }),
    onMutate: () => setUnplacedErrors([]),
    onSuccess: async (charge) => {
      await queryClient.invalidateQueries({ queryKey: ['payins'] });
      router.push(`/payins/${charge.id}`);
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.body.errors)) return;
      const shown = new Set<string>([...COMMON_FIELDS, ...FIELDS_BY_METHOD[method], ...(inlineMarkup ? INLINE_MARKUP_FIELDS : []), ...(accounts.length > 1 ? ['merchant_id'] : [])]);
      const unplaced: string[] = [];
      let first = true;
      // The API keys its errors by the same dotted paths the form's fields are named with.
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
    if (on) form.setValue('markup', { mode: 'percent', amount: 2, min_charge_value: 1 });
    else form.unregister('markup');
  };

  const text = (name: Field, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, options?: RegisterOptions<CreatePayinForm>) => (
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
    <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate aria-label="New charge" className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <Card>
          <CardHeader title="Charge" />
          <div className="grid gap-4 px-5 py-4 md:grid-cols-2">
            <fieldset className="md:col-span-2">
              <legend className="mb-1 text-sm font-medium text-slate-700">Payment method</legend>
              <div className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
                {PAYIN_METHODS.map((option) => (
                  <label
                    key={option}
                    className={cn('cursor-pointer rounded px-4 py-1.5 text-sm font-medium', method === option ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100')}
                  >
                    <input type="radio" value={option} className="sr-only" {...form.register('payment_method')} />
                    {option === 'pix' ? 'Pix' : 'Boleto'}
                  </label>
                ))}
              </div>
            </fieldset>
            {accounts.length > 1 && (
              <div>
                <Label htmlFor="merchant_id">Merchant account</Label>
                <Select id="merchant_id" {...form.register('merchant_id', { valueAsNumber: true })}>
                  {accounts.map((option) => (
                    <option key={option.id} value={option.id}>{option.name} (#{option.id})</option>
                  ))}
                </Select>
                <FieldError message={fieldError('merchant_id')} />
              </div>
            )}
            {text('invoice', 'Invoice (your reference, unique per account)')}
            <AmountInput control={form.control} method={method} />
            {method === 'pix'
              ? text(
                  'pix.expire_date',
                  'Pix expires at (São Paulo time)',
                  { type: 'datetime-local', step: 1 },
                  // Browsers leave out seconds that are :00; the API wants YYYY-MM-DDTHH:mm:ss.
                  { setValueAs: (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00` : value) },
                )
              : text('boleto.expire_date', 'Boleto due date', { type: 'date' })}
            {text('description', 'Description (optional, shown to the buyer)', { maxLength: 140 }, optional)}
            {text('notification_url', 'Notification URL (optional, for status callbacks)', { placeholder: 'https://example.com/payrail/callbacks' }, optional)}
          </div>
        </Card>

        <Card>
          <CardHeader title="Buyer" />
          <div className="grid gap-4 px-5 py-4 md:grid-cols-2">
            {text('buyer.name', 'Name')}
            {text('buyer.email', 'E-mail', { type: 'email' })}
            <div>
              <Label htmlFor="buyer.document.type">Document type</Label>
              <Select id="buyer.document.type" {...form.register('buyer.document.type')}>
                <option value="CPF">CPF</option>
                <option value="CNPJ">CNPJ</option>
              </Select>
              <FieldError message={fieldError('buyer.document.type')} />
            </div>
            {text('buyer.document.number', 'Document number')}
            {method === 'boleto' && (
              <>
                {text('buyer.address.street', 'Street')}
                {text('buyer.address.number', 'Number')}
                {text('buyer.address.complement', 'Complement (optional)')}
                {text('buyer.address.zipcode', 'CEP')}
                {text('buyer.address.district', 'District')}
                {text('buyer.address.city', 'City')}
                {text('buyer.address.state_code', 'State (UF)', { maxLength: 2 })}
              </>
            )}
          </div>
        </Card>

        {method === 'boleto' && (
          <Card>
            <CardHeader title="Beneficiary on the boleto" description="The legal entity the buyer sees as payee (originator_legal_entity)." />
            <div className="grid gap-4 px-5 py-4 md:grid-cols-3">
              {text('originator_legal_entity.name', 'Legal name')}
              {text('originator_legal_entity.document', 'CPF or CNPJ')}
              {text('originator_legal_entity.helpdesk', 'Helpdesk contact')}
            </div>
          </Card>
        )}

        <Card>
          <CardHeader title="Markup" description="Without inline markup, the account's global rule applies when its global markup is on." />
          <div className="grid gap-4 px-5 py-4 md:grid-cols-4">
            <label className="flex items-center gap-2 text-sm md:col-span-4">
              <input type="checkbox" checked={inlineMarkup} onChange={(event) => toggleInlineMarkup(event.target.checked)} className="size-4" />
              Set markup for this charge only (overrides the account's rules)
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
            {create.isPending ? 'Creating…' : `Create ${method} charge`}
          </Button>
          <Button variant="ghost" onClick={() => router.push('/payins')}>Cancel</Button>
          {submitBlocked && <span className="text-sm text-red-600">Fix the fields marked in red to continue.</span>}
        </div>
        {create.error && (
          <div className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700" role="alert">
            {create.error instanceof ApiRequestError && create.error.body.errors ? (
              <>
                <p className="font-medium">The API refused the charge.</p>
                {unplacedErrors.length > 0 ? (
                  <ul className="mt-1 list-disc pl-5">{unplacedErrors.map((message) => <li key={message}>{message}</li>)}</ul>
                ) : (
                  <p>See the fields marked above.</p>
                )}
              </>
            ) : (
              <p>Could not create the charge: {create.error.message}</p>
            )}
          </div>
        )}
      </div>

      <div className="lg:sticky lg:top-6">
        <ChargePreview amountCents={typeof amount === 'number' && !Number.isNaN(amount) ? amount : null} method={method} account={account} inline={inlineMarkup ? (markup ?? {}) : null} />
      </div>
    </form>
  );
}
