import { inScope } from '@/db/scope';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { qualificationRecords } from '@/db/schema';
import { stateConflict } from '@/lib/errors';
import { recordAudit, type Actor } from '@/lib/audit/service';
import type { Scope } from '@/lib/livemode';
import { enqueueWebhooks } from '@/lib/webhooks/service';
import { notificationOf } from './notify';
import { getRecord, type RecordView } from './queries';
import { QUALIFICATION_STATUS, QUALIFICATION_STATUSES } from './rules';

/** An operator settles a record waiting for manual correction (services 3 and 5) as valid or invalid. */
export async function resolveRecord(
  db: Db,
  scope: Scope,
  id: number,
  decision: { status_id: 5 | 6; note?: string | null },
  actor: Actor,
  now: Date,
): Promise<RecordView> {
  await db.transaction(async (tx) => {
    const description = `${decision.status_id === QUALIFICATION_STATUS.valid ? 'Valid data' : 'Invalid data'} after manual correction${decision.note ? `: ${decision.note}` : '.'}`;
    const [resolved] = await tx
      .update(qualificationRecords)
      .set({ statusId: decision.status_id, statusDescription: description, updatedAt: now })
      .where(
        and(
          eq(qualificationRecords.id, id),
          ...inScope(qualificationRecords, scope),
          eq(qualificationRecords.statusId, QUALIFICATION_STATUS.awaiting),
        ),
      )
      .returning();
    if (!resolved) {
      const current = await getRecord(tx, scope, id);
      throw stateConflict(
        `Only a record Awaiting manual correction can be resolved; this one is ${QUALIFICATION_STATUSES[current.record.statusId]?.name}.`,
        'status_id',
      );
    }
    await enqueueWebhooks(tx, notificationOf(resolved, now));
    await recordAudit(tx, {
      organizationId: scope.organizationId,
      actor,
      action: 'qualification.resolved',
      resourceType: 'data_qualification',
      resourceId: id,
      details: { status_id: decision.status_id, note: decision.note ?? null },
    });
  });
  return getRecord(db, scope, id);
}
