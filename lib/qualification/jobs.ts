import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { qualificationRecords } from '@/db/schema';
import type { JobDefinition } from '@/lib/jobs/service';
import { enqueueWebhooks } from '@/lib/webhooks/service';
import { notificationOf } from './notify';
import { assessRecord, QUALIFICATION_STATUS } from './rules';

export const PROCESS_QUALIFICATION_JOB = 'qualification.process';
const PROCESSING_DESCRIPTION = 'Processing: checking document and account.';

/**
 * Received → Processing → the assessment's status for one chunk, in one transaction: one UPDATE for all the
 * chunk's records and one insert of their notifications (Processing, then the outcome).
 */
async function processRecords(db: Db, ids: number[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const records = await tx
      .select()
      .from(qualificationRecords)
      .where(
        and(inArray(qualificationRecords.id, ids), eq(qualificationRecords.statusId, QUALIFICATION_STATUS.received)),
      )
      // Waits for, rather than skips, records another transaction holds: that is this same chunk under a worker that
      // died or overran its lease, and skipping would mark the job done with its records never processed. Once it
      // ends, the records it settled no longer match `received`.
      .for('update');
    if (records.length === 0) return;
    const settled = records.map((record) => ({ record, assessment: assessRecord(record) }));
    const outcomes = settled.map(({ record, assessment }) => ({
      id: record.id,
      status_id: assessment.statusId,
      description: assessment.description,
    }));
    await tx.execute(sql`
      update qualification_records set status_id = outcome.status_id, status_description = outcome.description, updated_at = ${now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(outcomes)}::json) as outcome(id bigint, status_id smallint, description text)
      where qualification_records.id = outcome.id`);
    await enqueueWebhooks(
      tx,
      settled.flatMap(({ record, assessment }) => [
        ...notificationOf(
          {
            ...record,
            statusId: QUALIFICATION_STATUS.processing,
            statusDescription: PROCESSING_DESCRIPTION,
            updatedAt: now,
          },
          now,
        ),
        ...notificationOf(
          { ...record, statusId: assessment.statusId, statusDescription: assessment.description, updatedAt: now },
          now,
        ),
      ]),
    );
  });
}

export const qualificationJobs = {
  [PROCESS_QUALIFICATION_JOB]: {
    run: (db, job, now) => processRecords(db, (job.payload.ids as number[]).map(Number), now),
  },
} satisfies Record<string, JobDefinition>;
