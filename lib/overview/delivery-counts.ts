import { and, count, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { theRow } from '@/db/rows';
import { webhookDeliveries } from '@/db/schema';
import { inScope } from '@/db/scope';
import type { Scope } from '@/lib/livemode';
import type { OverviewRange } from './rules';
import { at, num } from './sql';

// How many webhook deliveries of the period are failing: the key figure, and the total of the list that needs someone.

/** isFailingDelivery (rules.ts) as a condition on webhook_deliveries: gave up, or retrying after a failed attempt. */
export const failingDelivery = or(
  eq(webhookDeliveries.status, 'failed'),
  and(eq(webhookDeliveries.status, 'pending'), isNotNull(webhookDeliveries.lastError)),
);

/** The organization's deliveries created in the period that are failing now; every account's, as deliveries have none. */
export const failingInPeriod = (scope: Scope, range: OverviewRange) =>
  and(
    ...inScope(webhookDeliveries, scope),
    gte(webhookDeliveries.createdAt, range.start),
    lt(webhookDeliveries.createdAt, range.end),
    failingDelivery,
  );

/** How many of the period's deliveries, and of today's, are failing: one aggregate query. */
export async function failingDeliveryCounts(db: Executor, scope: Scope, range: OverviewRange) {
  return theRow(
    await db
      .select({
        period: count(),
        today: num(sql`count(*) filter (where ${webhookDeliveries.createdAt} >= ${at(range.todayStart)})`),
      })
      .from(webhookDeliveries)
      .where(failingInPeriod(scope, range)),
    'count of webhookDeliveries',
  );
}
