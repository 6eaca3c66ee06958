import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { merchantAccounts, organizations, type MerchantAccount } from '@/db/schema';
import { invalidInput, notFoundError } from '@/lib/errors';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { chooseMerchant } from './merchant-rules';
import type { UpdateMerchantAccountInput } from './schemas';
import { theRow } from '@/db/rows';

export async function findOrganization(db: Executor, id: number) {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, id));
  return organization ?? null;
}

export async function listOrganizations(db: Executor) {
  return db.select().from(organizations).orderBy(asc(organizations.id));
}

export async function listMerchantAccounts(db: Executor, organizationId: number): Promise<MerchantAccount[]> {
  return db
    .select()
    .from(merchantAccounts)
    .where(eq(merchantAccounts.organizationId, organizationId))
    .orderBy(asc(merchantAccounts.id));
}

/** One of the organization's accounts, or null: a foreign id looks like an unknown one. */
export async function findMerchantAccount(
  db: Executor,
  organizationId: number,
  id: number,
): Promise<MerchantAccount | null> {
  const [account] = await db
    .select()
    .from(merchantAccounts)
    .where(and(eq(merchantAccounts.id, id), eq(merchantAccounts.organizationId, organizationId)));
  return account ?? null;
}

/** Applies the `merchant_id` rule within the organization; failures are 422 on `merchant_id`. */
export async function resolveMerchant(db: Executor, organizationId: number, input: unknown): Promise<MerchantAccount> {
  const choice = chooseMerchant(await listMerchantAccounts(db, organizationId), input);
  if ('error' in choice) throw invalidInput('merchant_id', choice.error);
  return choice.account;
}

/** Name and the `enable_markup` switch of one of the organization's accounts; audited with before and after. */
export async function updateMerchantAccount(
  db: Db,
  organizationId: number,
  id: number,
  input: UpdateMerchantAccountInput,
  actor: Actor,
  now: Date,
): Promise<MerchantAccount> {
  return db.transaction(async (tx) => {
    const before = await findMerchantAccount(tx, organizationId, id);
    if (!before) throw notFoundError('Merchant account not found.');
    const after = theRow(
      await tx
        .update(merchantAccounts)
        .set({
          name: input.name ?? before.name,
          enableMarkup: input.enable_markup ?? before.enableMarkup,
          updatedAt: now,
        })
        .where(eq(merchantAccounts.id, id))
        .returning(),
      'update of merchantAccounts',
    );
    await recordAudit(tx, {
      organizationId,
      actor,
      action: 'merchant_account.updated',
      resourceType: 'merchant_account',
      resourceId: id,
      details: {
        before: { name: before.name, enable_markup: before.enableMarkup },
        after: { name: after.name, enable_markup: after.enableMarkup },
      },
    });
    return after;
  });
}
