import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobStatus = pgEnum('job_status', ['pending', 'running', 'done', 'failed']);

/** The outbox and work queue: rows are written in the caller's transaction and claimed by workers. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(9),
    runAt: timestamp('run_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true, precision: 6 }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /**
     * Jobs with the same key run one at a time, in id order: one is claimed only when every earlier job of its key is
     * done or failed (lib/jobs/service.ts, claimDueJobs). Null: no order.
     */
    orderKey: text('order_key'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    // Only unfinished jobs can hold a later one back: the index stays as small as the queue.
    index('jobs_order_key_idx')
      .on(t.orderKey, t.id)
      .where(sql`${t.orderKey} is not null and ${t.status} in ('pending', 'running')`),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type JobStatus = (typeof jobStatus.enumValues)[number];
