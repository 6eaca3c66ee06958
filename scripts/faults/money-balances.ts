import { check, queryOne } from './harness';
import type { LedgerResource } from './money-invariants';

// The conservation check of the money scenarios: the balances moved by exactly what the load's payments booked.

export type Balances = { available: number; reserved: number; processor_clearing: number; markup_revenue: number };
const KINDS: (keyof Balances)[] = ['available', 'reserved', 'processor_clearing', 'markup_revenue'];

/** The merchant's test-mode available and reserved balances and its organization's clearing and markup revenue. */
export const balancesOf = (databaseUrl: string, merchantId: number) =>
  queryOne<Balances>(
    databaseUrl,
    (sql) => sql`
      select
        coalesce(sum(a.balance) filter (where a.kind = 'available' and a.merchant_account_id = m.id), 0)::bigint::int as available,
        coalesce(sum(a.balance) filter (where a.kind = 'reserved' and a.merchant_account_id = m.id), 0)::bigint::int as reserved,
        coalesce(sum(a.balance) filter (where a.kind = 'processor_clearing'), 0)::bigint::int as processor_clearing,
        coalesce(sum(a.balance) filter (where a.kind = 'markup_revenue'), 0)::bigint::int as markup_revenue
      from merchant_accounts m
      join ledger_accounts a on a.organization_id = m.organization_id and not a.livemode
        and (a.merchant_account_id = m.id or a.merchant_account_id is null)
      where m.id = ${merchantId}`,
  );

/** What the entries of the load's payments of one kind add up to, per account kind. */
const bookedBy = (databaseUrl: string, resource: Pick<LedgerResource, 'type' | 'ofLoad'>, prefix: string) =>
  queryOne<Balances>(
    databaseUrl,
    (sql) => sql`
      with load as (${resource.ofLoad(sql, `${prefix}-%`)})
      select
        coalesce(sum(e.amount) filter (where a.kind = 'available'), 0)::bigint::int as available,
        coalesce(sum(e.amount) filter (where a.kind = 'reserved'), 0)::bigint::int as reserved,
        coalesce(sum(e.amount) filter (where a.kind = 'processor_clearing'), 0)::bigint::int as processor_clearing,
        coalesce(sum(e.amount) filter (where a.kind = 'markup_revenue'), 0)::bigint::int as markup_revenue
      from load p
      join ledger_transactions t on t.resource_type = ${resource.type} and t.resource_id = p.id
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id`,
  );

/** Checks that the balances moved from `before` by exactly the entries of the load's payments of these kinds. */
export async function checkBalancesMoved(
  scenario: string,
  databaseUrl: string,
  merchantId: number,
  before: Balances,
  resources: Pick<LedgerResource, 'type' | 'ofLoad'>[],
  prefix: string,
): Promise<void> {
  const after = await balancesOf(databaseUrl, merchantId);
  const booked = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Balances;
  for (const resource of resources) {
    const byResource = await bookedBy(databaseUrl, resource, prefix);
    for (const kind of KINDS) booked[kind] += byResource[kind];
  }
  const moved = Object.fromEntries(KINDS.map((kind) => [kind, after[kind] - before[kind]]));
  const names = resources.map((resource) => `${resource.type}s’`).join(' and ');
  check(
    scenario,
    `the balances moved by exactly the ${names} entries, nothing else`,
    KINDS.every((kind) => moved[kind] === booked[kind]),
    `moved ${JSON.stringify(moved)}, booked ${JSON.stringify(booked)}`,
  );
}
