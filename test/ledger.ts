import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { theRow } from '@/db/rows';
import { merchantAccounts, organizations, type MerchantAccount } from '@/db/schema';
import type { LedgerFlow } from '@/lib/ledger/flows';
import { postLedgerTransaction, type Posted } from '@/lib/ledger/post';
import type { Scope } from '@/lib/livemode';
import { freshTestDb } from '@/test/db';

/**
 * The ledger read tests' fixture: `beforeEach(freshLedgerDb)` gives each test a fresh database, then `db`, the demo
 * merchants `online` (with its `test` and `live` scopes) and `marketplace`, and `foreign`, Other Company's merchant (live bindings).
 * `post` books a flow the way the payin, payout and refund use cases do, inside a transaction of its own.
 */
export let db: Db;
export let online: MerchantAccount;
export let marketplace: MerchantAccount;
export let foreign: MerchantAccount;
export let test: Scope;
export let live: Scope;

export async function freshLedgerDb(): Promise<void> {
  db = await freshTestDb();
  const merchant = async (name: string) =>
    theRow(await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, name)), `merchant ${name}`);
  online = await merchant('Demo Store Online');
  marketplace = await merchant('Demo Store Marketplace');
  test = { organizationId: online.organizationId, livemode: false };
  live = { organizationId: online.organizationId, livemode: true };
  const other = theRow(
    await db.select().from(organizations).where(eq(organizations.name, 'Other Company')),
    'Other Company',
  );
  foreign = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.organizationId, other.id)),
    'Other Company merchant',
  );
}

let nextResourceId = 1;

/** Books `flow` for `online` (or `merchant`) at `at`; a charge, payout or refund flow gets a resource id of its own. */
export function post(
  flow: LedgerFlow & { description?: string },
  at: string,
  options: { scope?: Scope; merchant?: MerchantAccount } = {},
): Promise<Posted> {
  const resourceType = flow.type.startsWith('payin')
    ? 'charge'
    : flow.type.startsWith('payout')
      ? 'payout'
      : flow.type.startsWith('refund')
        ? 'refund'
        : null;
  return db.transaction((tx) =>
    postLedgerTransaction(tx, {
      ...flow,
      scope: options.scope ?? test,
      merchantAccountId: (options.merchant ?? online).id,
      resource: resourceType ? { type: resourceType, id: nextResourceId++ } : null,
      description: flow.description ?? `${flow.type} at ${at}`,
      now: new Date(at),
    }),
  );
}
