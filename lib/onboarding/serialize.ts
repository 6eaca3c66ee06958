import type { WebhookRegistration } from '@/db/schema';
import type { AccountOpeningRequestRecord, WebhookRegistrationRecord } from './schemas';
import type { RequestView } from './service';

/** The provider's account opening request; members are listed so nothing stored beyond the contract leaks out. */
export function serializeAccountOpeningRequest({ request, history }: RequestView): AccountOpeningRequestRecord {
  const { company } = request;
  return {
    id: request.id,
    company: {
      legal_name: company.legal_name,
      trade_name: company.trade_name,
      tax_id: company.tax_id,
      contacts: company.contacts.map(({ name, email, phone, tax_id, role }) => ({ name, email, phone, tax_id, role })),
      address: company.address.map(({ city, state, country, zip_code, street, number, complement }) => ({
        city,
        state,
        country,
        zip_code,
        street,
        number,
        ...(complement ? { complement } : {}),
      })),
    },
    status: request.status,
    status_history: history.map((change) => ({ status: change.status, created_at: change.createdAt.toISOString() })),
    account_id: request.accountId,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}

export function serializeWebhookRegistration(registration: WebhookRegistration): WebhookRegistrationRecord {
  return { success: true, event: registration.event as WebhookRegistrationRecord['event'], url: registration.url };
}
