import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { apiKeys, markupRules, merchantAccounts, organizations, users, type UserRole } from '@/db/schema';
import { demoCredentials } from '@/lib/config';
import { hashApiKey } from '@/lib/accounts/api-key-rules';
import { hashPassword } from '@/lib/accounts/passwords';
import { storeApiKey } from '@/lib/accounts/api-keys';
import { seedDemoOnboarding } from './onboarding';
import { seedDemoActivity } from './activity';
import { theRow } from '@/db/rows';

/** The fixed demo access printed on start and listed in the README; each value can be overridden by env. */
export function demoAccess() {
  return {
    ...demoCredentials(),
    logins: [
      { email: 'admin@demo.payrail.test', name: 'Ana Admin', role: 'admin', organization: 'Demo Store' },
      { email: 'write@demo.payrail.test', name: 'Walter Writer', role: 'write', organization: 'Demo Store' },
      { email: 'view@demo.payrail.test', name: 'Vera Viewer', role: 'view', organization: 'Demo Store' },
      { email: 'operator@payrail.test', name: 'Otto Operator', role: 'operator', organization: 'Demo Store' },
      { email: 'admin@other.payrail.test', name: 'Olga Other', role: 'admin', organization: 'Other Company' },
    ] satisfies { email: string; name: string; role: UserRole; organization: string }[],
  };
}

type DemoRule = {
  product: 'payin' | 'payout';
  paymentMethod: string;
  mode: 'fixed' | 'percent';
  amount: string;
  min?: string;
  max?: string;
};

/** On the markup-enabled account: payin pix and billet, and payout pix. */
const DEMO_MARKUP_RULES: DemoRule[] = [
  { product: 'payin', paymentMethod: 'pix', mode: 'percent', amount: '1.50', min: '0.50', max: '10.00' },
  { product: 'payin', paymentMethod: 'billet', mode: 'fixed', amount: '2.50' },
  { product: 'payout', paymentMethod: 'pix', mode: 'fixed', amount: '1.00' },
];

const DEMO_ORGANIZATIONS: {
  name: string;
  accounts: { name: string; enableMarkup: boolean; markupRules?: DemoRule[] }[];
}[] = [
  {
    name: 'Demo Store',
    accounts: [
      { name: 'Demo Store Online', enableMarkup: true, markupRules: DEMO_MARKUP_RULES },
      { name: 'Demo Store Marketplace', enableMarkup: false },
    ],
  },
  { name: 'Other Company', accounts: [{ name: 'Other Company', enableMarkup: false }] },
];

// Any fixed number: keeps two processes starting at once from seeding twice.
const SEED_LOCK_ID = 720_302;

export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const { total } = theRow(await db.select({ total: count() }).from(organizations), 'count of organizations');
  return total === 0;
}

async function findOrCreateOrganization(tx: Executor, name: string): Promise<number> {
  const [existing] = await tx.select().from(organizations).where(eq(organizations.name, name));
  if (existing) return existing.id;
  const created = theRow(await tx.insert(organizations).values({ name }).returning(), 'insert into organizations');
  return created.id;
}

async function ensureAccount(
  tx: Executor,
  organizationId: number,
  name: string,
  enableMarkup: boolean,
): Promise<number> {
  const [existing] = await tx
    .select()
    .from(merchantAccounts)
    .where(and(eq(merchantAccounts.organizationId, organizationId), eq(merchantAccounts.name, name)));
  if (existing) return existing.id;
  const created = theRow(
    await tx.insert(merchantAccounts).values({ organizationId, name, enableMarkup }).returning(),
    'insert into merchantAccounts',
  );
  return created.id;
}

async function ensureMarkupRule(
  tx: Executor,
  organizationId: number,
  accountId: number,
  rule: DemoRule,
): Promise<void> {
  const [existing] = await tx
    .select()
    .from(markupRules)
    .where(
      and(
        eq(markupRules.accountId, accountId),
        eq(markupRules.product, rule.product),
        eq(markupRules.paymentMethod, rule.paymentMethod),
      ),
    );
  if (existing) return;
  await tx.insert(markupRules).values({
    organizationId,
    accountId,
    parentId: organizationId,
    product: rule.product,
    paymentMethod: rule.paymentMethod,
    mode: rule.mode,
    amount: rule.amount,
    minChargeValue: rule.min ?? null,
    maxChargeValue: rule.max ?? null,
  });
}

async function ensureApiKey(tx: Executor, organizationId: number, plaintext: string): Promise<void> {
  const [existing] = await tx
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashApiKey(plaintext)));
  if (existing) return;
  await storeApiKey(tx, {
    organizationId,
    name: 'Sandbox demo key',
    mode: 'test',
    plaintext,
    actor: { userId: null, apiKeyId: null },
  });
}

/**
 * Idempotent: creates whatever part of the demo data is missing. Unit tests skip the demo charges, payouts
 * and onboarding requests, which they do not need and which would slow every reset. All of it is test mode
 * (`testScope`, lib/livemode.ts), made with test keys, so the dashboard opens on it.
 */
export async function seedDemoData(db: Db, options: { charges?: boolean } = {}): Promise<void> {
  const access = demoAccess();
  const passwordHash = await hashPassword(access.password);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const organizationIds = new Map<string, number>();
    for (const organization of DEMO_ORGANIZATIONS) {
      const id = await findOrCreateOrganization(tx, organization.name);
      organizationIds.set(organization.name, id);
      for (const account of organization.accounts) {
        const accountId = await ensureAccount(tx, id, account.name, account.enableMarkup);
        for (const rule of account.markupRules ?? []) await ensureMarkupRule(tx, id, accountId, rule);
      }
    }
    for (const login of access.logins) {
      await tx
        .insert(users)
        .values({
          organizationId: organizationIds.get(login.organization)!,
          email: login.email,
          name: login.name,
          role: login.role,
          passwordHash,
        })
        .onConflictDoNothing();
    }
    await ensureApiKey(tx, organizationIds.get('Demo Store')!, access.demoStoreKey);
    await ensureApiKey(tx, organizationIds.get('Other Company')!, access.otherCompanyKey);
  });
  if (options.charges !== false) {
    await seedDemoActivity(db);
    await (await import('./qualification')).seedDemoQualification(db);
    // After charges and payouts: the accounts its activations open start empty, as new accounts do.
    await seedDemoOnboarding(db);
  }
}
