import { inScope } from '@/db/scope';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import {
  merchantAccounts,
  payoutPayments,
  payoutStatusHistory,
  type MerchantAccount,
  type PayoutPayment,
  type PayoutStatusChange,
} from '@/db/schema';
import { invalidInput, notFoundError, stateConflict } from '@/lib/errors';
import { createdRangeFilters } from '@/db/filters';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { PermanentJobError, type JobDefinition } from '@/lib/jobs/service';
import type { Scope } from '@/lib/livemode';
import { assertSimulatable, processorFor } from '@/lib/processor';
import { SANDBOX_JOBS, schedulePayoutStep } from '@/lib/processor/sandbox';
import { applyMarkup } from '@/lib/markup/service';
import { toCents } from '@/lib/cents';
import { assertWebhookUrl, enqueueWebhook } from '@/lib/webhooks/service';
import { decimalAmount, PAYOUT_AMOUNT_LIMITS, PAYOUT_STATUS, payoutStatusObject, sandboxPayoutFails } from './rules';
import type { CreatePayoutInput, ListPayoutsQuery, PayoutSimulation } from './schemas';
import { microIso } from '@/lib/dates';
import { theRow } from '@/db/rows';

export const PAYOUT_SANDBOX_JOB = SANDBOX_JOBS.payout;
export const PAYOUT_NOT_FOUND = 'Payout not found.';
const DUPLICATE_INVOICE = 'The invoice has already been taken.';

export type PayoutView = { payout: PayoutPayment; merchantName: string; history: PayoutStatusChange[] };

type NewPayout = {
  scope: Scope;
  account: MerchantAccount;
  input: CreatePayoutInput;
  apiKeyId: number | null;
  actor: Actor;
  now: Date;
};

/**
 * Creates a payout with its markup (looked up in this transaction), its first history row and the hand-over to the
 * mode's processor; live mode has none yet, so a live payout stays Awaiting.
 */
