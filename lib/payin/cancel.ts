import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { payinCharges, type PayinCharge } from '@/db/schema';
import { inScope } from '@/db/scope';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { processorTimings } from '@/lib/config';
import { notFoundError, stateConflict, type DomainError } from '@/lib/errors';
import { enqueueJob } from '@/lib/jobs/service';
import type { Scope } from '@/lib/livemode';
import { processorFor } from '@/lib/processor';
import { PAYIN_JOBS } from './jobs';
import { PAYIN_NOT_FOUND } from './queries';
import { cancelEligibility, PAYIN_STATUS, statusObject } from './rules';
import { recordChange } from './transitions';

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
async function cancelRefusal(tx: Executor, scope: Scope, id: number): Promise<DomainError> {
  const [row] = await tx
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
