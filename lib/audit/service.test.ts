import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { seedDemoOnboarding } from '@/scripts/seed/onboarding';
import { seedDemoActivity } from '@/scripts/seed/activity';
import { markupRules, users, type User } from '@/db/schema';
import { createApiKey, revokeApiKey } from '@/lib/accounts/api-keys';
import { updateMarkupRule } from '@/lib/markup/service';
import { resendDelivery } from '@/lib/webhooks/resend';
import { sendTestEvent } from '@/lib/webhooks/service';
import { freshTestDb } from '@/test/db';
import { listAuditQuerySchema } from './schemas';
import { serializeAuditEntry } from './serialize';
import { listAuditLog } from './service';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';

let db: Db;
let admin: User;
const now = new Date();

beforeAll(async () => {
  db = await freshTestDb();
  admin = theRow(await db.select().from(users).where(eq(users.email, 'admin@demo.payrail.test')), 'select from users');
  const actor = { userId: admin.id, apiKeyId: null };
  const { record } = await createApiKey(db, {
    organizationId: admin.organizationId,
    name: 'Audit test',
    mode: 'test',
    actor,
  });
  await revokeApiKey(db, admin.organizationId, record.id, actor, now);
  const rule = theRow(
    await db.select().from(markupRules).where(eq(markupRules.organizationId, admin.organizationId)).limit(1),
    'select from markupRules',
  );
  await updateMarkupRule(db, admin.organizationId, rule.id, { enabled: false }, actor, now);
  // Back on: the demo charges below need the account's global markup.
  await updateMarkupRule(db, admin.organizationId, rule.id, { enabled: true }, actor, now);
  const delivery = await sendTestEvent(
    db,
    testScope(admin.organizationId),
    'https://hooks.example.com/hook',
    actor,
    now,
  );
  await resendDelivery(db, testScope(admin.organizationId), delivery.id, actor, now);
  await seedDemoActivity(db);
  await seedDemoOnboarding(db);
}, 60_000);

const entries = async (query: Record<string, string>, organizationId = admin.organizationId) =>
  (await listAuditLog(db, organizationId, listAuditQuerySchema.parse(query))).rows.map(serializeAuditEntry);

describe('audit log', () => {
  it.each([
    'api_key.created',
    'api_key.revoked',
    'markup.updated',
    'webhook.resent',
    'payin.cancel_requested',
    'onboarding.transitioned',
    'merchant_account.created',
  ])('records %s', async (action) => {
    const found = await entries({ action });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((entry) => entry.action === action)).toBe(true);
  });

  it('keeps a markup change’s before and after, and names the user who acted', async () => {
    const [, change] = await entries({ action: 'markup.updated' });
    expect(change?.details).toMatchObject({
      before: expect.objectContaining({ enabled: true }),
      after: expect.objectContaining({ enabled: false }),
    });
    expect(change?.actor).toEqual({
      type: 'user',
      id: admin.id,
      label: 'Ana Admin <admin@demo.payrail.test>',
      name: 'Ana Admin',
      email: 'admin@demo.payrail.test',
      key_prefix: null,
    });
  });

  it('filters by actor and time, newest first, and pages', async () => {
    const mine = await entries({ actor_user_id: String(admin.id) });
    expect(mine.map((entry) => entry.action)).toEqual([
      'webhook.resent',
      'markup.updated',
      'markup.updated',
      'api_key.revoked',
      'api_key.created',
    ]);
    expect(await entries({ created_at_end: '2020-01-01' })).toEqual([]);
    const all = await listAuditLog(db, admin.organizationId, listAuditQuerySchema.parse({ per_page: '2', page: '2' }));
    expect(all.rows).toHaveLength(2);
    expect(all.total).toBeGreaterThan(4);
  });

  it('shows nothing of another organization', async () => {
    const other = await entries({ action: 'api_key.created' }, admin.organizationId + 1);
    expect(other.every((entry) => entry.details.name !== 'Audit test')).toBe(true);
  });
});