export async function createPayout(db: Db, request: NewPayout): Promise<PayoutView> {
  const { input, account, now, scope } = request;
  const amount = toCents(input.amount);
  assertWebhookUrl(input.notification_url);
  try {
    return await db.transaction(async (tx) => {
      // Sent together, as in createCharge: the connection pipelines statements that do not need each other.
      const [[taken], markup] = await Promise.all([
        tx
          .select({ id: payoutPayments.id })
          .from(payoutPayments)
          .where(
            and(
              eq(payoutPayments.merchantAccountId, account.id),
              eq(payoutPayments.livemode, scope.livemode),
              eq(payoutPayments.invoice, input.invoice),
            ),
          ),
        applyMarkup(
          tx,
          account,
          'payout',
          'pix',
          { cents: amount, maxTotalCents: toCents(PAYOUT_AMOUNT_LIMITS.max) },
          input.markup,
        ),
      ]);
      if (taken) throw invalidInput('invoice', DUPLICATE_INVOICE);
      const payout = theRow(
        await tx
          .insert(payoutPayments)
          .values({
            organizationId: scope.organizationId,
            livemode: scope.livemode,
            merchantAccountId: account.id,
            apiKeyId: request.apiKeyId,
            invoice: input.invoice,
            paymentMethod: 'PIX',
            amount,
            markupAmount: markup?.applied_amount ?? 0,
            currency: input.currency,
            country: input.country,
            description: input.description ?? null,
            notificationUrl: input.notification_url ?? null,
            beneficiary: {
              name: input.beneficiary.name,
              document: {
                type: input.beneficiary.document.type.toLowerCase(),
                number: input.beneficiary.document.number,
              },
              pix: input.beneficiary.pix,
            },
            beneficiaryDocument: input.beneficiary.document.number,
            markup,
            markupRuleId: markup?.rule_id ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
        'insert into payoutPayments',
      );
      const [inserted] = await Promise.all([
        tx
          .insert(payoutStatusHistory)
          .values({ payoutId: payout.id, statusId: PAYOUT_STATUS.awaiting, createdAt: now })
          .returning(),
        processorFor(scope.livemode)?.submitPayout(tx, payout, now),
        recordAudit(tx, {
          organizationId: scope.organizationId,
          actor: request.actor,
          action: 'payout.created',
          resourceType: 'payout',
          resourceId: payout.id,
          details: { invoice: payout.invoice, amount: decimalAmount(payout.amount) },
        }),
      ]);
      return { payout, merchantName: account.name, history: [theRow(inserted, 'insert into payoutStatusHistory')] };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput('invoice', DUPLICATE_INVOICE);
    throw error;
  }
}

async function historiesOf(db: Executor, payoutIds: number[]): Promise<Map<number, PayoutStatusChange[]>> {
  const byPayout = new Map<number, PayoutStatusChange[]>();
  if (payoutIds.length === 0) return byPayout;
  const rows = await db
    .select()
    .from(payoutStatusHistory)
    .where(inArray(payoutStatusHistory.payoutId, payoutIds))
    .orderBy(asc(payoutStatusHistory.id));
  for (const row of rows) byPayout.set(row.payoutId, [...(byPayout.get(row.payoutId) ?? []), row]);
  return byPayout;
}

const payoutWithMerchant = { payout: payoutPayments, merchantName: merchantAccounts.name };

/** Within the scope's organization and mode: a payout of the other mode looks unknown, as a foreign one does. */
export async function getPayout(db: Executor, scope: Scope, id: number): Promise<PayoutView> {
  const [row] = await db
    .select(payoutWithMerchant)
    .from(payoutPayments)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, payoutPayments.merchantAccountId))
    .where(and(eq(payoutPayments.id, id), ...inScope(payoutPayments, scope)));
  if (!row) throw notFoundError(PAYOUT_NOT_FOUND);
  return { ...row, history: (await historiesOf(db, [id])).get(id) ?? [] };
}

const SORT_COLUMNS = {
  id: payoutPayments.id,
  created_at: payoutPayments.createdAt,
  updated_at: payoutPayments.updatedAt,
  amount: payoutPayments.amount,
};

export async function listPayouts(
  db: Executor,
  scope: Scope,
  query: ListPayoutsQuery,
): Promise<{ views: PayoutView[]; total: number }> {
  const filters: SQL[] = inScope(payoutPayments, scope);
  if (query.merchant_id !== undefined) filters.push(eq(payoutPayments.merchantAccountId, query.merchant_id));
  if (query.invoice !== undefined) filters.push(eq(payoutPayments.invoice, query.invoice));
  if (query.status_id !== undefined) filters.push(eq(payoutPayments.statusId, query.status_id));
  filters.push(...createdRangeFilters(payoutPayments.createdAt, query.created_at_start, query.created_at_end));
  const where = and(...filters);
  const direction = query.sort_order === 'asc' ? asc : desc;
  const { total } = theRow(
    await db.select({ total: count() }).from(payoutPayments).where(where),
    'count of payoutPayments',
  );
  const rows = await db
    .select(payoutWithMerchant)
    .from(payoutPayments)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, payoutPayments.merchantAccountId))
    .where(where)
    .orderBy(direction(SORT_COLUMNS[query.sort_by]), direction(payoutPayments.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const histories = await historiesOf(
    db,
    rows.map((row) => row.payout.id),
  );
  return { views: rows.map((row) => ({ ...row, history: histories.get(row.payout.id) ?? [] })), total };
}

/** The payout callback; its signature (docs/webhooks.md) covers invoice + currency + amount (decimal, as `1234.56`). */
async function enqueueCallback(db: Executor, payout: PayoutPayment, now: Date): Promise<void> {
  if (!payout.notificationUrl) return;
  const amount = decimalAmount(payout.amount);
  await enqueueWebhook(db, {
    organizationId: payout.organizationId,
    livemode: payout.livemode,
    eventKind: 'payout.status_changed',
    resourceType: 'payout',
    resourceId: payout.id,
    url: payout.notificationUrl,
    payload: {
      id: payout.id,
      invoice: payout.invoice,
      currency: payout.currency,
      amount,
      status: payoutStatusObject(payout.statusId),
      paid_at: payout.paidAt ? microIso(payout.paidAt) : null,
      updated_at: microIso(payout.updatedAt),
    },
    signature: { kind: 'payout', fields: { invoice: payout.invoice, currency: payout.currency, amount } },
    apiKeyId: payout.apiKeyId,
    now,
  });
}

const SIMULATIONS: Record<PayoutSimulation, { from: number; to: number }> = {
  process: { from: PAYOUT_STATUS.awaiting, to: PAYOUT_STATUS.processing },
  pay: { from: PAYOUT_STATUS.processing, to: PAYOUT_STATUS.paid },
  fail: { from: PAYOUT_STATUS.processing, to: PAYOUT_STATUS.failed },
  reject: { from: PAYOUT_STATUS.awaiting, to: PAYOUT_STATUS.rejected },
};

/**
 * A processor event. The WHERE clause is the check, so a payout that has moved on refuses it (422 on `action`).
 * History and callback are written with it; `followUp` schedules the processor's next step in the same transaction.
 */
export async function simulatePayoutEvent(
  db: Db,
  payout: PayoutPayment,
  action: PayoutSimulation,
  now: Date,
  followUp?: PayoutSimulation,
): Promise<PayoutPayment> {
  const step = SIMULATIONS[action];
  assertSimulatable(payout);
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payoutPayments)
      .set({
        statusId: step.to,
        updatedAt: now,
        ...(step.to === PAYOUT_STATUS.paid ? { paidAt: now } : {}),
        ...(step.to === PAYOUT_STATUS.failed ? { failureReason: 'The beneficiary bank refused the transfer.' } : {}),
      })
      .where(and(eq(payoutPayments.id, payout.id), eq(payoutPayments.statusId, step.from)))
      .returning();
    if (!moved) {
      throw stateConflict(
        `Cannot ${action} a payout in status ${payoutStatusObject(payout.statusId).name}; ${action} needs ${payoutStatusObject(step.from).name}.`,
        'action',
      );
    }
    await tx.insert(payoutStatusHistory).values({ payoutId: moved.id, statusId: moved.statusId, createdAt: now });
    await enqueueCallback(tx, moved, now);
    if (followUp) await schedulePayoutStep(tx, moved.id, followUp, now);
    return moved;
  });
}

