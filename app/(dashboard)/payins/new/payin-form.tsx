'use client';

import { useTranslations } from 'next-intl';
import type { DefaultValues, FieldPath } from 'react-hook-form';
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
import { PAYIN_METHODS, saoPauloDateTime, saoPauloToday, type PayinMethod } from '@/lib/payin/rules';
import type { CreatePayinForm, CreatePayinInput, PayinChargeRecord } from '@/lib/payin/schemas';
import { queryKeys } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { AmountInput } from './amount-input';
import { BuyerPaysLine, ChargePreview, useChargeMarkup, type PreviewAccount } from './charge-preview';
import { HydratedForm } from '@/components/forms/hydrated-form';

// The API's own contract; `now` is read at each validation, so "due date in the past" is judged when submitting.
const resolver = lazyZodResolver(async () => (await import('@/lib/payin/schemas')).createPayinSchema());
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
      address: {
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Sala 12',
        zipcode: '01310-100',
        city: 'São Paulo',
        district: 'Bela Vista',
        state_code: 'SP',
      },
    },
    originator_legal_entity: {
      name: account?.name ?? 'Demo Store',
      document: '11.222.333/0001-81',
      helpdesk: 'help@demo.payrail.test',
    },
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
const COMMON_FIELDS: Field[] = [
  'invoice',
  'amount',
  'description',
  'notification_url',
  'buyer.name',
  'buyer.email',
  'buyer.document.type',
  'buyer.document.number',
  'markup',
];

export function PayinForm({
  accounts,
  selectedMerchantId,
}: {
  accounts: PreviewAccount[];
  selectedMerchantId: number | null;
}) {
  const t = useTranslations('payins.form');
  const methodName = useTranslations('payins.method');
  const { form, account } = useNewPaymentForm<CreatePayinForm, CreatePayinInput>({
    accounts,
    selectedMerchantId,
    resolver,
    demoValues,
  });
  const inline = useInlineMarkup(form, { mode: 'percent', amount: 2, min_charge_value: 1 });
  const method = form.watch('payment_method');
  const amount = form.watch('amount') as number | undefined;
  const markup = form.watch('markup');
  const fieldError = fieldErrorOf(form);
  const amountCents = typeof amount === 'number' && !Number.isNaN(amount) ? amount : null;
  const charge = useChargeMarkup({
    amountCents,
    method,
    account,
    inline: inline.inlineMarkup ? (markup ?? {}) : null,
  });

  const { create, footer } = useCreateForm<CreatePayinForm, CreatePayinInput, PayinChargeRecord>({
    form,
    path: '/v2/payin/payments',
    listHref: '/payins',
    listKey: queryKeys.payins.all,
    shownFields: () => [
      ...COMMON_FIELDS,
      ...FIELDS_BY_METHOD[method],
      ...(inline.inlineMarkup ? INLINE_MARKUP_FIELDS : []),
      ...(accounts.length > 1 ? ['merchant_id'] : []),
    ],
  });

  const text = textFieldRenderer(form);
  const optional = OPTIONAL_FIELD;

  return (
    <HydratedForm
      onSubmit={form.handleSubmit((values) => create.mutate({ values }))}
      noValidate
      aria-label={t('label')}
      className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]"
    >
      <div className="space-y-6">
        {/* The cards' grids follow the card's width, not the screen's: beside the sidebar and the preview, a wide screen
          can still leave a card too narrow for two columns. */}
        <Card className="@container">
          <CardHeader title={t('charge')} />
          <div className="grid gap-4 px-5 py-4 @lg:grid-cols-2">
            <fieldset className="col-span-full">
              <legend className="mb-1 text-sm font-medium text-slate-700">{t('paymentMethod')}</legend>
              <div className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
                {PAYIN_METHODS.map((option) => (
                  <label
                    key={option}
                    className={cn(
                      'cursor-pointer rounded px-4 py-1.5 text-sm font-medium',
                      method === option ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                    )}
                  >
                    <input type="radio" value={option} className="sr-only" {...form.register('payment_method')} />
                    {methodName(option)}
                  </label>
                ))}
              </div>
            </fieldset>
            {accounts.length > 1 && (
              <MerchantAccountField
                label={t('merchantAccount')}
                accounts={accounts}
                registration={form.register('merchant_id', { valueAsNumber: true })}
                error={fieldError('merchant_id')}
              />
            )}
            {text('invoice', t('invoice'))}
            <AmountInput
              control={form.control}
              method={method}
              buyerPays={<BuyerPaysLine amountCents={amountCents} markup={charge.markup} />}
            />
            {method === 'pix'
              ? text(
                  'pix.expire_date',
                  t('pixExpiresAt'),
                  { type: 'datetime-local', step: 1 },
                  // Browsers leave out seconds that are :00; the API wants YYYY-MM-DDTHH:mm:ss.
                  {
                    setValueAs: (value: string) =>
                      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00` : value,
                  },
                )
              : text('boleto.expire_date', t('boletoDueDate'), { type: 'date' })}
            {text('description', t('description'), { maxLength: 140 }, optional)}
            {text(
              'notification_url',
              t('notificationUrl'),
              { placeholder: 'https://example.com/payrail/callbacks' },
              optional,
            )}
          </div>
        </Card>

        <Card className="@container">
          <CardHeader title={t('buyer')} />
          <div className="grid gap-4 px-5 py-4 @lg:grid-cols-2">
            {text('buyer.name', t('name'))}
            {text('buyer.email', t('email'), { type: 'email' })}
            <DocumentTypeField
              id="buyer.document.type"
              registration={form.register('buyer.document.type')}
              error={fieldError('buyer.document.type')}
            />
            {text('buyer.document.number', t('documentNumber'))}
            {method === 'boleto' && (
              <>
                {text('buyer.address.street', t('street'))}
                {text('buyer.address.number', t('number'))}
                {text('buyer.address.complement', t('complement'))}
                {text('buyer.address.zipcode', t('zipcode'))}
                {text('buyer.address.district', t('district'))}
                {text('buyer.address.city', t('city'))}
                {text('buyer.address.state_code', t('state'), { maxLength: 2 })}
              </>
            )}
          </div>
        </Card>

        {method === 'boleto' && (
          <Card className="@container">
            <CardHeader title={t('beneficiary')} description={t('beneficiaryHelp')} />
            <div className="grid gap-4 px-5 py-4 @lg:grid-cols-2 @2xl:grid-cols-3">
              {text('originator_legal_entity.name', t('legalName'))}
              {text('originator_legal_entity.document', t('beneficiaryDocument'))}
              {text('originator_legal_entity.helpdesk', t('helpdesk'))}
            </div>
          </Card>
        )}

        <InlineMarkupCard
          form={form}
          inline={inline}
          mode={markup?.mode}
          description={t('markupHelp')}
          toggleLabel={t('markupToggle')}
        />

        <CreateFormFooter submitLabel={t('submit', { method })} cancelHref="/payins" noun="charge" {...footer} />
      </div>

      <div className="lg:sticky lg:top-6">
        <ChargePreview amountCents={amountCents} account={account} {...charge} />
      </div>
    </HydratedForm>
  );
}
