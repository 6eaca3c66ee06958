import type { LedgerFlow } from './flows';

/**
 * The pure half of the ledger backfill (backfill.ts): which movements a resource's status history implies, in what
 * order, and how much opening balance each merchant needs so that booking them never overdraws it.
 */

/** A row of a charge, payout or refund: what its flow and its booking need. */
export type BackfillResource = { id: number; merchantAccountId: number; statusId: number; createdAt: Date };
/** One row of its status history. */
export type BackfillStatusChange = { resourceId: number; id: number; statusId: number; createdAt: Date };

/** How one kind of resource moves money: its flow per status, and the status of its first movement. */
export type BackfillKind<R extends BackfillResource> = {
  /** Breaks ties between kinds at the same instant: a charge's money arrives before a payout or refund takes it. */
  rank: number;
  /** The status whose flow comes first (a charge's Paid, a payout's Awaiting, a refund's Requested). */
  opening: number;
  flowOf: (resource: R) => LedgerFlow | null;
};

/** One movement to book: when, for which merchant, what it moves, and the row and status it comes from. */
export type Booking<R extends BackfillResource = BackfillResource> = {
  at: Date;
  rank: number;
  order: number;
  merchantAccountId: number;
  flow: LedgerFlow;
  resource: R;
};

/**
 * The movements each resource's history implies, once per type, at the time of the status change that caused it.
 * A resource whose history lacks its opening movement (a payout paid with no Awaiting row) gets it at its creation,
 * so a settlement always finds its hold.
 */
export function plannedBookings<R extends BackfillResource>(
  resources: readonly R[],
  history: readonly BackfillStatusChange[],
  kind: BackfillKind<R>,
): Booking<R>[] {
  const changes = new Map<number, BackfillStatusChange[]>();
  for (const change of history) changes.set(change.resourceId, [...(changes.get(change.resourceId) ?? []), change]);
  return resources.flatMap((resource) => {
    const bookings: Booking<R>[] = [];
    const seen = new Set<string>();
    const add = (statusId: number, at: Date, order: number) => {
      const status = { ...resource, statusId };
      const flow = kind.flowOf(status);
      if (!flow || seen.has(flow.type)) return;
      seen.add(flow.type);
      bookings.push({
        at,
        rank: kind.rank,
        order,
        merchantAccountId: resource.merchantAccountId,
        flow,
        resource: status,
      });
    };
    const own = [...(changes.get(resource.id) ?? [])].sort((a, b) => a.id - b.id);
    const first = own.find((change) => kind.flowOf({ ...resource, statusId: change.statusId }) !== null);
    if (first && first.statusId !== kind.opening) {
      const at = resource.createdAt < first.createdAt ? resource.createdAt : first.createdAt;
      add(kind.opening, at, first.id - 0.5);
    }
    for (const change of own) add(change.statusId, change.createdAt, change.id);
    return bookings;
  });
}

/** Time order; at the same instant, by kind, then by history row. */
export function inTimeOrder<B extends Booking>(bookings: readonly B[]): B[] {
  return [...bookings].sort((a, b) => a.at.getTime() - b.at.getTime() || a.rank - b.rank || a.order - b.order);
}

/**
 * Per merchant, the smallest opening balance (cents, > 0) that keeps its available balance from going below zero
 * while the bookings apply in time order from `available` (its balance now, by merchant id); merchants that need
 * none are left out.
 */
export function openingBalances(
  bookings: readonly Booking[],
  available: ReadonlyMap<number, number>,
): Map<number, number> {
  const running = new Map(available);
  const lowest = new Map<number, number>();
  for (const { merchantAccountId, flow } of inTimeOrder(bookings)) {
    const moved = flow.movements.find((movement) => movement.account === 'available')?.amount ?? 0;
    const balance = (running.get(merchantAccountId) ?? 0) + moved;
    running.set(merchantAccountId, balance);
    lowest.set(merchantAccountId, Math.min(lowest.get(merchantAccountId) ?? 0, balance));
  }
  return new Map([...lowest].filter(([, low]) => low < 0).map(([merchant, low]) => [merchant, -low]));
}
