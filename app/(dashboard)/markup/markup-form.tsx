'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { queryKeys } from '@/lib/query-keys';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { MarkupTermsFields } from '@/components/markup-terms-fields';
import { Button } from '@/components/ui/button';
import { FieldError, Label, Select } from '@/components/ui/input';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import { MARKUP_METHODS_BY_PRODUCT, markupProducts } from '@/lib/markup/catalogue';
import type { createMarkupSchema, MarkupRecord } from '@/lib/markup/schemas';
import { parseTypedNumber } from '@/lib/money';
import { MarkupPreview } from './markup-preview';
import { useMethodName } from './use-method-name';
import type { AccountOption } from '@/lib/accounts/schemas';
import { HydratedForm } from '@/components/forms/hydrated-form';

type FormValues = z.input<typeof createMarkupSchema>;

const loadSchemas = () => import('@/lib/markup/schemas');
const createResolver = lazyZodResolver(async () => (await loadSchemas()).createMarkupSchema);
const updateResolver = lazyZodResolver(
  async () => (await loadSchemas()).updateMarkupSchema as unknown as typeof createMarkupSchema,
);

/** Create (POST) or edit (PATCH) one rule; both validate with the API's own zod schema. */
export function MarkupForm({
  accounts,
  rule,
  onDone,
}: {
  accounts: AccountOption[];
  rule: MarkupRecord | null;
  onDone: () => void;
}) {
  const t = useTranslations('markup');
  const methodName = useMethodName();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    // Min and max leave the values when their fields disappear (fixed mode), so fixed never sends them.
    shouldUnregister: true,
    resolver: rule ? updateResolver : createResolver,
    defaultValues: rule
      ? {
          mode: rule.mode,
          amount: rule.amount,
          min_charge_value: rule.min_charge_value ?? undefined,
          max_charge_value: rule.max_charge_value ?? undefined,
        }
      : { account_id: accounts[0]?.id, product: 'payin', payment_method: 'pix', type: 'global', mode: 'percent' },
  });
  const mode = form.watch('mode');
  const product = form.watch('product') ?? 'payin';
  const terms = {
    mode,
    amount: form.watch('amount'),
    min_charge_value: form.watch('min_charge_value'),
    max_charge_value: form.watch('max_charge_value'),
  };
  const errors = form.formState.errors;

  const save = useMutation({
    mutationFn: (values: FormValues) =>
      rule
        ? apiFetch<MarkupRecord>(`/v2/account/markup/${rule.id}`, {
            method: 'PATCH',
            json: {
              mode: values.mode,
              amount: values.amount,
              min_charge_value: values.min_charge_value,
              max_charge_value: values.max_charge_value,
            },
          })
        : apiFetch<MarkupRecord>('/v2/account/markup', { method: 'POST', json: values }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.markups.all });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.body.errors) {
        for (const [field, messages] of Object.entries(error.body.errors))
          form.setError(field as keyof FormValues, { message: messages[0] });
      }
    },
  });

  const numberField = { setValueAs: parseTypedNumber };
  return (
    <HydratedForm
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      noValidate
      className="grid gap-4 border-b border-slate-200 bg-slate-50/60 px-5 py-5 lg:grid-cols-[1fr_20rem]"
      aria-label={rule ? t('form.editLabel') : t('form.newLabel')}
    >
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {rule ? (
          <p className="col-span-full text-sm text-slate-600">
            {t('form.ruleSummary', {
              id: rule.id,
              product: t(`product.${rule.product}`),
              method: methodName(rule.payment_method),
              account: rule.account_id,
            })}
          </p>
        ) : (
          <>
            <input type="hidden" value="global" {...form.register('type')} />
            <div>
              <Label htmlFor="markup-account">{t('form.account')}</Label>
              <Select id="markup-account" {...form.register('account_id', { valueAsNumber: true })}>
                {accounts.map((account) => (
                  <option key={account.id} value={account.id}>
                    {account.name}
                  </option>
                ))}
              </Select>
              <FieldError message={errors.account_id?.message} />
            </div>
            <div>
              <Label htmlFor="markup-product">{t('form.product')}</Label>
              <Select
                id="markup-product"
                {...form.register('product', {
                  // A payout rule applies to pix only: the method follows when the product leaves it without one.
                  onChange: (event: { target: { value: 'payin' | 'payout' } }) => {
                    if (!MARKUP_METHODS_BY_PRODUCT[event.target.value].includes(form.getValues('payment_method')))
                      form.setValue('payment_method', 'pix');
                  },
                })}
              >
                {markupProducts.map((product) => (
                  <option key={product} value={product}>
                    {t(`product.${product}`)}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              <Label htmlFor="markup-method">{t('form.paymentMethod')}</Label>
              <Select id="markup-method" {...form.register('payment_method')}>
                {MARKUP_METHODS_BY_PRODUCT[product].map((method) => (
                  <option key={method} value={method}>
                    {t(`method.${method}`)}
                  </option>
                ))}
              </Select>
              <FieldError message={errors.payment_method?.message} />
            </div>
          </>
        )}
        <MarkupTermsFields
          idPrefix="markup"
          mode={mode}
          register={(field) => form.register(field, field === 'mode' ? undefined : numberField)}
          errors={{
            mode: errors.mode?.message,
            amount: errors.amount?.message,
            min_charge_value: errors.min_charge_value?.message,
            max_charge_value: errors.max_charge_value?.message,
          }}
        />
        <div className="col-span-full flex items-center gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('form.saving') : rule ? t('form.save') : t('form.create')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          {save.error && !(save.error instanceof ApiRequestError && save.error.body.errors) && (
            <FieldError message={save.error.message} />
          )}
        </div>
      </div>
      <MarkupPreview terms={terms} />
    </HydratedForm>
  );
}
