import { and, asc, desc, eq, inArray, max, min, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { createdRangeFilters } from '@/db/filters';
import { merchantAccounts } from '@/db/schema';
import { saoPauloDay } from '@/db/schema/days';
import { inScope } from '@/db/scope';
import { filterEnd, filterStart } from '@/lib/dates';
import { notFoundError } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';
import type { PaymentListQuery, PaymentSortKey } from './list-query';
import { daysTouched, pageWindow } from './total-range';
import { equalityFilters, listTotal, type CountedTables } from './totals';

/** The columns a payments table (charges, payouts) has for its lists and lookups. */
export type PaymentTable = PgTable & { [column in PaymentColumn]: PgColumn };
type PaymentColumn =
  | 'id'
  | 'organizationId'
  | 'livemode'
  | 'merchantAccountId'
  | 'invoice'
  | 'statusId'
  | 'amount'
  | 'createdAt'
  | 'updatedAt';
/** Its status history: one row per status the payment has been in, in order of id. */
type HistoryTable = PgTable & { id: PgColumn };

/** A payment as the serializers take it: the row under its own name (`charge`, `payout`), its merchant and history. */
export type PaymentView<Key extends string, Row, Change> = { [name in Key]: Row } & {
  merchantName: string;
  history: Change[];
};

type Payments<Key extends string, Row extends { id: number }, Change> = {
  /** The payment's name in a view. */
  key: Key;
  table: PaymentTable & { $inferSelect: Row };
  history: HistoryTable & { $inferSelect: Change };
  /** The history's column that names the payment. */
  historyPaymentId: AnyPgColumn<{ data: number; notNull: true }>;
  /** The not-found message of a payment outside the scope. */
  notFound: string;
  /** Its daily totals and their count column, which the list's totals add up. */
  daily: Pick<CountedTables, 'daily' | 'dailyCount'>;
};

/**
 * Whether a list walks its created-at filter day by day. Sorted by id or updated_at, a walk down the sort's index
 * passes every row created after (or, from the other end, before) the filter before the first one in it: a month a
 * year ago is behind a million rows; and reading the filter's rows from the created-at index to sort them costs what
 * the filter holds, ten times more at ten times the rows. Each São Paulo day of the filter instead has its rows in
 * the sort's order in a day index (migration 0016), so a page is at most a page from each day, whatever the table
 * holds. Sorted by created_at the filter is a range of its own index; sorted by amount, matches are spread along the
 * index and the walk finds a page at once. An invoice selects a handful of rows by its own index.
 */
function byDay(query: PaymentListQuery): boolean {
  const filtered = query.created_at_start !== undefined || query.created_at_end !== undefined;
  return filtered && query.invoice === undefined && (query.sort_by === 'id' || query.sort_by === 'updated_at');
}

/**
 * Get, find and list for a payments table: payin and payout read their payments alike (scope, merchant name, status
 * history, filters, sort and paging), so one implementation serves both.
 */
export function paymentQueries<Key extends string, Row extends { id: number }, Change>(
  payments: Payments<Key, Row, Change>,
) {
  type View = PaymentView<Key, Row, Change>;
  type Joined = { [name in Key]: Row } & { merchantName: string };
  // Drizzle infers no row type for a select over a table that is a type parameter, so the queries are written over
  // the columns alone; each selects the whole table under `key`, so its rows are the table's rows.
  const table: PaymentTable = payments.table;
  const history: HistoryTable = payments.history;
  const { key } = payments;
  const joined = (db: Executor) =>
    db
      .select({ [key]: table, merchantName: merchantAccounts.name })
      .from(table)
      .innerJoin(merchantAccounts, eq(merchantAccounts.id, table.merchantAccountId));
  const idOf = (row: Joined) => row[key].id;
  const byIdInScope = (scope: Scope, id: number) => and(eq(table.id, id), ...inScope(table, scope));

  async function historiesOf(db: Executor, ids: number[]): Promise<Map<number, Change[]>> {
    const byPayment = new Map<number, Change[]>();
    if (ids.length === 0) return byPayment;
    const rows = await db
      .select({ paymentId: payments.historyPaymentId, change: history })
      .from(history)
      .where(inArray(payments.historyPaymentId, ids))
      .orderBy(asc(history.id));
    for (const { paymentId, change } of rows) {
      byPayment.set(paymentId, [...(byPayment.get(paymentId) ?? []), change as Change]);
    }
    return byPayment;
  }

  async function withHistories(db: Executor, rows: Joined[]): Promise<View[]> {
    const histories = await historiesOf(db, rows.map(idOf));
    return rows.map((row) => ({ ...row, history: histories.get(idOf(row)) ?? [] }));
  }

  /** The one payment that `where` selects, or null. */
  async function find(db: Executor, where: SQL | undefined): Promise<View | null> {
    const [row] = (await joined(db).where(where)) as Joined[];
    return row ? ((await withHistories(db, [row]))[0] ?? null) : null;
  }

  const sortColumns: Record<PaymentSortKey, PgColumn> = {
    id: table.id,
    created_at: table.createdAt,
    updated_at: table.updatedAt,
    amount: table.amount,
  };

  /**
   * The first and last instants a list's created-at filter lets through, as timestamptz values and as dates: an open
   * side is where the scope's payments begin or end (two probes of the created-at index). Null without payments.
   */
  async function createdSpan(db: Executor, scope: Scope, query: PaymentListQuery) {
    const start = query.created_at_start === undefined ? undefined : filterStart(query.created_at_start);
    const end = query.created_at_end === undefined ? undefined : filterEnd(query.created_at_end);
    let data = { first: start ?? null, last: end?.at ?? null };
    if (!start || !end) {
      const [ends] = await db
        .select({ first: min(table.createdAt), last: max(table.createdAt) })
        .from(table)
        .where(and(...inScope(table, scope)));
      data = { first: start ?? (ends?.first as Date | null), last: end?.at ?? (ends?.last as Date | null) };
    }
    if (!data.first || !data.last) return null;
    const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
    return {
      from: instant(data.first),
      // An end given as a day excludes the next day's start: its last instant is a microsecond before.
      to: end && !end.inclusive ? sql`(${instant(data.last)} - interval '1 microsecond')` : instant(data.last),
      fromDate: data.first,
      toDate: data.last,
    };
  }

  return {
    find,

    /** Within the scope's organization and mode: a payment of the other mode looks unknown, as a foreign one does. */
    async get(db: Executor, scope: Scope, id: number): Promise<View> {
      const view = await find(db, byIdInScope(scope, id));
      if (!view) throw notFoundError(payments.notFound);
      return view;
    },

    /** The payment's row alone (no merchant, no history), within the scope as `get`. */
    async getRow(db: Executor, scope: Scope, id: number): Promise<Row> {
      const [row] = (await db.select({ row: table }).from(table).where(byIdInScope(scope, id))) as { row: Row }[];
      if (!row) throw notFoundError(payments.notFound);
      return row.row;
    },

    /**
     * One page of the scope's payments (`paymentMethod` is payin's own filter). The total comes from the daily totals
     * (./totals.ts). A page past the middle is read from the other end, in the opposite order, so the last page costs
     * what the first does: an offset walks the index from where it starts.
     */
    async list(
      db: Executor,
      scope: Scope,
      query: PaymentListQuery,
      paymentMethod?: string,
    ): Promise<{ views: View[]; total: number }> {
      const conditions: SQL[] = [...inScope(table, scope), ...equalityFilters(table, query, paymentMethod)];
      if (query.invoice !== undefined) conditions.push(eq(table.invoice, query.invoice));
      conditions.push(...createdRangeFilters(table.createdAt, query.created_at_start, query.created_at_end));
      const total = await listTotal(db, scope, query, paymentMethod, { payments: table, ...payments.daily });
      const window = pageWindow(total, query.page, query.per_page);
      if (!window) return { views: [], total };
      const forward = query.sort_order === 'asc' ? asc : desc;
      const direction = window.reversed ? (forward === asc ? desc : asc) : forward;
      const where = and(...conditions);
      const sortColumn = sortColumns[query.sort_by];
      const inOrder = (rows: Joined[]) => (window.reversed ? rows.reverse() : rows);
      if (!byDay(query)) {
        const rows = (await joined(db)
          .where(where)
          .orderBy(direction(sortColumn), direction(table.id))
          .limit(window.limit)
          .offset(window.offset)) as Joined[];
        return { views: await withHistories(db, inOrder(rows)), total };
      }
      const span = await createdSpan(db, scope, query);
      if (!span) return { views: [], total };
      // Day n of the span has its first offset + limit rows in the list's order from its day index (the filters and
      // created_at checked in the index entry); the page is taken from those. Postgres computes the days in the zone's
      // own rules, the same expression as the index's; the series is generated a little long and cut at the last day,
      // and its length is written out so the plan knows how many days it walks.
      const firstDay = saoPauloDay(span.from);
      const dayPage = db
        .select({ id: table.id, key: sql`${sortColumn}`.as('sort_key') })
        .from(table)
        .where(and(where, sql`${saoPauloDay(table.createdAt)} = ${firstDay} + walked.day`))
        .orderBy(direction(sortColumn), direction(table.id))
        .limit(window.offset + window.limit)
        .as('day_page');
      const days = sql.raw(String(daysTouched(span.fromDate, span.toDate) - 1));
      const ids = await db
        .select({ id: dayPage.id })
        .from(sql`generate_series(0, ${days}) as walked(day)`)
        .crossJoinLateral(dayPage)
        .where(sql`${firstDay} + walked.day <= ${saoPauloDay(span.to)}`)
        .orderBy(direction(dayPage.key), direction(dayPage.id))
        .limit(window.limit)
        .offset(window.offset);
      const position = new Map(ids.map((row, index) => [row.id, index]));
      const rows =
        ids.length === 0 ? [] : ((await joined(db).where(inArray(table.id, [...position.keys()]))) as Joined[]);
      rows.sort((a, b) => position.get(idOf(a))! - position.get(idOf(b))!);
      return { views: await withHistories(db, inOrder(rows)), total };
    },
  };
}
