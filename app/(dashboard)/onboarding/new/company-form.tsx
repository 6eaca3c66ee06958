'use client';

import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { CreateFormFooter } from '@/components/forms/create-form-footer';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { useCreateForm } from '@/components/forms/use-create-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFormats } from '@/components/i18n/use-formats';
import { elementAt } from '@/lib/arrays';
import type {
  AccountOpeningRequestRecord,
  CreateAccountOpeningRequestForm,
  CreateAccountOpeningRequestInput,
} from '@/lib/onboarding/schemas';
import { cn } from '@/lib/utils';
import { queryKeys } from '@/lib/query-keys';
import type { Field } from './form-fields';
import { AddressesStep, CompanyStep, ContactsStep, EMPTY_ADDRESS, EMPTY_CONTACT } from './form-steps';
import { formFieldKeys, stepOfField, STEPS } from './form-text';
import { ReviewStep } from './review-step';
import { HydratedForm } from '@/components/forms/hydrated-form';

const REVIEW = STEPS.length - 1;

const resolver = lazyZodResolver(
  async () => (await import('@/lib/onboarding/schemas')).createAccountOpeningRequestSchema,
);

/** The dotted keys of a form's errors, in the order of the form (the first is where to take the user). */
function errorKeys(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([name, value]) => {
    if (!value || typeof value !== 'object' || name === 'ref') return [];
    const key = prefix ? `${prefix}.${name}` : name;
    return 'message' in value && typeof value.message === 'string' ? [key] : errorKeys(value as FieldErrors, key);
  });
}

type Focus = { kind: 'heading' } | { kind: 'field'; name: string };

/**
 * The account opening request in four steps. Each step is checked with the API's own schema (trigger on its fields)
 * before the next opens; the API's 422 keys are put back on their fields and the step of the first one opens.
 */
export function CompanyForm() {
  const t = useTranslations('onboarding.new');
  const format = useFormats();
  const form = useForm<CreateAccountOpeningRequestForm, unknown, CreateAccountOpeningRequestInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      company: {
        legal_name: '',
        trade_name: '',
        tax_id: '',
        contacts: [{ ...EMPTY_CONTACT }],
        address: [{ ...EMPTY_ADDRESS }],
      },
    },
  });
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const [focus, setFocus] = useState<Focus | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const goTo = (next: number, then: Focus = { kind: 'heading' }) => {
    setStep(next);
    setReached((current) => Math.max(current, next));
    setFocus(then);
  };
  // Focus moves once the step is on screen: to its heading, or to the field an error was found on.
  useEffect(() => {
    if (!focus) return;
    if (focus.kind === 'heading') heading.current?.focus();
    else form.setFocus(focus.name as Field);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request is spent once focus has moved in the DOM
    setFocus(null);
  }, [focus, form]);

  const openFirstError = (keys: string[]) => {
    const [first] = keys;
    if (first !== undefined) goTo(stepOfField(first), { kind: 'field', name: first });
  };
  const { create, footer } = useCreateForm<
    CreateAccountOpeningRequestForm,
    CreateAccountOpeningRequestInput,
    AccountOpeningRequestRecord
  >({
    form,
    path: '/v2/register/companies',
    listHref: '/onboarding',
    listKey: queryKeys.onboardingRequests.all,
    shownFields: () =>
      formFieldKeys(form.getValues('company.contacts')?.length ?? 0, form.getValues('company.address')?.length ?? 0),
    onServerErrors: openFirstError,
  });

  const title = (index: number) => t(`step.${elementAt(STEPS, index, 'form steps').name}`);
  const next = async () => {
    if (await form.trigger([...elementAt(STEPS, step, 'form steps').fields] as Field[], { shouldFocus: true }))
      goTo(step + 1);
  };

  return (
    <HydratedForm
      noValidate
      aria-label={t('title')}
      className="max-w-4xl space-y-6"
      onSubmit={(event) => {
        // Enter on an earlier step means "next", not "send a half-filled request".
        if (step < REVIEW) {
          event.preventDefault();
          void next();
          return;
        }
        void form.handleSubmit(
          (values) => create.mutate({ values }),
          (errors) => openFirstError(errorKeys(errors)),
        )(event);
      }}
    >
      <nav aria-label={t('steps')}>
        <ol className="flex flex-wrap gap-2" data-testid="onboarding-steps">
          {STEPS.map(({ name }, index) => (
            <li key={name}>
              <button
                type="button"
                disabled={index > reached}
                aria-current={index === step ? 'step' : undefined}
                onClick={() => goTo(index)}
                className={cn(
                  'flex items-center gap-2 rounded-full border px-3 py-1 text-sm',
                  index === step
                    ? 'border-brand-600 bg-brand-50 font-medium text-brand-700'
                    : 'border-slate-200 bg-white text-slate-600',
                  index > reached && 'cursor-not-allowed opacity-60',
                )}
              >
                <span
                  className={cn(
                    'flex size-5 items-center justify-center rounded-full text-xs',
                    index < reached || index < step ? 'bg-brand-600 text-white' : 'bg-slate-100',
                  )}
                >
                  {index < step ? <Check className="size-3" aria-hidden /> : format.count(index + 1)}
                </span>
                {t(`step.${name}`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <Card className="@container">
        <div className="border-b border-slate-200 px-5 py-4">
          <p className="text-xs text-slate-500">
            {t('stepOf', { step: format.count(step + 1), total: format.count(STEPS.length) })}
          </p>
          <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
            {title(step)}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">{t(`stepHelp.${elementAt(STEPS, step, 'form steps').name}`)}</p>
        </div>
        {step === 0 && <CompanyStep form={form} />}
        {step === 1 && <ContactsStep form={form} />}
        {step === 2 && <AddressesStep form={form} />}
        {step === REVIEW && <ReviewStep company={form.getValues('company')} goTo={goTo} />}
      </Card>

      <div className="flex flex-wrap items-start gap-3">
        {step > 0 && (
          <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={create.isPending}>
            {t('back')}
          </Button>
        )}
        {step < REVIEW ? (
          <Button type="submit">{t('next', { step: title(step + 1) })}</Button>
        ) : (
          <div className="flex-1 space-y-3">
            <CreateFormFooter submitLabel={t('submit')} cancelHref="/onboarding" noun="request" {...footer} />
          </div>
        )}
      </div>
    </HydratedForm>
  );
}
