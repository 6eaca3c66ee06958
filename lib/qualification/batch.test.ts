import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { merchantAccounts, qualificationRecords, webhookDeliveries, type MerchantAccount } from '@/db/schema';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { freshTestDb } from '@/test/db';
import { createBatch } from './create';
import { resolveRecord } from './resolve';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';
import { elementAt } from '@/lib/arrays';
import { validBeneficiary } from '@/test/beneficiary';

let db: Db;
let online: MerchantAccount;
const actor = { userId: null, apiKeyId: null };
const now = new Date('2026-03-10T12:00:00.000Z');

beforeEach(async () => {
  // The notification URLs here are loopback placeholders, which only WEBHOOK_ALLOW_PRIVATE=1 admits (lib/webhooks/address-guard.ts).
  process.env.WEBHOOK_ALLOW_PRIVATE = '1';
  db = await freshTestDb();
  online = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Online')),
    'select from merchantAccounts',
  );
});

const item = (customCode: string, overrides: Record<string, unknown> = {}) => ({
  custom_code: customCode,
  batch_code: 'B1',
  notification_url: 'http://127.0.0.1:9/hooks',
  beneficiary: validBeneficiary(overrides),
});

const upload = (data: unknown[], serviceId = 1) =>
  createBatch(db, {
    scope: testScope(online.organizationId),
    account: online,
    serviceId,
    data,
    apiKeyId: null,
    actor,
    now,
  });

describe('createBatch', () => {
  it('stores good lines, reports bad ones by 1-based line, refuses repeated custom codes within and across requests', async () => {
    await upload([item('EXISTING')]);
    const outcome = await upload([
      item('A'),
      item('B', { account_type: 'LOAN' }),
      item('A'),
      item('EXISTING'),
      { nonsense: true },
      item('C', { document: '123' }),
    ]);
    expect(outcome.uploadSuccess.map((ref) => ref.line)).toEqual([1]);
    expect(outcome.errors.map((error) => [error.line, error.custom_code])).toEqual([
      [2, 'B'],
      [3, 'A'],
      [4, 'EXISTING'],
      [5, null],
      [6, 'C'],
    ]);
    expect(outcome.errors[0]?.message).toContain('SAVINGS or CHECKING');
    expect(outcome.errors[2]?.message).toContain('already been taken');
    expect(await db.select().from(qualificationRecords)).toHaveLength(2);
  });

  it('moves services 4 and 5 without amount to 2 and 3, and ignores an amount on services 1–3', async () => {
    const outcome = await upload([item('X'), { ...item('Y'), amount: 10 }], 5);
    expect(outcome.uploadChangeService).toEqual([
      { line: 1, batch_code: 'B1', custom_code: 'X', message: expect.stringContaining('changed to 3') },
    ]);
    const rows = await db.select().from(qualificationRecords).orderBy(qualificationRecords.id);
    expect(rows.map((row) => [row.serviceId, row.amount])).toEqual([
      [3, null],
      [5, '10.00'],
    ]);
    await upload([{ ...item('Z'), amount: 10 }], 2);
    const z = theRow(
      await db.select().from(qualificationRecords).where(eq(qualificationRecords.customCode, 'Z')),
      'select from qualificationRecords',
    );
    expect(z.amount).toBeNull();
  });

  it('stores 5,000 records in batched inserts', async () => {
    const outcome = await upload(Array.from({ length: 5000 }, (_, index) => item(`BULK-${index}`)));
    expect(outcome.uploadSuccess).toHaveLength(5000);
    expect(outcome.errors).toHaveLength(0);
  }, 60_000);
});

describe('processing', () => {
  it('settles each record by the checks and notifies each change with the published fields', async () => {
    await upload([
      item('GOOD'),
      item('BAD-DOC', { document: '52998224724' }),
      item('NO-ALGO', { bank_code: '077', bank_branch: '0001', account: '1234567', account_digit: '8' }),
      item('BAD-BANK', { bank_code: '999' }),
    ]);
    await runDueJobs(db, jobHandlers, { now, workerId: 'test' });
    const rows = await db.select().from(qualificationRecords).orderBy(qualificationRecords.id);
    expect(rows.map((row) => [row.customCode, row.statusId])).toEqual([
      ['GOOD', 5],
      ['BAD-DOC', 6],
      ['NO-ALGO', 7],
      ['BAD-BANK', 6],
    ]);
    const notices = (
      await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.resourceId, String(elementAt(rows, 0, 'records').id)))
    ).map((delivery) => JSON.parse(delivery.body));
    expect(notices.map((notice) => [notice.step, notice.status_id]).sort()).toEqual([
      [1, 999],
      [2, 5],
    ]);
    expect(notices[0]).toMatchObject({
      id: String(elementAt(rows, 0, 'records').id),
      custom_code: 'GOOD',
      batch_code: 'B1',
      account_type: 'c',
      bank_code: '001',
      document: '52998224725',
    });
  });
});

describe('resolveRecord', () => {
  it('settles an Awaiting record once, with a notification, and refuses any other status', async () => {
    await upload([item('MANUAL', { account_digit: '7' }), item('FINE')], 3);
    await runDueJobs(db, jobHandlers, { now, workerId: 'test' });
    const manual = theRow(
      await db.select().from(qualificationRecords).where(eq(qualificationRecords.customCode, 'MANUAL')),
      'select from qualificationRecords',
    );
    const fine = theRow(
      await db.select().from(qualificationRecords).where(eq(qualificationRecords.customCode, 'FINE')),
      'select from qualificationRecords',
    );
    expect([manual.statusId, fine.statusId]).toEqual([9, 5]);
    const resolved = await resolveRecord(
      db,
      testScope(online.organizationId),
      manual.id,
      { status_id: 5, note: 'Digit corrected by phone' },
      actor,
      now,
    );
    expect(resolved.record).toMatchObject({
      statusId: 5,
      statusDescription: 'Valid data after manual correction: Digit corrected by phone',
    });
    await expect(
      resolveRecord(db, testScope(online.organizationId), manual.id, { status_id: 6 }, actor, now),
    ).rejects.toMatchObject({ code: 'state_conflict', field: 'status_id' });
    await expect(
      resolveRecord(db, testScope(online.organizationId), fine.id, { status_id: 6 }, actor, now),
    ).rejects.toMatchObject({ code: 'state_conflict', field: 'status_id' });
    await expect(
      resolveRecord(db, testScope(online.organizationId + 100), manual.id, { status_id: 6 }, actor, now),
    ).rejects.toMatchObject({ code: 'not_found' });
    const notices = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.resourceId, String(manual.id)));
    expect(notices.map((notice) => JSON.parse(notice.body).status_id).sort()).toEqual([5, 9, 999]);
  });
});
