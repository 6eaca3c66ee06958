'use client';

import type { ReactNode } from 'react';
import { Detail, DetailList } from '@/components/detail/detail-list';
import type { CreateAccountOpeningRequestForm } from '@/lib/onboarding/schemas';
import { CONTACT_ROLE_LABELS, MASKS } from './form-text';

type Values = CreateAccountOpeningRequestForm['company'];

function Section({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <section className="border-b border-slate-100 last:border-0" aria-label={title}>
      <div className="flex items-center justify-between px-5 pt-4">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <button type="button" className="text-sm text-brand-700 underline" onClick={onEdit}>
          Edit {title.toLowerCase()}
        </button>
      </div>
      {children}
    </section>
  );
}

/** Everything that will be sent, formatted as the request page will show it, with a way back to each step. */
export function ReviewStep({ company, goTo }: { company: Values; goTo: (step: number) => void }) {
  const contacts = company.contacts ?? [];
  const addresses = company.address ?? [];
  return (
    <div data-testid="onboarding-review">
      <Section title="Company" onEdit={() => goTo(0)}>
        <DetailList>
          <Detail label="Legal name">{company.legal_name}</Detail>
          <Detail label="Trade name">{company.trade_name}</Detail>
          <Detail label="CNPJ">
            <span className="font-mono text-xs">{MASKS.cnpj.format(company.tax_id ?? '')}</span>
          </Detail>
        </DetailList>
      </Section>
      <Section title="Contacts" onEdit={() => goTo(1)}>
        <ul className="space-y-1 px-5 py-4 text-sm">
          {contacts.map((contact, index) => (
            <li key={index}>
              <span className="font-medium">{contact.name}</span> ·{' '}
              {contact.role ? CONTACT_ROLE_LABELS[contact.role] : '—'} · {contact.email} · {contact.phone} ·{' '}
              <span className="font-mono text-xs">CPF {MASKS.cpf.format(contact.tax_id ?? '')}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Addresses" onEdit={() => goTo(2)}>
        <ul className="space-y-1 px-5 py-4 text-sm">
          {addresses.map((address, index) => (
            <li key={index}>
              {address.street}, {address.number}
              {address.complement ? `, ${address.complement}` : ''} · {address.city}/{address.state} · {address.country}{' '}
              · {address.country === 'BR' ? `CEP ${MASKS.cep.format(address.zip_code ?? '')}` : address.zip_code}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
