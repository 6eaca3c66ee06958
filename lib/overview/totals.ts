import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { theRow } from '@/db/rows';
import { webhookDeliveries } from '@/db/schema';
import { inScope } from '@/db/scope';
import type { Scope } from '@/lib/livemode';
import type { OverviewRange } from './rules';
import { at, num } from './sql';

// The failed deliveries of the period and of today, one aggregate query.

export async function failedDeliveryCounts(db: Executor, scope: Scope, range: OverviewRange) {
  const row = theRow(
    await db
      .select({
        period: count(),
        today: num(sql`count(*) filter (where ${webhookDeliveries.createdAt} >= ${at(range.todayStart)})`),
      })
      .from(webhookDeliveries)
      .where(
        and(
          ...inScope(webhookDeliveries, scope),
          eq(webhookDeliveries.status, 'failed'),
          gte(webhookDeliveries.createdAt, range.start),
          lt(webhookDeliveries.createdAt, range.end),
        ),
      ),
    'count of webhookDeliveries',
  );
  return row;
}
