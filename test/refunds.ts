import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@/db/client';
import { theRow } from '@/db/rows';
import { refundStatusHistory, type MerchantAccount, type PayinCharge } from '@/db/schema';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { getBalances } from '@/lib/ledger/balances';
import { payinCredited, payinPaid } from '@/lib/ledger/flows';
import { postLedgerTransaction } from '@/lib/ledger/post';
import { testScope } from '@/lib/livemode';
import { simulateProcessorEvent } from '@/lib/payin/simulate';
import { createRefund } from '@/lib/refunds/create';
import { createRefundSchema } from '@/lib/refunds/schemas';
import { actor, create, db, freshPayinDb, now, pixInput } from '@/test/payin';

/**
 * The refund tests' fixture, over the payin one: `beforeEach(freshRefundsDb)`, then `paidCharge` for a paid pix charge
 * whose merchant holds its amount as available, and `refund` to ask for a refund of it.
 */
export { db, marketplace, now, online } from '@/test/payin';
export const freshRefundsDb = freshPayinDb;

/**
 * A pix charge of `amount` cents, paid through the sandbox at `now`. With `funded` (the default) its amount is also
 * posted as paid and credited, so the merchant's available balance holds it: the postings the payin transitions make
 * once they book the ledger (the same movements again are replays), written here so refunds have funds to hold.
 */
export async function paidCharge(
  account: MerchantAccount,
  {
    amount = 10_000,
    funded = true,
    notificationUrl = 'http://127.0.0.1:9/hooks',
  }: { amount?: number; funded?: boolean; notificationUrl?: string | null } = {},
): Promise<PayinCharge> {
  const view = await create(account, pixInput({ amount, notification_url: notificationUrl }));
  const charge = await simulateProcessorEvent(db, view.charge, 'pay', now);
  if (funded) await fund(charge);
  return charge;
}

async function fund(charge: PayinCharge): Promise<void> {
  const posting = {
    scope: testScope(charge.organizationId),
    merchantAccountId: charge.merchantAccountId,
    resource: { type: 'charge' as const, id: charge.id },
    description: `Charge #${charge.id}`,
    now,
  };
  await db.transaction(async (tx) => {
    await postLedgerTransaction(tx, {
      ...posting,
      ...payinPaid({ amount: charge.amount, markup: charge.markupAmount }),
    });
    await postLedgerTransaction(tx, { ...posting, ...payinCredited({ amount: charge.amount }) });
  });
}

/** Asks for a refund of the charge at `at` (default `now`), in its own organization and test mode unless told otherwise. */
export const refund = (
  charge: PayinCharge,
  body: Record<string, unknown> = {},
  { at = now, apiKeyId = null as number | null, scope = testScope(charge.organizationId) } = {},
) =>
  createRefund(db, {
    scope,
    chargeId: charge.id,
    input: createRefundSchema.parse({ amount: 1_000, reason: 'Order returned', ...body }),
    apiKeyId,
    actor,
    now: at,
  });

/** The merchant's pending, available and reserved balances in test mode. */
export const balancesOf = (account: MerchantAccount) => getBalances(db, testScope(account.organizationId), account.id);

/** Rows in the tables a refund writes to, to show that a refusal wrote nothing. */
export async function refundFootprint() {
  return theRow(
    rowsOf<Record<string, number | string>>(
      await db.execute(sql`
        select (select count(*) from refunds) as refunds,
          (select count(*) from refund_status_history) as history,
          (select count(*) from ledger_transactions where resource_type = 'refund') as postings,
          (select count(*) from jobs) as jobs,
          (select count(*) from audit_log) as audit,
          (select count(*) from webhook_deliveries) as deliveries
      `),
    ),
    'counts',
  );
}

/** The refund's status ids, oldest first. */
export const refundHistoryOf = async (id: number) =>
  (
    await db
      .select()
      .from(refundStatusHistory)
      .where(eq(refundStatusHistory.refundId, id))
      .orderBy(refundStatusHistory.id)
  ).map((row) => row.statusId);

/** Runs the jobs due `seconds` after `now`. */
export const step = (seconds: number) =>
  runDueJobs(db, jobHandlers, { now: new Date(now.getTime() + seconds * 1000), workerId: 'test' });