/** A payout in the scope that the sandbox may play the processor for: 404 outside the scope, 403 for a live one. */
export async function findPayoutForSimulation(db: Executor, scope: Scope, id: number): Promise<PayoutPayment> {
  const [payout] = await db
    .select()
    .from(payoutPayments)
    .where(and(eq(payoutPayments.id, id), ...inScope(payoutPayments, scope)));
  if (!payout) throw notFoundError(PAYOUT_NOT_FOUND);
  assertSimulatable(payout);
  return payout;
}

/** The sandbox processor's steps (test mode only): Awaiting → Processing, then Paid (or Failed for documents ending in 0000). */
export const payoutJobs: Record<string, JobDefinition> = {
  [PAYOUT_SANDBOX_JOB]: {
    run: async (db, job, now) => {
      const action = job.payload.action as PayoutSimulation;
      if (!(action in SIMULATIONS)) throw new PermanentJobError(`unknown sandbox action ${String(action)}`);
      const [payout] = await db
        .select()
        .from(payoutPayments)
        .where(eq(payoutPayments.id, Number(job.payload.payoutId)));
      // The sandbox acts on test-mode payouts only; a live payout waits for a real processor.
      if (!payout || payout.livemode || payout.statusId !== SIMULATIONS[action].from) return;
      const settle: PayoutSimulation = sandboxPayoutFails(payout.beneficiaryDocument) ? 'fail' : 'pay';
      await simulatePayoutEvent(db, payout, action, now, action === 'process' ? settle : undefined);
    },
  },
};
