import { inScope } from '@/db/scope';
import { and, asc, count, desc, eq, max, min, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { Scope } from '@/lib/livemode';
import {
  merchantAccounts,
  qualificationBatchCounts,
  qualificationDailyCounts,
  qualificationRecordCounts,
  qualificationRecords,
} from '@/db/schema';
import { QUALIFICATION_STATUS, QUALIFICATION_STATUSES, SERVICES_BY_NAME } from './rules';
import type { ListBatchesQuery, ListQualificationQuery } from './schemas';
import { withMerchant, type RecordView } from './queries';
import { theRow } from '@/db/rows';

/**
 * The records list at a million rows (median ≤ 10 ms: the README's performance table): totals come from the counts tables the triggers keep,
 * every page is read through an index that leads with the organization and the mode, and a page past the middle is read
 * from the other end, so the last page costs what the first does.
 */

export const DEFAULT_PER_PAGE = 15;

type Direction = 'asc' | 'desc';
const orderBy = (direction: Direction) => (direction === 'asc' ? asc : desc);
const opposite = (direction: Direction): Direction => (direction === 'asc' ? 'desc' : 'asc');

function recordFilters(scope: Scope, query: ListQualificationQuery): SQL[] {
  const filters = [...inScope(qualificationRecords, scope)];
  if (query.custom_code !== undefined) filters.push(eq(qualificationRecords.customCode, query.custom_code));
  if (query.document !== undefined) filters.push(eq(qualificationRecords.document, query.document));
  if (query.batch_code !== undefined) filters.push(eq(qualificationRecords.batchCode, query.batch_code));
  if (query.data_qualification_service_id !== undefined)
    filters.push(eq(qualificationRecords.serviceId, query.data_qualification_service_id));
  if (query.merchant_id !== undefined) filters.push(eq(qualificationRecords.merchantAccountId, query.merchant_id));
  if (query.status_flow_data_qualification_id !== undefined)
    filters.push(eq(qualificationRecords.statusId, query.status_flow_data_qualification_id));
  if (query.created_at !== undefined) filters.push(eq(qualificationRecords.createdOn, query.created_at));
  return filters;
}

type Group = 'merchant' | 'service';

/**
 * Matching records per merchant or per service. The counts tables answer when every filter is one of their
 * columns; a custom_code, document or batch_code filter selects few rows, which the records' indexes count.
 */
async function countsBy(
  db: Executor,
  scope: Scope,
  query: ListQualificationQuery,
  group: Group,
): Promise<Map<number, number>> {
  let rows: { key: number; records: number }[];
  if (query.custom_code !== undefined || query.document !== undefined || query.batch_code !== undefined) {
    const key = group === 'merchant' ? qualificationRecords.merchantAccountId : qualificationRecords.serviceId;
    rows = await db
      .select({ key, records: count() })
      .from(qualificationRecords)
      .where(and(...recordFilters(scope, query)))
      .groupBy(key);
  } else {
    const table = query.created_at !== undefined ? qualificationDailyCounts : qualificationRecordCounts;
    const filters = inScope(table, scope);
    if (query.created_at !== undefined) filters.push(eq(qualificationDailyCounts.createdOn, query.created_at));
    if (query.merchant_id !== undefined) filters.push(eq(table.merchantAccountId, query.merchant_id));
    if (query.data_qualification_service_id !== undefined)
      filters.push(eq(table.serviceId, query.data_qualification_service_id));
    if (query.status_flow_data_qualification_id !== undefined)
      filters.push(eq(table.statusId, query.status_flow_data_qualification_id));
    const key = group === 'merchant' ? table.merchantAccountId : table.serviceId;
    rows = await db
      .select({ key, records: sql<number>`sum(${table.records})`.mapWith(Number) })
      .from(table)
      .where(and(...filters))
      .groupBy(key);
  }
  return new Map(rows.filter((row) => row.records > 0).map((row) => [row.key, row.records]));
}

/** One page of `total` matching records, ordered by `column` then id; pages past the middle are read backwards. */
async function pageOf(
  db: Executor,
  where: SQL | undefined,
  column: AnyColumn | null,
  direction: Direction,
  offset: number,
  limit: number,
  total: number,
): Promise<RecordView[]> {
  const take = Math.min(limit, total - offset);
  if (take <= 0) return [];
  const fromEnd = offset > total - offset - take;
  const order = orderBy(fromEnd ? opposite(direction) : direction);
  const views = await db
    .select(withMerchant)
    .from(qualificationRecords)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, qualificationRecords.merchantAccountId))
    .where(where)
    .orderBy(...(column ? [order(column)] : []), order(qualificationRecords.id))
    .limit(take)
    .offset(fromEnd ? total - offset - take : offset);
  return fromEnd ? views.reverse() : views;
}

/**
 * Ordering by a merchant's or service's name: walk the catalogue in name order, skip whole entries by their
 * counts, and read the page from the one or two entries it falls in, each through its (organization, key, id) index.
 */
async function pageByName(
  db: Executor,
  where: SQL[],
  catalogue: { id: number; column: AnyColumn }[],
  counts: Map<number, number>,
  direction: Direction,
  offset: number,
  limit: number,
): Promise<RecordView[]> {
  const views: RecordView[] = [];
  let skip = offset;
  for (const entry of direction === 'asc' ? catalogue : [...catalogue].reverse()) {
    const records = counts.get(entry.id) ?? 0;
    if (skip >= records) {
      skip -= records;
      continue;
    }
    views.push(
      ...(await pageOf(
        db,
        and(...where, eq(entry.column, entry.id)),
        null,
        direction,
        skip,
        limit - views.length,
        records,
      )),
    );
    skip = 0;
    if (views.length === limit) break;
  }
  return views;
}

