import type { PendingQuery, Row, Sql } from 'postgres';
import type { Invariant } from './harness';

/**
 * The ledger after a fault: every payment of a load booked exactly the movements its final status implies, once
 * each, and the money its entries moved adds up to what the payments' amounts say (nothing lost or doubled).
 * One `LedgerResource` per kind of payment, so refunds join with a table and their statuses' postings.
 */
export type LedgerResource = {
  /** `ledger_transactions.resource_type`. */
  type: 'charge' | 'payout' | 'refund';
  table: string;
  /** The payments of the load: `<alias p> …` as SQL over `table`, given the invoice pattern. */
  ofLoad: (sql: Sql, pattern: string) => PendingQuery<Row[]>;
  /** Each status id and the transaction types, in booking order, that a payment in it has posted. */
  postings: Record<number, string[]>;
  /** Per account kind, the cents a payment's movements add up to, as SQL over `p` (its row): the conservation check. */
  moved: Record<'available' | 'reserved' | 'processor_clearing' | 'markup_revenue', string>;
};

/** Payouts (lib/payout/ledger.ts): Awaiting and Processing hold the reserve, Paid settles it, the rest return it. */
export const PAYOUT_LEDGER: LedgerResource = {
  type: 'payout',
  table: 'payout_payments',
  ofLoad: (sql, pattern) => sql`select * from payout_payments where invoice like ${pattern}`,
  postings: {
    1: ['payout_reserved'],
    2: ['payout_reserved'],
    3: ['payout_reserved', 'payout_paid'],
    4: ['payout_reserved', 'payout_returned'],
    5: ['payout_reserved', 'payout_returned'],
    6: ['payout_reserved', 'payout_returned'],
  },
  moved: {
    available: 'case when p.status_id in (1, 2, 3) then -(p.amount + p.markup_amount) else 0 end',
    reserved: 'case when p.status_id in (1, 2) then p.amount + p.markup_amount else 0 end',
    processor_clearing: 'case when p.status_id = 3 then p.amount else 0 end',
    markup_revenue: 'case when p.status_id = 3 then p.markup_amount else 0 end',
  },
};

/**
 * Refunds (lib/refunds/transitions.ts): asking holds the amount from available, Paid sends it to the processor,
 * Failed gives it back. A refund has no invoice of its own: the load's are those of the load's charges.
 */
export const REFUND_LEDGER: LedgerResource = {
  type: 'refund',
  table: 'refunds',
  ofLoad: (sql, pattern) =>
    sql`select r.* from refunds r join payin_charges c on c.id = r.charge_id where c.invoice like ${pattern}`,
  postings: {
    1: ['refund_reserved'],
    2: ['refund_reserved'],
    3: ['refund_reserved', 'refund_paid'],
    4: ['refund_reserved', 'refund_returned'],
  },
  moved: {
    available: 'case when p.status_id in (1, 2, 3) then -p.amount else 0 end',
    reserved: 'case when p.status_id in (1, 2) then p.amount else 0 end',
    processor_clearing: 'case when p.status_id = 3 then p.amount else 0 end',
    markup_revenue: '0',
  },
};

export function ledgerInvariants(resource: LedgerResource, prefix: string): Invariant[] {
  const pattern = `${prefix}-%`;
  const expected = JSON.stringify(
    Object.fromEntries(Object.entries(resource.postings).map(([status, types]) => [status, types.join(',')])),
  );
  return [
    {
      name: `every ${resource.type} posted exactly the movements of its final status, each once`,
      violations: (sql) => sql`
        with load as (${resource.ofLoad(sql, pattern)}),
        posted as (
          select p.id, p.status_id, coalesce(string_agg(t.type, ',' order by t.id), '') as postings
          from load p left join ledger_transactions t on t.resource_type = ${resource.type} and t.resource_id = p.id
          group by p.id, p.status_id)
        select id, status_id, postings from posted
        where postings is distinct from (${expected}::text::jsonb ->> status_id::text)`,
    },
    {
      name: `no ${resource.type} posting without its ${resource.type}`,
      violations: (sql) => sql`
        select t.id, t.type, t.resource_id from ledger_transactions t
        where t.resource_type = ${resource.type}
          and not exists (select 1 from ${sql(resource.table)} p where p.id = t.resource_id)`,
    },
    {
      name: `the ${resource.type}s' entries move exactly what their amounts and statuses say, per account`,
      violations: (sql) => sql`
        with load as (${resource.ofLoad(sql, pattern)}),
        expected as (
          ${sql.unsafe(
            Object.entries(resource.moved)
              .map(([kind, cents]) => `select '${kind}' as kind, sum(${cents})::bigint as cents from load p`)
              .join(' union all '),
          )}),
        booked as (
          select a.kind, sum(e.amount)::bigint as cents
          from load p
          join ledger_transactions t on t.resource_type = ${resource.type} and t.resource_id = p.id
          join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.account_id
          group by a.kind)
        select x.kind, x.cents as expected, coalesce(b.cents, 0) as booked
        from expected x left join booked b using (kind)
        where coalesce(x.cents, 0) <> coalesce(b.cents, 0)`,
    },
  ];
}
