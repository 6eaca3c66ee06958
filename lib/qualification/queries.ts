import { inScope } from '@/db/scope';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { merchantAccounts, qualificationRecords, type QualificationRecord } from '@/db/schema';
import { notFoundError } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';

export const QUALIFICATION_NOT_FOUND = 'Data qualification record not found.';

export type RecordView = { record: QualificationRecord; merchantName: string };
export const withMerchant = { record: qualificationRecords, merchantName: merchantAccounts.name };

/** Within the scope's organization and mode: a record of the other mode looks unknown, as a foreign one does. */
export async function getRecord(db: Executor, scope: Scope, id: number): Promise<RecordView> {
  const [row] = await db
    .select(withMerchant)
    .from(qualificationRecords)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, qualificationRecords.merchantAccountId))
    .where(and(eq(qualificationRecords.id, id), ...inScope(qualificationRecords, scope)));
  if (!row) throw notFoundError(QUALIFICATION_NOT_FOUND);
  return row;
}
