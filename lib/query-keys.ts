/**
 * Every React Query key of the dashboard, in one place: a hook reads under one of these, and a mutation invalidates
 * or replaces by the same builder, so a renamed or mistyped key cannot leave a list stale. `all` is the prefix of a
 * collection's lists (every filter and page); invalidating it refreshes them all. A record's own key is separate,
 * so refreshing a list does not refetch an open record. See docs/decisions.md.
 */

type Id = number | string;

function collection<Name extends string>(name: Name) {
  return { all: [name] as const, list: (query: string) => [name, query] as const };
}

export const queryKeys = {
  overview: (query: string) => ['overview', query] as const,
  /** One merchant account's ledger: its figures, its daily series and its statement pages; `all` reaches them all. */
  balance: {
    all: ['balance'] as const,
    figures: (merchantId: Id) => ['balance', merchantId] as const,
    series: (merchantId: Id, query: string) => ['balance', merchantId, 'series', query] as const,
    statement: (merchantId: Id, query: string) => ['balance', merchantId, 'statement', query] as const,
  },
  auditLog: (query: string) => ['audit-log', query] as const,
  team: ['team'] as const,
  apiKeys: ['api-keys'] as const,
  merchantAccounts: ['merchant-accounts'] as const,
  markups: collection('markups'),
  payins: { ...collection('payins'), record: (id: Id) => ['payin', id] as const },
  payouts: { ...collection('payouts'), record: (id: Id) => ['payout', id] as const },
  webhookDeliveries: { ...collection('webhook-deliveries'), record: (id: Id) => ['webhook-delivery', id] as const },
  onboardingRequests: { ...collection('onboarding-requests'), record: (id: Id) => ['onboarding-request', id] as const },
  onboardingWebhook: ['onboarding-webhook'] as const,
  qualificationRecords: {
    ...collection('data-qualification'),
    record: (id: Id) => ['data-qualification-record', id] as const,
  },
  qualificationBatches: collection('data-qualification-batches'),
  qualificationServices: ['data-qualification-services'] as const,
  qualificationStatuses: ['data-qualification-statuses'] as const,
};
