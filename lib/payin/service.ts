import { inScope } from '@/db/scope';
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import {
  merchantAccounts,
  payinCharges,
  payinStatusHistory,
  type MerchantAccount,
  type PayinCharge,
  type PayinStatusChange,
} from '@/db/schema';
import { DomainError, invalidInput, notFoundError, stateConflict } from '@/lib/errors';
import { createdRangeFilters } from '@/db/filters';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { processorTimings } from '@/lib/config';
import type { Scope } from '@/lib/livemode';
import { assertSimulatable, processorFor } from '@/lib/processor';
import { SANDBOX_JOBS, scheduleChargeStep } from '@/lib/processor/sandbox';
import { enqueueJob, PermanentJobError, type JobDefinition } from '@/lib/jobs/service';
import { applyMarkup } from '@/lib/markup/service';
import { assertWebhookUrl, enqueueWebhook } from '@/lib/webhooks/service';
import { boletoNumbers, pixBrCode } from './issuer';
import {
  AMOUNT_LIMITS,
  boletoExpiresAt,
  BUYER_DOCUMENT_TYPES,
  cancelEligibility,
  PAYIN_STATUS,
  pixExpiresAt,
  statusObject,
} from './rules';
import { microIso } from '@/lib/dates';
import type { CreatePayinInput, ListPayinsQuery, SimulateAction } from './schemas';
import { theRow } from '@/db/rows';

export const PAYIN_JOBS = {
  expire: 'payin.expire',
  sandbox: SANDBOX_JOBS.payin,
  drop: 'payin.processor.drop',
} as const;

export type ChargeView = { charge: PayinCharge; merchantName: string; history: PayinStatusChange[] };

const DUPLICATE_INVOICE = 'The invoice has already been taken.';
export const PAYIN_NOT_FOUND = 'Payin not found.';

/** Invoices are unique per merchant and mode: a live charge may reuse an invoice tried in test mode. */
async function assertInvoiceFree(db: Executor, merchantAccountId: number, livemode: boolean, invoice: string) {
  const [taken] = await db
    .select({ id: payinCharges.id })
    .from(payinCharges)
    .where(
      and(
        eq(payinCharges.merchantAccountId, merchantAccountId),
        eq(payinCharges.livemode, livemode),
        eq(payinCharges.invoice, invoice),
      ),
    );
  if (taken) throw invalidInput('invoice', DUPLICATE_INVOICE);
}

/** The next boleto our_number of the merchant; the row lock orders concurrent creates of one merchant. */
async function nextOurNumber(db: Executor, merchantAccountId: number): Promise<string> {
  const row = theRow(
    await db
      .update(merchantAccounts)
      .set({ payinSequence: sql`${merchantAccounts.payinSequence} + 1` })
      .where(eq(merchantAccounts.id, merchantAccountId))
      .returning({ sequence: merchantAccounts.payinSequence }),
    'update of merchantAccounts',
  );
  return String(row.sequence).padStart(11, '0');
}

type NewCharge = {
  scope: Scope;
  account: MerchantAccount;
  input: CreatePayinInput;
  apiKeyId: number | null;
  actor: Actor;
  now: Date;
};

/**
 * Creates a charge: invoice check, markup (inline or global, looked up in this transaction), bank numbers,
 * the first history row, the expiry job, and the hand-over to the mode's processor (none in live mode yet).
 * The buyer pays amount + markup.
 */
