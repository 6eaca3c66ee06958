import { asc, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { merchantAccounts, qualificationRecords, type MerchantAccount } from '@/db/schema';
import { testScope } from '@/lib/livemode';
import { freshTestDb } from '@/test/db';
import { seedQualificationRecords } from '@/test/qualification-records';
import { listRecords } from './list';
import { QUALIFICATION_SERVICES } from './rules';
import { listQualificationQuerySchema, QUALIFICATION_ORDER_KEYS } from './schemas';

let db: Db;
let online: MerchantAccount;

beforeAll(async () => {
  db = await freshTestDb();
  ({ online } = await seedQualificationRecords(db));
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
