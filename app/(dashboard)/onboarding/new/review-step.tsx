'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Detail, DetailList } from '@/components/detail/detail-list';
import type { CreateAccountOpeningRequestForm } from '@/lib/onboarding/schemas';
import { MASKS } from './form-text';

type Values = CreateAccountOpeningRequestForm['company'];

function Section({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <section className="border-b border-slate-100 last:border-0" aria-label={title}>
      <div className="flex items-center justify-between px-5 pt-4">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <button type="button" className="text-sm text-brand-700 underline" onClick={onEdit}>
          {editLabel}
        </button>
      </div>
      {children}
    </section>
  );
}

/** Everything that will be sent, formatted as the request page will show it, with a way back to each step. */
export function ReviewStep({ company, goTo }: { company: Values; goTo: (step: number) => void }) {
  const t = useTranslations('onboarding');
  const contacts = company.contacts ?? [];
  const addresses = company.address ?? [];
  return (
    <div data-testid="onboarding-review">
      <Section title={t('new.step.company')} editLabel={t('new.editCompany')} onEdit={() => goTo(0)}>
        <DetailList>
          <Detail label={t('detail.legalName')}>{company.legal_name}</Detail>
          <Detail label={t('detail.tradeName')}>{company.trade_name}</Detail>
          <Detail label={t('detail.cnpj')}>
            <span className="font-mono text-xs">{MASKS.cnpj.format(company.tax_id ?? '')}</span>
          </Detail>
        </DetailList>
      </Section>
      <Section title={t('new.step.contacts')} editLabel={t('new.editContacts')} onEdit={() => goTo(1)}>
        <ul className="space-y-1 px-5 py-4 text-sm">
          {contacts.map((contact, index) => (
            <li key={index}>
              <span className="font-medium">{contact.name}</span> ·{' '}
              {contact.role ? t(`contactRole.${contact.role}`) : '—'} · {contact.email} · {contact.phone} ·{' '}
              <span className="font-mono text-xs">CPF {MASKS.cpf.format(contact.tax_id ?? '')}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('new.step.addresses')} editLabel={t('new.editAddresses')} onEdit={() => goTo(2)}>
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