export async function createCharge(db: Db, request: NewCharge): Promise<ChargeView> {
  const { input, account, now, scope } = request;
  const buyerDocument = input.buyer.document.number;
  assertWebhookUrl(input.notification_url);
  const processor = processorFor(scope.livemode);
  if (processor && !processor.acceptsCharge(buyerDocument))
    throw new DomainError('processor_refused', 'Failed to send payin to processor');
  try {
    return await db.transaction(async (tx) => {
      // Statements that do not need each other's results are sent together: the connection pipelines them, so the
      // transaction waits on three round trips instead of seven.
      const [, markup, ourNumber] = await Promise.all([
        assertInvoiceFree(tx, account.id, scope.livemode, input.invoice),
        applyMarkup(
          tx,
          account,
          'payin',
          input.payment_method === 'boleto' ? 'billet' : 'pix',
          { cents: input.amount, maxTotalCents: AMOUNT_LIMITS[input.payment_method].max },
          input.markup,
        ),
        nextOurNumber(tx, account.id),
      ]);
      const markupAmount = markup?.applied_amount ?? 0;
      const total = input.amount + markupAmount;
      const hash = randomBytes(16).toString('hex');
      const payee = input.payment_method === 'boleto' ? input.originator_legal_entity.name : account.name;
      const expiresAt =
        input.payment_method === 'boleto'
          ? boletoExpiresAt(input.boleto.expire_date)
          : pixExpiresAt(input.pix.expire_date);

      const charge = theRow(
        await tx
          .insert(payinCharges)
          .values({
            organizationId: scope.organizationId,
            livemode: scope.livemode,
            merchantAccountId: account.id,
            apiKeyId: request.apiKeyId,
            hash,
            ourNumber,
            invoice: input.invoice,
            notificationUrl: input.notification_url ?? null,
            paymentMethod: input.payment_method,
            amount: input.amount,
            markupAmount,
            currency: input.currency,
            country: input.country,
            description: input.description ?? null,
            buyer: {
              name: input.buyer.name,
              email: input.buyer.email,
              document: { type: BUYER_DOCUMENT_TYPES[input.buyer.document.type], number: buyerDocument },
              ...(input.payment_method === 'boleto'
                ? {
                    address: {
                      ...input.buyer.address,
                      complement: input.buyer.address.complement ?? null,
                      country: input.country,
                    },
                  }
                : {}),
            },
            buyerDocument,
            originatorLegalEntity: input.payment_method === 'boleto' ? input.originator_legal_entity : null,
            boleto:
              input.payment_method === 'boleto'
                ? {
                    expire_date: input.boleto.expire_date,
                    ...boletoNumbers({ amountCents: total, dueDate: input.boleto.expire_date, ourNumber }),
                    fine: { percent: null, amount: null, date: null },
                    discount: { percent: null, amount: null, daily_amount: null, date: null },
                  }
                : null,
            pix:
              input.payment_method === 'pix'
                ? {
                    expire_date: input.pix.expire_date,
                    qr_code: pixBrCode({ amountCents: total, payee, txid: hash, description: input.description }),
                  }
                : null,
            markup,
            markupRuleId: markup?.rule_id ?? null,
            expiresAt,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
        'insert into payinCharges',
      );
      const [inserted] = await Promise.all([
        tx
          .insert(payinStatusHistory)
          .values({ chargeId: charge.id, statusId: PAYIN_STATUS.created, createdAt: now })
          .returning(),
        enqueueJob(tx, { kind: PAYIN_JOBS.expire, payload: { chargeId: charge.id }, runAt: expiresAt }),
        processor?.submitCharge(tx, charge, now),
        recordAudit(tx, {
          organizationId: scope.organizationId,
          actor: request.actor,
          action: 'payin.created',
          resourceType: 'payin',
          resourceId: charge.id,
          details: { invoice: charge.invoice, amount: charge.amount, payment_method: charge.paymentMethod },
        }),
      ]);
      return { charge, merchantName: account.name, history: [theRow(inserted, 'insert into payinStatusHistory')] };
    });
  } catch (error) {
    // Two requests with one invoice can both pass the check; the unique index refuses the second.
    if (isUniqueViolation(error)) throw invalidInput('invoice', DUPLICATE_INVOICE);
    throw error;
  }
}

async function historiesOf(db: Executor, chargeIds: number[]): Promise<Map<number, PayinStatusChange[]>> {
  const byCharge = new Map<number, PayinStatusChange[]>();
  if (chargeIds.length === 0) return byCharge;
  const rows = await db
    .select()
    .from(payinStatusHistory)
    .where(inArray(payinStatusHistory.chargeId, chargeIds))
    .orderBy(asc(payinStatusHistory.id));
  for (const row of rows) {
    const list = byCharge.get(row.chargeId) ?? [];
    list.push(row);
    byCharge.set(row.chargeId, list);
  }
  return byCharge;
}

const chargeWithMerchant = { charge: payinCharges, merchantName: merchantAccounts.name };

/** Within the scope's organization and mode: a charge of the other mode looks unknown, as a foreign one does. */
export async function getCharge(db: Executor, scope: Scope, id: number): Promise<ChargeView> {
  const [row] = await db
    .select(chargeWithMerchant)
    .from(payinCharges)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, payinCharges.merchantAccountId))
    .where(and(eq(payinCharges.id, id), ...inScope(payinCharges, scope)));
  if (!row) throw notFoundError(PAYIN_NOT_FOUND);
  return { ...row, history: (await historiesOf(db, [id])).get(id) ?? [] };
}

