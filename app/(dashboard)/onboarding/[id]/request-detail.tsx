'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import { formatCep } from '@brazilian-utils/brazilian-utils/format-cep';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { formatDocument } from '@/lib/validation/documents';
import { Detail, DetailList } from '@/components/detail/detail-list';
import { PaymentDetailFrame } from '@/components/detail/payment-detail-frame';
import { OnboardingStatusBadge } from '@/components/status-badge';
import { StatusTimeline } from '@/components/status-timeline';
import { Card, CardHeader, PageHeader } from '@/components/ui/card';
import { isRequestId } from '@/lib/onboarding/rules';
import type { AccountOpeningRequestRecord } from '@/lib/onboarding/schemas';
import { queryKeys } from '@/lib/query-keys';
import { TransitionActions } from './transition-actions';
import type { AccountOption } from '@/lib/accounts/schemas';

/** One account opening request, by the id in the page's address; operators also get the review actions. */
export function RequestDetail({
  id,
  isOperator,
  accounts,
}: {
  id: string;
  isOperator: boolean;
  accounts: AccountOption[];
}) {
  const t = useTranslations('onboarding.detail');
  return (
    <PaymentDetailFrame<AccountOpeningRequestRecord>
      id={id}
      recordKey={queryKeys.onboardingRequests.record}
      apiPath="/v2/register/companies"
      parseId={(typed) => (isRequestId(typed) ? typed.toLowerCase() : null)}
      // Only an operator moves a request, and this page hears of it from the answer: nothing to poll for.
      moving={[]}
      statusId={(request) => request.status}
      refreshMs={0}
      listHref="/onboarding"
      listLabel={t('listLabel')}
      noun="request"
      notFoundTestId="onboarding-not-found"
    >
      {(request) => <RequestView request={request} isOperator={isOperator} accounts={accounts} />}
    </PaymentDetailFrame>
  );
}

function RequestView({
  request,
  isOperator,
  accounts,
}: {
  request: AccountOpeningRequestRecord;
  isOperator: boolean;
  accounts: AccountOption[];
}) {
  const t = useTranslations('onboarding');
  const statusName = useTranslations('status.onboarding');
  const format = useFormats();
  const { company } = request;
  const account =
    request.account_id === null ? undefined : accounts.find((candidate) => candidate.id === request.account_id);
  const history = request.status_history.map((change) => ({
    status: { id: change.status, name: statusName(change.status) },
    updated_at: change.created_at,
  }));
  return (
    <>
      <div className="mt-3">
        <PageHeader
          title={
            <span className="flex flex-wrap items-center gap-3">
              {company.trade_name} <OnboardingStatusBadge status={request.status} data-testid="onboarding-status" />
            </span>
          }
          description={t('detail.description', { legalName: company.legal_name, cnpj: formatDocument(company.tax_id) })}
        />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Card>
            <CardHeader title={t('detail.company')} />
            <DetailList>
              <Detail label={t('detail.legalName')}>{company.legal_name}</Detail>
              <Detail label={t('detail.tradeName')}>{company.trade_name}</Detail>
              <Detail label={t('detail.cnpj')}>
                <span className="font-mono text-xs" data-testid="onboarding-cnpj">
                  {formatDocument(company.tax_id)}
                </span>
              </Detail>
              <Detail label={t('detail.merchantAccount')}>
                <span data-testid="onboarding-account">
                  {request.account_id === null
                    ? t('detail.accountOnApproval')
                    : t('account', { name: account?.name ?? t('accountFallback'), id: String(request.account_id) })}
                </span>
              </Detail>
              <Detail label={t('detail.requestId')}>
                <span className="font-mono text-xs">{request.id}</span>
              </Detail>
              <Detail label={t('detail.created')}>{format.dateTime(request.created_at)}</Detail>
              <Detail label={t('detail.updated')}>{format.dateTime(request.updated_at)}</Detail>
            </DetailList>
          </Card>
          <Card>
            <CardHeader title={t('detail.contacts', { count: format.count(company.contacts.length) })} />
            <ul className="divide-y divide-slate-100 text-sm" data-testid="onboarding-contacts">
              {company.contacts.map((contact, index) => (
                <li key={index} className="grid gap-1 px-5 py-3 md:grid-cols-[1fr_1fr_auto]">
                  <p>
                    <span className="font-medium">{contact.name}</span>
                    <span className="block text-xs text-slate-500">{t(`contactRole.${contact.role}`)}</span>
                  </p>
                  <p className="text-slate-600">
                    {contact.email}
                    <span className="block text-xs">{contact.phone}</span>
                  </p>
                  <p className="font-mono text-xs text-slate-600">CPF {formatCpf(contact.tax_id)}</p>
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <CardHeader title={t('detail.addresses', { count: format.count(company.address.length) })} />
            <ul className="divide-y divide-slate-100 text-sm" data-testid="onboarding-addresses">
              {company.address.map((address, index) => (
                <li key={index} className="px-5 py-3">
                  {address.street}, {address.number}
                  {address.complement ? `, ${address.complement}` : ''} · {address.city}/{address.state} ·{' '}
                  {address.country} ·{' '}
                  {address.country === 'BR' ? `CEP ${formatCep(address.zip_code)}` : address.zip_code}
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <div className="space-y-6">
          {isOperator && (
            <Card className="px-5 py-4">
              <TransitionActions request={request} />
            </Card>
          )}
          <Card>
            <CardHeader title={t('detail.statusHistory')} />
            <div className="px-5 py-4 pl-7">
              <StatusTimeline
                history={history}
                badge={(status) => <OnboardingStatusBadge status={status.id} />}
                lastNote={t('detail.currentStatus')}
                next={<span data-testid="onboarding-next-step">{t(`nextStep.${request.status}`)}</span>}
              />
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
