import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { theRow } from '@/db/rows';
import {
  qualificationBatchCounts,
  qualificationDailyCounts,
  qualificationRecordCounts,
  qualificationRecords,
  type MerchantAccount,
} from '@/db/schema';
import { testScope } from '@/lib/livemode';
import { freshTestDb } from '@/test/db';
import { actor, day2, item, seedQualificationRecords } from '@/test/qualification-records';
import { listBatches, listRecords } from './list';
import { listBatchesQuerySchema, listQualificationQuerySchema } from './schemas';
import { createBatch } from './create';
import { resolveRecord } from './resolve';

let db: Db;
let online: MerchantAccount;
let marketplace: MerchantAccount;

beforeAll(async () => {
  db = await freshTestDb();
  ({ online, marketplace } = await seedQualificationRecords(db));
});

describe('counts kept by the triggers', () => {
  it('agree with the records after inserts, processing and an operator’s resolution', async () => {
    const awaiting = theRow(
      await db.select().from(qualificationRecords).where(eq(qualificationRecords.statusId, 9)).limit(1),
      'select from qualificationRecords',
    );
    await resolveRecord(db, testScope(online.organizationId), awaiting.id, { status_id: 5 }, actor, day2);
    const key = (row: {
      organizationId: number;
      merchantAccountId: number;
      serviceId: number;
      statusId: number;
      records: number;
    }) => `${row.organizationId}/${row.merchantAccountId}/${row.serviceId}/${row.statusId}=${row.records}`;
    const actual = await db
      .select({
        organizationId: qualificationRecords.organizationId,
        merchantAccountId: qualificationRecords.merchantAccountId,
        serviceId: qualificationRecords.serviceId,
        statusId: qualificationRecords.statusId,
        records: sql<number>`count(*)`.mapWith(Number),
      })
      .from(qualificationRecords)
      .groupBy(
        qualificationRecords.organizationId,
        qualificationRecords.merchantAccountId,
        qualificationRecords.serviceId,
        qualificationRecords.statusId,
      );
    const kept = await db
      .select()
      .from(qualificationRecordCounts)
      .where(sql`records <> 0`);
    expect(kept.map(key).sort()).toEqual(actual.map(key).sort());
    const daily = await db
      .select({ records: sql<number>`sum(records)`.mapWith(Number) })
      .from(qualificationDailyCounts)
      .where(eq(qualificationDailyCounts.createdOn, '2026-03-11'));
    expect(daily[0]?.records).toBe(13);
    const batches = await db
      .select({ records: sql<number>`sum(records)`.mapWith(Number) })
      .from(qualificationBatchCounts);
    expect(batches[0]?.records).toBe(34);
  });
});

describe('listBatches', () => {
  it('lists batches newest first with their records per status and progress', async () => {
    const { batches, total } = await listBatches(
      db,
      testScope(online.organizationId),
      listBatchesQuerySchema.parse({}),
    );
    expect(total).toBe(4);
    // Same-day batches follow batch_code, descending.
    expect(batches.map((batch) => batch.batchCode)).toEqual(['ON-B', 'MK-C', 'ON-A', 'MK-A']);
    const waiting = batches.find((batch) => batch.batchCode === 'MK-C')!;
    expect(waiting).toMatchObject({
      total: 5,
      final: 0,
      inProcessing: 5,
      merchant: { id: marketplace.id, name: 'Demo Store Marketplace' },
    });
    const done = batches.find((batch) => batch.batchCode === 'ON-A')!;
    expect(done).toMatchObject({ total: 12, final: 12, inProcessing: 0 });
    expect(done.byStatus).toEqual([
      { statusId: 5, records: 8 },
      { statusId: 6, records: 4 },
    ]);
    const onlineOnly = await listBatches(
      db,
      testScope(online.organizationId),
      listBatchesQuerySchema.parse({ merchant_id: String(online.id), per_page: '1', page: '2' }),
    );
    expect(onlineOnly).toMatchObject({ total: 2, batches: [{ batchCode: 'ON-A' }] });
  });
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
