import { csvFileName, downloadCsv, fetchAllPages, recordsCsv, type CsvColumn } from '@/components/list/export-csv';
import type { AuditEntry } from '@/lib/audit/schemas';

/** The audit list's filters, named as GET /v2/audit-log names them, so the page's URL and the API query read alike. */
export const AUDIT_FILTERS = [
  'action',
  'actor_user_id',
  'resource_type',
  'resource_id',
  'created_at_start',
  'created_at_end',
] as const;

export const AUDIT_PER_PAGE = 25;

export function auditApiQuery(params: URLSearchParams, page: number, perPage = AUDIT_PER_PAGE): string {
  const query = new URLSearchParams();
  for (const name of AUDIT_FILTERS) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  query.set('page', String(page));
  query.set('per_page', String(perPage));
  return query.toString();
}

export const hasAuditFilters = (params: URLSearchParams) => AUDIT_FILTERS.some((name) => params.get(name));
export const clearedAuditFilters = () => Object.fromEntries(AUDIT_FILTERS.map((name) => [name, null]));

/** The actions the product records, for the audit page's filter; the API accepts any action name. */
export const AUDIT_ACTIONS = [
  'user.signed_in',
  'user.created',
  'user.role_changed',
  'user.deactivated',
  'user.reactivated',
  'user.password_changed',
  'user.password_reset',
  'api_key.created',
  'api_key.revoked',
  'markup.created',
  'markup.updated',
  'merchant_account.created',
  'merchant_account.updated',
  'payin.created',
  'payin.cancel_requested',
  'refund.created',
  'payout.created',
  'balance.sandbox_topup',
  'balance.adjustment',
  'qualification.batch_received',
  'qualification.resolved',
  'onboarding.created',
  'onboarding.transitioned',
  'webhook.resent',
  'webhook_registration.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** The record types the product audits, for the filter (the API takes any). */
export const RESOURCE_TYPES = [
  'user',
  'api_key',
  'markup',
  'merchant_account',
  'payin',
  'refund',
  'payout',
  'ledger_transaction',
  'data_qualification',
  'qualification_batch',
  'account_opening_request',
  'webhook_delivery',
  'webhook_registration',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const isResourceType = (type: string): type is ResourceType =>
  (RESOURCE_TYPES as readonly string[]).includes(type);

/** The dashboard page of an audited record, when it has one. */
export function resourceHref(type: string | null, id: string | null): string | null {
  if (!type || !id) return null;
  switch (type) {
    case 'payin':
      return `/payins/${id}`;
    case 'payout':
      return `/payouts/${id}`;
    case 'data_qualification':
      return `/data-qualification/${id}`;
    case 'account_opening_request':
      return `/onboarding/${id}`;
    case 'webhook_delivery':
      return `/webhooks?delivery=${id}`;
    case 'markup':
      return '/markup';
    case 'user':
      return '/team';
    case 'api_key':
      return '/developers';
    default:
      return null;
  }
}

const AUDIT_COLUMNS: CsvColumn<AuditEntry>[] = [
  ['id', (entry) => entry.id],
  ['created_at', (entry) => entry.created_at],
  ['action', (entry) => entry.action],
  ['actor_type', (entry) => entry.actor.type],
  ['actor_id', (entry) => entry.actor.id],
  ['actor', (entry) => entry.actor.label],
  ['resource_type', (entry) => entry.resource_type],
  ['resource_id', (entry) => entry.resource_id],
  ['details', (entry) => JSON.stringify(entry.details)],
];

/**
 * Every entry of the current filter, 100 at a time. The log is newest first, so an entry written during the export
 * pushes the rest down a row: repeats are dropped by id (an entry that lands on page one after it was read is left
 * for the next export).
 */
export async function exportAuditCsv(
  params: URLSearchParams,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  const entries = await fetchAllPages<AuditEntry>(
    '/v2/audit-log',
    ({ page, perPage }) => auditApiQuery(params, page, perPage),
    onProgress,
  );
  const unique = [...new Map(entries.map((entry) => [entry.id, entry])).values()];
  downloadCsv(recordsCsv(AUDIT_COLUMNS, unique), csvFileName('audit-log'));
}
