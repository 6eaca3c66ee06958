import type { OverviewResponse } from './schemas';
import type { Overview } from './service';

/** The overview as published: the service's figures as they are, the attention lists' instants in ISO 8601. */
export function serializeOverview(overview: Overview): OverviewResponse {
  const { cancelable_charges, failed_payouts, batches_with_invalid_records, onboarding_waiting, failing_deliveries } =
    overview.attention;
  return {
    ...overview,
    attention: {
      cancelable_charges: {
        ...cancelable_charges,
        items: cancelable_charges.items.map((item) => ({ ...item, created_at: item.created_at.toISOString() })),
      },
      failed_payouts: {
        ...failed_payouts,
        items: failed_payouts.items.map((item) => ({ ...item, updated_at: item.updated_at.toISOString() })),
      },
      batches_with_invalid_records: {
        ...batches_with_invalid_records,
        items: batches_with_invalid_records.items.map((item) => ({
          ...item,
          last_changed_at: item.last_changed_at.toISOString(),
        })),
      },
      onboarding_waiting: {
        ...onboarding_waiting,
        items: onboarding_waiting.items.map((item) => ({ ...item, created_at: item.created_at.toISOString() })),
      },
      failing_deliveries: {
        ...failing_deliveries,
        items: failing_deliveries.items.map((item) => ({ ...item, updated_at: item.updated_at.toISOString() })),
      },
    },
  };
}
