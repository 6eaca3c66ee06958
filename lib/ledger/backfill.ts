import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '@/db/client';
import { inScope } from '@/db/scope';
import {
  ledgerAccounts,
  ledgerTransactions,
  organizations,
  payinCharges,
  payinStatusHistory,
  payoutPayments,
  payoutStatusHistory,
  refunds,
  refundStatusHistory,
  type LedgerResourceType,
} from '@/db/schema';
import { bookBalanceMovement } from '@/lib/adjustments/book';
import type { Scope } from '@/lib/livemode';
import { bookChargeChange, chargeFlow } from '@/lib/payin/ledger';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import { bookPayoutChange, payoutFlow } from '@/lib/payout/ledger';
import { PAYOUT_STATUS } from '@/lib/payout/rules';
import { bookRefundChange, refundFlow } from '@/lib/refunds/ledger';
import { REFUND_STATUS } from '@/lib/refunds/rules';
import {
  inTimeOrder,
  openingBalances,
  plannedBookings,
  type BackfillKind,
  type BackfillResource,
  type BackfillStatusChange,
  type Booking,
} from './backfill-rules';
import { adjustment, type LedgerFlow } from './flows';

/**
 * Books the ledger of charges, payouts and refunds written before the ledger existed (migration 0011). A database
 * from before it holds such rows with no postings, and a payout left Awaiting there could never settle: its hold was
 * never made. Each resource with no posting at all has its movements booked from its status history, in time order,
 * by the same functions its use cases call; where that history would overdraw a merchant's available balance, an
 * opening balance is booked first against the organization's adjustments account (docs/decisions.md, "Ledger
 * backfill"). One database transaction per organization and mode, under an advisory lock: a scope is booked whole
 * or not at all, so a resource with a posting is done, and a second run books nothing.
 */

const BACKFILL_LOCK_ID = 7_340_011;

export const OPENING_BALANCE_REASON =
  'Opening balance: money that moved before the ledger existed (payouts or refunds made before their funds were booked)';

export type BackfillReport = {
  resources: number;
  bookings: number;
  openingBalances: { merchantAccountId: number; livemode: boolean; amount: number }[];
};

type Book = (tx: Executor) => Promise<void>;
type Planned = Booking & { book: Book };

/** A status history table: its rows name the resource in `key`. */
type History = {
  table: typeof payinStatusHistory | typeof payoutStatusHistory | typeof refundStatusHistory;
  key: PgColumn;
};

/**
 * The scope's resources of `table` that no posting names and whose history reached one of `statuses` (those that
 * move money).
 */
function unposted(
  scope: Scope,
  type: LedgerResourceType,
  table: typeof payinCharges | typeof payoutPayments | typeof refunds,
  history: History,
  statuses: number[],
): SQL {
  return and(
    ...inScope(table, scope),
    sql`not exists (select 1 from ${ledgerTransactions} where ${ledgerTransactions.resourceType} = ${type} and ${ledgerTransactions.resourceId} = ${table.id})`,
    sql`exists (select 1 from ${history.table} where ${history.key} = ${table.id} and ${inArray(history.table.statusId, statuses)})`,
  )!;
}

/** The history of the resources `ids` selects, oldest first. */
async function historyOf(tx: Executor, { table, key }: History, ids: SQL): Promise<BackfillStatusChange[]> {
  return tx
    .select({
      resourceId: sql<number>`${key}`.mapWith(Number),
      id: table.id,
      statusId: table.statusId,
      createdAt: table.createdAt,
    })
    .from(table)
    .where(sql`${key} in (${ids})`)
    .orderBy(asc(table.id));
}

/** The statuses whose arrival moves money: those the resource's flow function books. */
const moneyStatuses = <R>(statuses: Record<string, number>, flowOf: (row: R) => LedgerFlow | null, sample: R) =>
  Object.values(statuses).filter((statusId) => flowOf({ ...sample, statusId }) !== null);

function planned<R extends BackfillResource>(
  rows: R[],
  history: BackfillStatusChange[],
  kind: BackfillKind<R>,
  book: (tx: Executor, row: R, at: Date) => Promise<void>,
): Planned[] {
  return plannedBookings(rows, history, kind).map((booking) => ({
    ...booking,
    book: (tx) => book(tx, booking.resource, booking.at),
  }));
}

// The flow functions read only a resource's status and amounts: this stand-in tells which statuses move money.
const SAMPLE = { amount: 1, markupAmount: 0, statusId: 0 };

type Resources = typeof payinCharges | typeof payoutPayments | typeof refunds;

