import { asc, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  merchantAccounts,
  qualificationBatchCounts,
  qualificationDailyCounts,
  qualificationRecordCounts,
  qualificationRecords,
  type MerchantAccount,
} from '@/db/schema';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { freshTestDb } from '@/test/db';
import { listBatches, listRecords } from './list';
import { QUALIFICATION_SERVICES } from './rules';
import { listBatchesQuerySchema, listQualificationQuerySchema, QUALIFICATION_ORDER_KEYS } from './schemas';
import { createBatch } from './create';
import { resolveRecord } from './resolve';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';

let db: Db;
let online: MerchantAccount;
let marketplace: MerchantAccount;
const actor = { userId: null, apiKeyId: null };
const day1 = new Date('2026-03-10T12:00:00.000Z');
const day2 = new Date('2026-03-11T09:30:00.000Z');

const item = (customCode: string, batchCode: string, overrides: Record<string, unknown> = {}, amount?: number) => ({
  custom_code: customCode,
  batch_code: batchCode,
  ...(amount === undefined ? {} : { amount }),
  beneficiary: {
    name: `Name ${customCode}`,
    bank_code: '001',
    bank_branch: '1584',
    account: '00210169',
    account_digit: '6',
    account_type: 'CHECKING',
    document: '52998224725',
    document_type: 'cpf',
    ...overrides,
  },
});

const upload = (account: MerchantAccount, serviceId: number, data: unknown[], now: Date) =>
  createBatch(db, { scope: testScope(account.organizationId), account, serviceId, data, apiKeyId: null, actor, now });

beforeAll(async () => {
  db = await freshTestDb();
  online = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Online')),
    'select from merchantAccounts',
  );
  marketplace = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Marketplace')),
    'select from merchantAccounts',
  );
  const badDigit = { account_digit: '7' };
  await upload(
    online,
    1,
    Array.from({ length: 12 }, (_, i) => item(`ON-${String(i).padStart(2, '0')}`, 'ON-A', i % 3 === 0 ? badDigit : {})),
    day1,
  );
  await upload(
    marketplace,
    4,
    Array.from({ length: 9 }, (_, i) =>
      item(`MK-${i}`, 'MK-A', i % 4 === 0 ? { document: '11144477735' } : {}, i % 2 ? 10 : undefined),
    ),
    day1,
  );
  await runDueJobs(db, jobHandlers, { now: day1, workerId: 'test' });
  await upload(
    online,
    3,
    Array.from({ length: 8 }, (_, i) => item(`ON-B${i}`, 'ON-B', i % 2 ? badDigit : {})),
    day2,
  );
  await runDueJobs(db, jobHandlers, { now: day2, workerId: 'test' });
  await upload(
    marketplace,
    2,
    Array.from({ length: 5 }, (_, i) => item(`MK-C${i}`, 'MK-C')),
    day2,
  );
});

const list = (query: Record<string, string>) =>
  listRecords(db, testScope(online.organizationId), listQualificationQuerySchema.parse(query));

/** Every page, walked with a small page size so pages past the middle (read backwards) are covered. */
async function walk(query: Record<string, string>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { views, total } = await list({ ...query, per_page: '4', page: String(page) });
    ids.push(...views.map((view) => view.record.id));
    if (page * 4 >= total) return ids;
  }
}

/** The plain, unoptimized ordering the list must agree with. */
async function reference(orderKey: (typeof QUALIFICATION_ORDER_KEYS)[number], sort: 'asc' | 'desc'): Promise<number[]> {
  const order = sort === 'asc' ? asc : desc;
  const rows = await db
    .select({ id: qualificationRecords.id, serviceId: qualificationRecords.serviceId })
    .from(qualificationRecords)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, qualificationRecords.merchantAccountId))
    .orderBy(
      ...{
        id: [],
        data_qualification_service_name: [],
        batch_code: [order(qualificationRecords.batchCode)],
        custom_code: [order(qualificationRecords.customCode)],
        'merchant.name': [order(merchantAccounts.name), order(merchantAccounts.id)],
        description_status: [order(qualificationRecords.statusDescription)],
        created_at: [order(qualificationRecords.createdAt)],
      }[orderKey],
      order(qualificationRecords.id),
    );
  if (orderKey !== 'data_qualification_service_name') return rows.map((row) => row.id);
  const name = (serviceId: number) => QUALIFICATION_SERVICES[serviceId] ?? '';
  const sign = sort === 'asc' ? 1 : -1;
  return rows
    .sort(
      (a, b) =>
        sign * (name(a.serviceId) < name(b.serviceId) ? -1 : name(a.serviceId) > name(b.serviceId) ? 1 : a.id - b.id),
    )
    .map((row) => row.id);
}

describe('listRecords', () => {
  it.each(
    QUALIFICATION_ORDER_KEYS.flatMap(
      (key) =>
        [
          [key, 'asc'],
          [key, 'desc'],
        ] as const,
    ),
  )('orders by %s %s on every page like the plain query', async (key, sort) => {
    expect(await walk({ order_by: key, sort })).toEqual(await reference(key, sort));
  });

  it('orders by name within a filter too', async () => {
    const ids = await walk({ order_by: 'merchant.name', status_flow_data_qualification_id: '5' });
    const valid = await db
      .select({ id: qualificationRecords.id })
      .from(qualificationRecords)
      .where(eq(qualificationRecords.statusId, 5));
    expect(ids.sort()).toEqual(valid.map((row) => row.id).sort());
  });

  it.each([
    [{ custom_code: 'ON-03' }, sql`custom_code = 'ON-03'`],
    [{ document: '111.444.777-35' }, sql`document = '11144477735'`],
    [{ batch_code: 'ON-B' }, sql`batch_code = 'ON-B'`],
    [{ data_qualification_service_id: '2' }, sql`service_id = 2`],
    [{ status_flow_data_qualification_id: '9' }, sql`status_id = 9`],
    [{ created_at: '2026-03-11' }, sql`created_on = '2026-03-11'`],
    [{ merchant_id: '2', status_flow_data_qualification_id: '1' }, sql`merchant_account_id = 2 and status_id = 1`],
    [
      { created_at: '2026-03-10', data_qualification_service_id: '4' },
      sql`created_on = '2026-03-10' and service_id = 4`,
    ],
  ])('filters %o with a total that matches the rows', async (query, condition) => {
    const expected = await db
      .select({ id: qualificationRecords.id })
      .from(qualificationRecords)
      .where(condition)
      .orderBy(qualificationRecords.id);
    expect(expected.length).toBeGreaterThan(0);
    const result = await list({ ...query, per_page: '100' });
    expect(result.total).toBe(expected.length);
    expect(result.views.map((view) => view.record.id)).toEqual(expected.map((row) => row.id));
  });

  it('treats page 0 as the first page, and answers an empty page past the end', async () => {
    expect((await list({ page: '0', per_page: '3' })).views.map((view) => view.record.customCode)).toEqual([
      'ON-00',
      'ON-01',
      'ON-02',
    ]);
    const past = await list({ page: '99', per_page: '10' });
    expect(past.views).toEqual([]);
    expect(past.total).toBe(34);
  });

  it('never shows another organization’s records', async () => {
    const other = await listRecords(db, testScope(online.organizationId + 1), listQualificationQuerySchema.parse({}));
    expect(other.total).toBe(0);
    expect(other.views).toEqual([]);
  });
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