/** The public payment page's view: found by hash alone, which is the buyer's capability. */
export async function getChargeByHash(db: Executor, hash: string): Promise<ChargeView | null> {
  if (!/^[0-9a-f]{32}$/.test(hash)) return null;
  const [row] = await db
    .select(chargeWithMerchant)
    .from(payinCharges)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, payinCharges.merchantAccountId))
    .where(eq(payinCharges.hash, hash));
  if (!row) return null;
  return { ...row, history: (await historiesOf(db, [row.charge.id])).get(row.charge.id) ?? [] };
}

const SORT_COLUMNS = {
  id: payinCharges.id,
  created_at: payinCharges.createdAt,
  updated_at: payinCharges.updatedAt,
  amount: payinCharges.amount,
};

export async function listCharges(
  db: Executor,
  scope: Scope,
  query: ListPayinsQuery,
): Promise<{ views: ChargeView[]; total: number }> {
  const filters: SQL[] = inScope(payinCharges, scope);
  if (query.merchant_id !== undefined) filters.push(eq(payinCharges.merchantAccountId, query.merchant_id));
  if (query.invoice !== undefined) filters.push(eq(payinCharges.invoice, query.invoice));
  if (query.payment_method) filters.push(eq(payinCharges.paymentMethod, query.payment_method));
  if (query.status_id !== undefined) filters.push(eq(payinCharges.statusId, query.status_id));
  filters.push(...createdRangeFilters(payinCharges.createdAt, query.created_at_start, query.created_at_end));
  const where = and(...filters);
  const direction = query.sort_order === 'asc' ? asc : desc;
  const { total } = theRow(
    await db.select({ total: count() }).from(payinCharges).where(where),
    'count of payinCharges',
  );
  const rows = await db
    .select(chargeWithMerchant)
    .from(payinCharges)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, payinCharges.merchantAccountId))
    .where(where)
    .orderBy(direction(SORT_COLUMNS[query.sort_by]), direction(payinCharges.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const histories = await historiesOf(
    db,
    rows.map((row) => row.charge.id),
  );
  return { views: rows.map((row) => ({ ...row, history: histories.get(row.charge.id) ?? [] })), total };
}

/** The payin callback (docs/webhooks.md), signed over id + hash + amount with the key that created the charge. */
async function enqueueCallback(db: Executor, charge: PayinCharge, now: Date): Promise<void> {
  if (!charge.notificationUrl) return;
  await enqueueWebhook(db, {
    organizationId: charge.organizationId,
    livemode: charge.livemode,
    eventKind: 'payin.status_changed',
    resourceType: 'payin',
    resourceId: charge.id,
    url: charge.notificationUrl,
    payload: {
      id: charge.id,
      invoice: charge.invoice,
      status: statusObject(charge.statusId),
      updated_at: microIso(charge.updatedAt),
      metadata: { paid_amount: charge.paidAmount },
    },
    signature: { kind: 'payin', fields: { id: charge.id, hash: charge.hash, amount: charge.amount } },
    apiKeyId: charge.apiKeyId,
    now,
  });
}

/** After any status change: its history row and its callback, in the change's transaction. */
async function recordChange(db: Executor, charge: PayinCharge, now: Date): Promise<void> {
  await db
    .insert(payinStatusHistory)
    .values({ chargeId: charge.id, statusId: charge.statusId, createdAt: charge.updatedAt });
  await enqueueCallback(db, charge, now);
}

type Transition = { from: number; to: number; substatus?: PayinCharge['substatus']; paid?: boolean };

/** Moves a charge only if it is still in `from`: the WHERE clause is the check, so racing callers cannot both win. */
async function transition(db: Executor, chargeId: number, change: Transition, now: Date): Promise<PayinCharge | null> {
  const [charge] = await db
    .update(payinCharges)
    .set({
      statusId: change.to,
      updatedAt: now,
      ...(change.substatus !== undefined ? { substatus: change.substatus } : {}),
      ...(change.paid ? { paidAmount: sql`${payinCharges.amount} + ${payinCharges.markupAmount}` } : {}),
    })
    .where(and(eq(payinCharges.id, chargeId), eq(payinCharges.statusId, change.from)))
    .returning();
  if (!charge) return null;
  await recordChange(db, charge, now);
  return charge;
}

const SIMULATIONS: Record<SimulateAction, Transition> = {
  pay: { from: PAYIN_STATUS.created, to: PAYIN_STATUS.paid, paid: true },
  credit: { from: PAYIN_STATUS.paid, to: PAYIN_STATUS.credited },
  reject: {
    from: PAYIN_STATUS.created,
    to: PAYIN_STATUS.rejected,
    substatus: { code: 'rejected_by_processor', name: 'Rejected by the processor' },
  },
};

/**
 * A sandbox processor event; a charge not in the step's starting status refuses it (a state conflict on `action`).
 * `followUp` schedules the processor's next step in the same transaction.
 */
export async function simulateProcessorEvent(
  db: Db,
  charge: PayinCharge,
  action: SimulateAction,
  now: Date,
  followUp?: SimulateAction,
): Promise<PayinCharge> {
  assertSimulatable(charge);
  return db.transaction(async (tx) => {
    const moved = await transition(tx, charge.id, SIMULATIONS[action], now);
    if (!moved) {
      throw stateConflict(
        `Cannot ${action} a payin in status ${statusObject(charge.statusId).name}; ${action} needs ${statusObject(SIMULATIONS[action].from).name}.`,
        'action',
      );
    }
    if (followUp) await scheduleChargeStep(tx, moved.id, followUp, now);
    return moved;
  });
}

export const CANCEL_SUBMITTED = 'Cancellation request submitted successfully';

/**
 * The provider's cancellation (docs/api.md). Eligibility (status Created, 5 minutes for pix, 30 for boleto) is the WHERE clause
 * of one UPDATE against the database clock, so parallel requests produce exactly one success.
 */
export async function requestCancel(db: Db, scope: Scope, id: number, actor: Actor, now: Date): Promise<PayinCharge> {
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .update(payinCharges)
      .set({
        statusId: sql`case when ${payinCharges.paymentMethod} = 'pix' then ${PAYIN_STATUS.canceled}::smallint else ${PAYIN_STATUS.dropRequested}::smallint end`,
        substatus: sql`case when ${payinCharges.paymentMethod} = 'pix' then '{"code":"canceled_by_merchant","name":"Canceled by the merchant"}'::jsonb else null end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(payinCharges.id, id),
          ...inScope(payinCharges, scope),
          eq(payinCharges.statusId, PAYIN_STATUS.created),
          sql`${payinCharges.createdAt} <= now() - case when ${payinCharges.paymentMethod} = 'pix' then interval '5 minutes' else interval '30 minutes' end`,
        ),
      )
      .returning();
    if (!charge) throw await cancelRefusal(tx, scope, id);
    await recordChange(tx, charge, now);
    // The processor confirms a boleto drop; live mode has none yet, so a live drop request waits for one.
    if (charge.statusId === PAYIN_STATUS.dropRequested && processorFor(charge.livemode)) {
      await enqueueJob(tx, {
        kind: PAYIN_JOBS.drop,
        payload: { chargeId: charge.id },
        runAt: new Date(charge.updatedAt.getTime() + processorTimings.dropDelayMs()),
      });
    }
    await recordAudit(tx, {
      organizationId: scope.organizationId,
      actor,
      action: 'payin.cancel_requested',
      resourceType: 'payin',
      resourceId: id,
      details: { status: statusObject(charge.statusId) },
    });
    return charge;
  });
}

/** Explains a refused cancellation with the same clock the UPDATE used. */
async function cancelRefusal(db: Executor, scope: Scope, id: number): Promise<DomainError> {
  const [row] = await db
    .select({ charge: payinCharges, dbNowMs: sql<string>`(extract(epoch from now()) * 1000)::text` })
    .from(payinCharges)
    .where(and(eq(payinCharges.id, id), ...inScope(payinCharges, scope)));
  if (!row) return notFoundError(PAYIN_NOT_FOUND);
  const { charge, dbNowMs } = row;
  const verdict = cancelEligibility(charge, new Date(Number(dbNowMs)));
  const reason = verdict.eligible
    ? 'The payin changed while the cancellation was being processed; try again.'
    : verdict.reason;
  return stateConflict(reason);
}

/** An unpaid charge past its expiry: Canceled, substatus `expired`; a no-op once it has moved on. */
export function expireCharge(db: Executor, chargeId: number, now: Date): Promise<PayinCharge | null> {
  return transition(
    db,
    chargeId,
    {
      from: PAYIN_STATUS.created,
      to: PAYIN_STATUS.canceled,
      substatus: { code: 'expired', name: 'Expired without payment' },
    },
    now,
  );
}

async function runOnCharge(
  db: Db,
  job: { payload: Record<string, unknown> },
  step: (tx: Executor, chargeId: number) => Promise<unknown>,
) {
  const chargeId = Number(job.payload.chargeId);
  if (!Number.isSafeInteger(chargeId)) throw new PermanentJobError('the job has no chargeId');
  await db.transaction((tx) => step(tx, chargeId));
}

/** The payin jobs; each is a conditional transition, so a charge that has moved on makes the job a no-op. */
export const payinJobs: Record<string, JobDefinition> = {
  [PAYIN_JOBS.expire]: {
    run: (db, job, now) => runOnCharge(db, job, (tx, chargeId) => expireCharge(tx, chargeId, now)),
  },
  [PAYIN_JOBS.drop]: {
    run: (db, job, now) =>
      runOnCharge(db, job, (tx, chargeId) =>
        transition(
          tx,
          chargeId,
          {
            from: PAYIN_STATUS.dropRequested,
            to: PAYIN_STATUS.canceled,
            substatus: { code: 'dropped', name: 'Dropped by the processor' },
          },
          now,
        ),
      ),
  },
  [PAYIN_JOBS.sandbox]: {
    run: async (db, job, now) => {
      const action = job.payload.action as SimulateAction;
      if (!(action in SIMULATIONS)) throw new PermanentJobError(`unknown sandbox action ${String(action)}`);
      const [charge] = await db
        .select()
        .from(payinCharges)
        .where(eq(payinCharges.id, Number(job.payload.chargeId)));
      // The sandbox acts on test-mode charges only; a live charge waits for a real processor or its expiry.
      if (!charge || charge.livemode || charge.statusId !== SIMULATIONS[action].from) return;
      // The magic documents that settle are credited by the processor a step after payment.
      await simulateProcessorEvent(db, charge, action, now, action === 'pay' ? 'credit' : undefined);
    },
  },
};

/** A charge in the scope that the sandbox may play the processor for: 404 outside the scope, 403 for a live one. */
export async function findChargeForSimulation(db: Executor, scope: Scope, id: number): Promise<PayinCharge> {
  const [charge] = await db
    .select()
    .from(payinCharges)
    .where(and(eq(payinCharges.id, id), ...inScope(payinCharges, scope)));
  if (!charge) throw notFoundError(PAYIN_NOT_FOUND);
  assertSimulatable(charge);
  return charge;
}
