'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { BRAZIL_UFS, CONTACT_ROLES, MAX_ADDRESSES, MAX_CONTACTS } from '@/lib/onboarding/rules';
import { MaskedField, SelectField, TextField, type Field, type OnboardingForm } from './form-fields';
import { CONTACT_ROLE_LABELS, MASKS } from './form-text';

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

export function CompanyStep({ form }: { form: OnboardingForm }) {
  return (
    <div className="grid gap-4 px-5 py-4 md:grid-cols-2">
      <TextField form={form} name="company.legal_name" label="Legal name (razão social)" autoComplete="organization" />
      <TextField form={form} name="company.trade_name" label="Trade name (nome fantasia)" />
      <MaskedField form={form} name="company.tax_id" label="CNPJ" mask={MASKS.cnpj} />
      <p className="self-end pb-2 text-xs text-slate-500">
        The merchant account opened on approval is named after the trade name.
      </p>
    </div>
  );
}

/** One card per member of an array (contacts, addresses), numbered, with a Remove button while more than one is left. */
function MemberFrame({
  title,
  index,
  count,
  onRemove,
  children,
}: {
  title: string;
  index: number;
  count: number;
  onRemove: () => void;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="rounded-md border border-slate-200 px-4 pb-4 pt-2" data-testid="onboarding-member">
      <legend className="px-1 text-sm font-medium text-slate-700">
        {title} {index + 1}
      </legend>
      <div className="mb-2 flex justify-end">
        <Button
          variant="ghost"
          onClick={onRemove}
          disabled={count === 1}
          aria-label={`Remove ${title.toLowerCase()} ${index + 1}`}
        >
          <Trash2 className="size-4" aria-hidden /> Remove
        </Button>
      </div>
      {children}
    </fieldset>
  );
}

export function ContactsStep({ form }: { form: OnboardingForm }) {
  const contacts = useFieldArray({ control: form.control, name: 'company.contacts' });
  const path = (index: number, field: string) => `company.contacts.${index}.${field}` as Field;
  return (
    <div className="space-y-4 px-5 py-4">
      {contacts.fields.map((contact, index) => (
        <MemberFrame
          key={contact.id}
          title="Contact"
          index={index}
          count={contacts.fields.length}
          onRemove={() => contacts.remove(index)}
        >
          <div className="grid gap-4 md:grid-cols-2">
            <TextField form={form} name={path(index, 'name')} label="Name" autoComplete="off" />
            <SelectField form={form} name={path(index, 'role')} label="Role">
              <option value="">Choose a role</option>
              {CONTACT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {CONTACT_ROLE_LABELS[role]}
                </option>
              ))}
            </SelectField>
            <TextField form={form} name={path(index, 'email')} label="E-mail" type="email" autoComplete="off" />
            <TextField
              form={form}
              name={path(index, 'phone')}
              label="Phone (with country and area code)"
              type="tel"
              placeholder="+5511987654321"
              autoComplete="off"
            />
            <MaskedField form={form} name={path(index, 'tax_id')} label="CPF" mask={MASKS.cpf} />
          </div>
        </MemberFrame>
      ))}
      <Button
        variant="secondary"
        onClick={() => contacts.append({ ...EMPTY_CONTACT } as never)}
        disabled={contacts.fields.length >= MAX_CONTACTS}
      >
        <Plus className="size-4" aria-hidden /> Add contact
      </Button>
    </div>
  );
}

export function AddressesStep({ form }: { form: OnboardingForm }) {
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
            title="Address"
            index={index}
            count={addresses.fields.length}
            onRemove={() => addresses.remove(index)}
          >
            <div className="grid gap-4 md:grid-cols-3">
              <TextField
                form={form}
                name={path(index, 'country')}
                label="Country (ISO code)"
                maxLength={2}
                placeholder="BR"
                options={upperCase}
                className="uppercase"
              />
              {brazil ? (
                <MaskedField key="cep" form={form} name={path(index, 'zip_code')} label="CEP" mask={MASKS.cep} />
              ) : (
                <MaskedField key="zip" form={form} name={path(index, 'zip_code')} label="Zip code" mask={MASKS.zip} />
              )}
              {brazil ? (
                <SelectField key="uf" form={form} name={path(index, 'state')} label="State (UF)">
                  <option value="">Choose a state</option>
                  {BRAZIL_UFS.map((uf) => (
                    <option key={uf} value={uf}>
                      {uf}
                    </option>
                  ))}
                </SelectField>
              ) : (
                <TextField key="region" form={form} name={path(index, 'state')} label="State or region" />
              )}
              <TextField form={form} name={path(index, 'city')} label="City" />
              <div className="md:col-span-2">
                <TextField form={form} name={path(index, 'street')} label="Street" />
              </div>
              <TextField form={form} name={path(index, 'number')} label="Number" />
              <div className="md:col-span-2">
                <TextField form={form} name={path(index, 'complement')} label="Complement (optional)" />
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
        <Plus className="size-4" aria-hidden /> Add address
      </Button>
    </div>
  );
}
