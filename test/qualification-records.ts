import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { theRow } from '@/db/rows';
import { merchantAccounts, type MerchantAccount } from '@/db/schema';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { testScope } from '@/lib/livemode';
import { createBatch } from '@/lib/qualification/create';
import { validBeneficiary } from './beneficiary';

/** The data-qualification records the list tests read (lib/qualification/list-*.test.ts), uploaded over two days. */

export const actor = { userId: null, apiKeyId: null };
const day1 = new Date('2026-03-10T12:00:00.000Z');
export const day2 = new Date('2026-03-11T09:30:00.000Z');

export const item = (
  customCode: string,
  batchCode: string,
  overrides: Record<string, unknown> = {},
  amount?: number,
) => ({
  custom_code: customCode,
  batch_code: batchCode,
  ...(amount === undefined ? {} : { amount }),
  beneficiary: validBeneficiary({ name: `Name ${customCode}`, ...overrides }),
});

/**
 * Four test-mode batches, 34 records, some failing their checks (a wrong account digit, another document): Demo Store
 * Online's ON-A and Marketplace's MK-A on day 1, then the due jobs run; Online's ON-B on day 2, then the jobs run again;
 * Marketplace's MK-C on day 2, not yet processed.
 */
export async function seedQualificationRecords(
  db: Db,
): Promise<{ online: MerchantAccount; marketplace: MerchantAccount }> {
  const upload = (account: MerchantAccount, serviceId: number, data: unknown[], now: Date) =>
    createBatch(db, { scope: testScope(account.organizationId), account, serviceId, data, apiKeyId: null, actor, now });
  const online = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Online')),
    'select from merchantAccounts',
  );
  const marketplace = theRow(
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
  return { online, marketplace };
}
