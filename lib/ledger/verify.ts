import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/db/client';
import { theRow } from '@/db/rows';

/**
 * Recomputes the ledger from its entries (npm run ledger:verify). The database's triggers already refuse what these
 * checks look for, so a difference means they were bypassed (a superuser, `session_replication_role = replica`,
 * a restore) or are wrong. Each check is one statement, so it reads one consistent snapshot even while money moves.
 */

export type LedgerCheck = 'balance' | 'transaction' | 'chain' | 'entry' | 'owner';
export type LedgerDifference = { check: LedgerCheck; id: number; message: string };
export type LedgerReport = { accounts: number; transactions: number; entries: number; differences: LedgerDifference[] };

/** At most this many differences per check: enough to act on, bounded however broken the ledger is. */
const LISTED = 1000;

type Row = { id: number | string; message: string };

const CHECKS: Record<LedgerCheck, SQL> = {
  // Every materialised balance is the sum of its account's entries.
  balance: sql`
    select a.id, format('%s balance is %s, its entries sum to %s', a.kind, a.balance, coalesce(s.total, 0)) as message
    from ledger_accounts a
    left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s on s.account_id = a.id
    where a.balance <> coalesce(s.total, 0)`,
  // Every transaction has two entries or more, summing to zero.
  transaction: sql`
    select t.id, format('%s entries summing to %s', count(e.id), coalesce(sum(e.amount), 0)) as message
    from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    group by t.id
    having count(e.id) < 2 or coalesce(sum(e.amount), 0) <> 0`,
  // Each entry's balance_after is the previous one's plus its amount, and no entry is dated before the previous one.
  chain: sql`
    select id, format('balance_after %s, expected %s%s', balance_after, expected,
      case when created_at < previous_at then format('; dated %s, before the previous entry (%s)', created_at, previous_at) else '' end) as message
    from (
      select e.id, e.balance_after, e.created_at, coalesce(lag(e.balance_after) over w, 0) + e.amount as expected,
        lag(e.created_at) over w as previous_at
      from ledger_entries e window w as (partition by e.account_id order by e.id)
    ) chained
    where balance_after <> expected or created_at < previous_at`,
  // An entry carries its transaction's type and time, and its account is in the transaction's organization and mode.
  entry: sql`
    select e.id, format('transaction %s is %s at %s in organization %s, livemode %s; its entry is %s at %s on account %s in organization %s, livemode %s',
      t.id, t.type, t.created_at, t.organization_id, t.livemode, e.type, e.created_at, a.id, a.organization_id, a.livemode) as message
    from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    join ledger_accounts a on a.id = e.account_id
    where e.type <> t.type or e.created_at <> t.created_at
      or a.organization_id <> t.organization_id or a.livemode <> t.livemode`,
  // A merchant's ledger account belongs to the merchant's own organization.
  owner: sql`
    select a.id, format('account of merchant %s is in organization %s, the merchant in %s',
      m.id, a.organization_id, m.organization_id) as message
    from ledger_accounts a join merchant_accounts m on m.id = a.merchant_account_id
    where a.organization_id <> m.organization_id`,
};

export async function verifyLedger(db: Executor): Promise<LedgerReport> {
  const differences: LedgerDifference[] = [];
  for (const [check, query] of Object.entries(CHECKS) as [LedgerCheck, SQL][]) {
    const rows = rowsOf<Row>(await db.execute(sql`${query} order by 1 limit ${LISTED}`));
    differences.push(...rows.map((row) => ({ check, id: Number(row.id), message: row.message })));
  }
  const totals = rowsOf<{ accounts: number | string; transactions: number | string; entries: number | string }>(
    await db.execute(sql`
      select (select count(*) from ledger_accounts) as accounts,
             (select count(*) from ledger_transactions) as transactions,
             (select count(*) from ledger_entries) as entries
    `),
  );
  const { accounts, transactions, entries } = theRow(totals, 'ledger totals');
  return { accounts: Number(accounts), transactions: Number(transactions), entries: Number(entries), differences };
}
