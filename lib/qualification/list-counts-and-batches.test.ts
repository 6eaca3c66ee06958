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
import { actor, day2, seedQualificationRecords } from '@/test/qualification-records';
import { listBatches } from './list';
import { listBatchesQuerySchema } from './schemas';
import { resolveRecord } from './service';

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