/** One kind of resource the backfill books: its table, its status history, and how it moves money. */
type Source<T extends Resources> = {
  type: LedgerResourceType;
  table: T;
  history: History;
  statuses: Record<string, number>;
  kind: BackfillKind<T['$inferSelect']>;
  book: (tx: Executor, row: T['$inferSelect'], at: Date) => Promise<void>;
};

/** Reads the bookings of one kind of resource that no posting names yet, from its rows and their status history. */
function bookingsOf<T extends Resources>(from: Source<T>) {
  const statuses = moneyStatuses(from.statuses, from.kind.flowOf, SAMPLE as T['$inferSelect']);
  return async (tx: Executor, scope: Scope): Promise<Planned[]> => {
    const where = unposted(scope, from.type, from.table, from.history, statuses);
    // drizzle cannot follow a generic table to its row type: read it as the union, the rows are the table's own.
    const table: Resources = from.table;
    const rows = (await tx.select().from(table).where(where)) as T['$inferSelect'][];
    if (rows.length === 0) return [];
    const changes = await historyOf(tx, from.history, sql`select ${from.table.id} from ${from.table} where ${where}`);
    return planned(rows, changes, from.kind, from.book);
  };
}

const LOADERS = [
  bookingsOf({
    type: 'charge',
    table: payinCharges,
    history: { table: payinStatusHistory, key: payinStatusHistory.chargeId },
    statuses: PAYIN_STATUS,
    kind: { rank: 0, opening: PAYIN_STATUS.paid, flowOf: chargeFlow },
    book: bookChargeChange,
  }),
  bookingsOf({
    type: 'payout',
    table: payoutPayments,
    history: { table: payoutStatusHistory, key: payoutStatusHistory.payoutId },
    statuses: PAYOUT_STATUS,
    kind: { rank: 2, opening: PAYOUT_STATUS.awaiting, flowOf: payoutFlow },
    book: bookPayoutChange,
  }),
  bookingsOf({
    type: 'refund',
    table: refunds,
    history: { table: refundStatusHistory, key: refundStatusHistory.refundId },
    statuses: REFUND_STATUS,
    kind: { rank: 1, opening: REFUND_STATUS.requested, flowOf: refundFlow },
    book: bookRefundChange,
  }),
];

/** The available balance of each merchant in the scope now, locked until the scope's transaction ends. */
async function availableNow(tx: Executor, scope: Scope): Promise<Map<number, number>> {
  const rows = await tx
    .select({ merchantAccountId: ledgerAccounts.merchantAccountId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(...inScope(ledgerAccounts, scope), eq(ledgerAccounts.kind, 'available')))
    .for('update');
  return new Map(rows.map((row) => [row.merchantAccountId!, row.balance]));
}

async function backfillScope(db: Db, scope: Scope, report: BackfillReport): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BACKFILL_LOCK_ID})`);
    const found: Planned[] = [];
    for (const load of LOADERS) found.push(...(await load(tx, scope)));
    const bookings = inTimeOrder(found);
    if (bookings.length === 0) return;
    const openings = openingBalances(bookings, await availableNow(tx, scope));
    for (const booking of bookings) {
      const opening = openings.get(booking.merchantAccountId);
      if (opening) {
        openings.delete(booking.merchantAccountId);
        await bookBalanceMovement(
          tx,
          {
            scope,
            account: { id: booking.merchantAccountId },
            actor: { userId: null, apiKeyId: null },
            now: booking.at,
          },
          adjustment({ amount: opening, reason: OPENING_BALANCE_REASON }),
        );
        report.openingBalances.push({
          merchantAccountId: booking.merchantAccountId,
          livemode: scope.livemode,
          amount: opening,
        });
      }
      await booking.book(tx);
    }
    report.resources += new Set(bookings.map((booking) => `${booking.rank}:${booking.resource.id}`)).size;
    report.bookings += bookings.length;
  });
}

/** Every organization, in both modes. */
async function allScopes(db: Executor): Promise<Scope[]> {
  const rows = await db.select({ id: organizations.id }).from(organizations).orderBy(organizations.id);
  return rows.flatMap(({ id }) => [false, true].map((livemode) => ({ organizationId: id, livemode })));
}

/** Books what is missing in every scope; on a database whose resources all have postings it writes nothing. */
export async function backfillLedger(db: Db): Promise<BackfillReport> {
  const report: BackfillReport = { resources: 0, bookings: 0, openingBalances: [] };
  for (const scope of await allScopes(db)) await backfillScope(db, scope, report);
  return report;
}