async function nameCatalogue(db: Executor, organizationId: number, group: Group) {
  if (group === 'service') return SERVICES_BY_NAME.map((id) => ({ id, column: qualificationRecords.serviceId }));
  const merchants = await db
    .select({ id: merchantAccounts.id })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.organizationId, organizationId))
    .orderBy(asc(merchantAccounts.name), asc(merchantAccounts.id));
  return merchants.map(({ id }) => ({ id, column: qualificationRecords.merchantAccountId }));
}

const SORT_COLUMNS: Record<
  Exclude<ListQualificationQuery['order_by'], 'merchant.name' | 'data_qualification_service_name'>,
  AnyColumn | null
> = {
  id: null,
  batch_code: qualificationRecords.batchCode,
  custom_code: qualificationRecords.customCode,
  description_status: qualificationRecords.statusDescription,
  created_at: qualificationRecords.createdAt,
};

/** The provider's list (docs/api.md): `page` and `per_page` from 0 (0 means the first page and the default size). */
export async function listRecords(
  db: Executor,
  scope: Scope,
  query: ListQualificationQuery,
): Promise<{ views: RecordView[]; total: number; page: number; perPage: number }> {
  const perPage = query.per_page || DEFAULT_PER_PAGE;
  const page = Math.max(query.page ?? 1, 1);
  const offset = (page - 1) * perPage;
  const byName: Group | null =
    query.order_by === 'merchant.name'
      ? 'merchant'
      : query.order_by === 'data_qualification_service_name'
        ? 'service'
        : null;
  const counts = await countsBy(db, scope, query, byName ?? 'merchant');
  const total = [...counts.values()].reduce((sum, records) => sum + records, 0);
  const filters = recordFilters(scope, query);
  const views = byName
    ? await pageByName(
        db,
        filters,
        await nameCatalogue(db, scope.organizationId, byName),
        counts,
        query.sort,
        offset,
        perPage,
      )
    : await pageOf(
        db,
        and(...filters),
        SORT_COLUMNS[query.order_by as keyof typeof SORT_COLUMNS],
        query.sort,
        offset,
        perPage,
        total,
      );
  return { views, total, page, perPage };
}

export type BatchSummary = {
  batchCode: string;
  merchant: { id: number; name: string };
  receivedAt: Date;
  lastChangedAt: Date;
  total: number;
  final: number;
  /** Received or Processing: what the worker has still to settle (Awaiting waits for an operator instead). */
  inProcessing: number;
  byStatus: { statusId: number; records: number }[];
};

const IN_PROCESSING = new Set<number>([QUALIFICATION_STATUS.received, QUALIFICATION_STATUS.processing]);

/** Batches, newest first, with their records per status from the batch counts the triggers keep. */
export async function listBatches(
  db: Executor,
  scope: Scope,
  query: ListBatchesQuery,
): Promise<{ batches: BatchSummary[]; total: number }> {
  const where = and(
    ...inScope(qualificationBatchCounts, scope),
    sql`${qualificationBatchCounts.records} > 0`,
    query.merchant_id === undefined ? undefined : eq(qualificationBatchCounts.merchantAccountId, query.merchant_id),
  );
  const receivedAt = min(qualificationBatchCounts.firstReceivedAt);
  const page = await db
    .select({
      merchantAccountId: qualificationBatchCounts.merchantAccountId,
      merchantName: merchantAccounts.name,
      batchCode: qualificationBatchCounts.batchCode,
      receivedAt,
      lastChangedAt: max(qualificationBatchCounts.lastChangedAt),
      statuses: sql<
        { status_id: number; records: number }[]
      >`json_agg(json_build_object('status_id', ${qualificationBatchCounts.statusId}, 'records', ${qualificationBatchCounts.records}) order by ${qualificationBatchCounts.statusId})`,
    })
    .from(qualificationBatchCounts)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, qualificationBatchCounts.merchantAccountId))
    .where(where)
    .groupBy(qualificationBatchCounts.merchantAccountId, merchantAccounts.name, qualificationBatchCounts.batchCode)
    .orderBy(desc(receivedAt), desc(qualificationBatchCounts.batchCode))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const { total } = theRow(
    await db
      .select({
        total:
          sql<number>`count(distinct (${qualificationBatchCounts.merchantAccountId}, ${qualificationBatchCounts.batchCode}))`.mapWith(
            Number,
          ),
      })
      .from(qualificationBatchCounts)
      .where(where),
    'select from qualificationBatchCounts',
  );
  const batches = page.map((row) => {
    const byStatus = row.statuses.map((status) => ({
      statusId: Number(status.status_id),
      records: Number(status.records),
    }));
    return {
      batchCode: row.batchCode,
      merchant: { id: row.merchantAccountId, name: row.merchantName },
      receivedAt: new Date(row.receivedAt!),
      lastChangedAt: new Date(row.lastChangedAt!),
      total: byStatus.reduce((sum, status) => sum + status.records, 0),
      final: byStatus.reduce(
        (sum, status) => sum + (QUALIFICATION_STATUSES[status.statusId]?.final ? status.records : 0),
        0,
      ),
      inProcessing: byStatus.reduce(
        (sum, status) => sum + (IN_PROCESSING.has(status.statusId) ? status.records : 0),
        0,
      ),
      byStatus,
    };
  });
  return { batches, total };
}
