'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { BRAZIL_UFS, CONTACT_ROLES, MAX_ADDRESSES, MAX_CONTACTS } from '@/lib/onboarding/rules';
import { MaskedField, SelectField, TextField, type Field, type OnboardingForm } from './form-fields';
import { MASKS } from './form-text';

export const EMPTY_CONTACT = { name: '', email: '', phone: '+55', tax_id: '', role: undefined };
export const EMPTY_ADDRESS = {
  country: 'BR',
  zip_code: '',
  state: '',
  city: '',
  street: '',
  number: '',
  complement: '',
};

const upperCase = { setValueAs: (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value) };
// "Choose a role" is no role: absent, so the schema says the field is required rather than listing the roles' codes.
const noChoiceAbsent = { setValueAs: (value: unknown) => value || undefined };

export function CompanyStep({ form }: { form: OnboardingForm }) {
  const t = useTranslations('onboarding.new');
  return (
    <div className="grid gap-4 px-5 py-4 @lg:grid-cols-2">
      <TextField form={form} name="company.legal_name" label={t('legalName')} autoComplete="organization" />
      <TextField form={form} name="company.trade_name" label={t('tradeName')} />
      <MaskedField form={form} name="company.tax_id" label={t('cnpj')} mask={MASKS.cnpj} />
      <p className="self-end pb-2 text-xs text-slate-500">{t('tradeNameNote')}</p>
    </div>
  );
}

/**
 * One card per member of an array (contacts, addresses), numbered, with a Remove button while more than one is left.
 * `kind` names it: `onboarding.new.contact` or `.address` ("Contact 2"), and `.removeContact` or `.removeAddress`.
 */
function MemberFrame({
  kind,
  index,
  count,
  onRemove,
  children,
}: {
  kind: 'contact' | 'address';
  index: number;
  count: number;
  onRemove: () => void;
  children: React.ReactNode;
}) {
  const t = useTranslations('onboarding.new');
  const number = index + 1;
  return (
    <fieldset className="rounded-md border border-slate-200 px-4 pb-4 pt-2" data-testid="onboarding-member">
      <legend className="px-1 text-sm font-medium text-slate-700">
        {kind === 'contact' ? t('contact', { number }) : t('address', { number })}
      </legend>
      <div className="mb-2 flex justify-end">
        <Button
          variant="ghost"
          onClick={onRemove}
          disabled={count === 1}
          aria-label={kind === 'contact' ? t('removeContact', { number }) : t('removeAddress', { number })}
        >
          <Trash2 className="size-4" aria-hidden /> {t('remove')}
        </Button>
      </div>
      {children}
    </fieldset>
  );
}

export function ContactsStep({ form }: { form: OnboardingForm }) {
  const t = useTranslations('onboarding');
  const contacts = useFieldArray({ control: form.control, name: 'company.contacts' });
  const path = (index: number, field: string) => `company.contacts.${index}.${field}` as Field;
  return (
    <div className="space-y-4 px-5 py-4">
      {contacts.fields.map((contact, index) => (
        <MemberFrame
          key={contact.id}
          kind="contact"
          index={index}
          count={contacts.fields.length}
          onRemove={() => contacts.remove(index)}
        >
          <div className="grid gap-4 @lg:grid-cols-2">
            <TextField form={form} name={path(index, 'name')} label={t('new.name')} autoComplete="off" />
            <SelectField form={form} name={path(index, 'role')} label={t('new.role')} options={noChoiceAbsent}>
              <option value="">{t('new.chooseRole')}</option>
              {CONTACT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`contactRole.${role}`)}
                </option>
              ))}
            </SelectField>
            <TextField form={form} name={path(index, 'email')} label={t('new.email')} type="email" autoComplete="off" />
            <TextField
              form={form}
              name={path(index, 'phone')}
              label={t('new.phone')}
              type="tel"
              placeholder="+5511987654321"
              autoComplete="off"
            />
            <MaskedField form={form} name={path(index, 'tax_id')} label={t('new.cpf')} mask={MASKS.cpf} />
          </div>
        </MemberFrame>
      ))}
      <Button
        variant="secondary"
        onClick={() => contacts.append({ ...EMPTY_CONTACT } as never)}
        disabled={contacts.fields.length >= MAX_CONTACTS}
      >
        <Plus className="size-4" aria-hidden /> {t('new.addContact')}
      </Button>
    </div>
  );
}

export function AddressesStep({ form }: { form: OnboardingForm }) {
  const t = useTranslations('onboarding.new');
  const addresses = useFieldArray({ control: form.control, name: 'company.address' });
  const countries = form.watch('company.address')?.map((address) => address?.country) ?? [];
  const path = (index: number, field: string) => `company.address.${index}.${field}` as Field;
  return (
    <div className="space-y-4 px-5 py-4">
      {addresses.fields.map((address, index) => {
        const brazil = countries[index] === 'BR';
        return (
          <MemberFrame
            key={address.id}
            kind="address"
            index={index}
            count={addresses.fields.length}
            onRemove={() => addresses.remove(index)}
          >
            <div className="grid gap-4 @lg:grid-cols-2 @2xl:grid-cols-3">
              <TextField
                form={form}
                name={path(index, 'country')}
                label={t('country')}
                maxLength={2}
                placeholder={t('countryPlaceholder')}
                options={upperCase}
                className="uppercase"
              />
              {brazil ? (
                <MaskedField key="cep" form={form} name={path(index, 'zip_code')} label={t('cep')} mask={MASKS.cep} />
              ) : (
                <MaskedField
                  key="zip"
                  form={form}
                  name={path(index, 'zip_code')}
                  label={t('zipCode')}
                  mask={MASKS.zip}
                  placeholder={t('zipPlaceholder')}
                />
              )}
              {brazil ? (
                <SelectField key="uf" form={form} name={path(index, 'state')} label={t('stateUf')}>
                  <option value="">{t('chooseState')}</option>
                  {BRAZIL_UFS.map((uf) => (
                    <option key={uf} value={uf}>
                      {uf}
                    </option>
                  ))}
                </SelectField>
              ) : (
                <TextField key="region" form={form} name={path(index, 'state')} label={t('stateRegion')} />
              )}
              <TextField form={form} name={path(index, 'city')} label={t('city')} />
              <div className="@2xl:col-span-2">
                <TextField form={form} name={path(index, 'street')} label={t('street')} />
              </div>
              <TextField form={form} name={path(index, 'number')} label={t('number')} />
              <div className="@2xl:col-span-2">
                <TextField form={form} name={path(index, 'complement')} label={t('complement')} />
              </div>
            </div>
          </MemberFrame>
        );
      })}
      <Button
        variant="secondary"
        onClick={() => addresses.append({ ...EMPTY_ADDRESS })}
        disabled={addresses.fields.length >= MAX_ADDRESSES}
      >
        <Plus className="size-4" aria-hidden /> {t('addAddress')}
      </Button>
    </div>
  );
}
