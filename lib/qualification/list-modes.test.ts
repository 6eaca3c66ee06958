import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { qualificationRecordCounts, type MerchantAccount } from '@/db/schema';
import { testScope } from '@/lib/livemode';
import { freshTestDb } from '@/test/db';
import { actor, day2, item, seedQualificationRecords } from '@/test/qualification-records';
import { listBatches, listRecords } from './list';
import { listBatchesQuerySchema, listQualificationQuerySchema } from './schemas';
import { createBatch } from './service';

let db: Db;
let online: MerchantAccount;

beforeAll(async () => {
  db = await freshTestDb();
  ({ online } = await seedQualificationRecords(db));
});

describe('modes', () => {
  it('keeps live records out of test lists, counts and batches, and lets a custom_code be used once per mode', async () => {
    const live = { organizationId: online.organizationId, livemode: true };
    const outcome = await createBatch(db, {
      scope: live,
      account: online,
      serviceId: 1,
      data: [item('ON-00', 'LIVE-A'), item('LIVE-1', 'LIVE-A')],
      apiKeyId: null,
      actor,
      now: day2,
    });
    expect(outcome.errors).toEqual([]);
    const all = listQualificationQuerySchema.parse({});
    expect((await listRecords(db, testScope(online.organizationId), all)).total).toBe(34);
    const liveList = await listRecords(db, live, all);
    expect(liveList.total).toBe(2);
    expect(liveList.views.map((view) => [view.record.customCode, view.record.livemode])).toEqual([
      ['ON-00', true],
      ['LIVE-1', true],
    ]);
    expect((await listRecords(db, live, listQualificationQuerySchema.parse({ custom_code: 'ON-00' }))).total).toBe(1);
    expect((await listRecords(db, live, listQualificationQuerySchema.parse({ created_at: '2026-03-11' }))).total).toBe(
      2,
    );
    expect(
      (await listBatches(db, live, listBatchesQuerySchema.parse({}))).batches.map((batch) => batch.batchCode),
    ).toEqual(['LIVE-A']);
    expect((await listBatches(db, testScope(online.organizationId), listBatchesQuerySchema.parse({}))).total).toBe(4);
    const perMode = await db
      .select({ livemode: qualificationRecordCounts.livemode, records: sql<number>`sum(records)`.mapWith(Number) })
      .from(qualificationRecordCounts)
      .groupBy(qualificationRecordCounts.livemode)
      .orderBy(qualificationRecordCounts.livemode);
    expect(perMode).toEqual([
      { livemode: false, records: 34 },
      { livemode: true, records: 2 },
    ]);
  });
});
