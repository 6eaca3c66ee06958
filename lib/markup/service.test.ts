import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, markupRules, merchantAccounts, type MerchantAccount } from '@/db/schema';
import { freshTestDb } from '@/test/db';
import { createMarkupRule, enabledMarkupRules, resolveMarkup, updateMarkupRule } from './service';
import { theRow } from '@/db/rows';

let db: Db;
let online: MerchantAccount;
let marketplace: MerchantAccount;

beforeEach(async () => {
  db = await freshTestDb();
  online = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Online')),
    'select from merchantAccounts',
  );
  marketplace = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Marketplace')),
    'select from merchantAccounts',
  );
});

describe('resolveMarkup', () => {
  it('prefers inline markup over the global rule', async () => {
    const inline = { mode: 'fixed' as const, amount: 3 };
    expect(await resolveMarkup(db, online, 'payin', 'pix', inline)).toEqual({
      source: 'inline',
      terms: inline,
      ruleId: null,
    });
  });

  it("applies the account's enabled global rule when enable_markup is on", async () => {
    const resolved = await resolveMarkup(db, online, 'payin', 'pix');
    expect(resolved).toMatchObject({
      source: 'global',
      terms: { mode: 'percent', amount: '1.50', min_charge_value: '0.50', max_charge_value: '10.00' },
    });
  });

  it('applies nothing when enable_markup is off, even with a rule', async () => {
    await db.insert(markupRules).values({
      organizationId: marketplace.organizationId,
      accountId: marketplace.id,
      product: 'payin',
      paymentMethod: 'pix',
      mode: 'fixed',
      amount: '1.00',
    });
    expect(await resolveMarkup(db, marketplace, 'payin', 'pix')).toBeNull();
  });

  it('fails with 422 on markup when enable_markup is on and no enabled rule exists', async () => {
    await expect(resolveMarkup(db, online, 'payin', 'credit_card')).rejects.toMatchObject({
      code: 'invalid',
      field: 'markup',
      message: expect.any(String),
    });
    await db.update(markupRules).set({ enabled: false }).where(eq(markupRules.accountId, online.id));
    await expect(resolveMarkup(db, online, 'payout', 'pix')).rejects.toMatchObject({ code: 'invalid' });
  });

  it('reads the rule inside the caller’s transaction', async () => {
    await db
      .transaction(async (tx) => {
        await tx.update(markupRules).set({ amount: '9.99' }).where(eq(markupRules.accountId, online.id));
        expect(await resolveMarkup(tx, online, 'payin', 'billet')).toMatchObject({ terms: { amount: '9.99' } });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await resolveMarkup(db, online, 'payin', 'billet')).toMatchObject({ terms: { amount: '2.50' } });
  });
});

describe('enabledMarkupRules', () => {
  it('lists, for the new-payment forms, the rules resolveMarkup applies and no disabled one', async () => {
    const [onlinePayinPix] = await db
      .update(markupRules)
      .set({ enabled: false })
      .where(
        and(
          eq(markupRules.accountId, online.id),
          eq(markupRules.product, 'payin'),
          eq(markupRules.paymentMethod, 'pix'),
        ),
      )
      .returning();
    const listed = await enabledMarkupRules(db, online.organizationId);
    expect(listed.every((rule) => rule.enabled && rule.organizationId === online.organizationId)).toBe(true);
    expect(listed.map((rule) => rule.id)).not.toContain(onlinePayinPix!.id);
    const ofOnline = listed.filter((candidate) => candidate.accountId === online.id);
    expect(ofOnline.length).toBeGreaterThan(0);
    for (const rule of ofOnline) {
      const method = rule.paymentMethod as Parameters<typeof resolveMarkup>[3];
      const resolved = await resolveMarkup(db, online, rule.product, method);
      expect(resolved?.ruleId).toBe(rule.id);
    }
    await expect(resolveMarkup(db, online, 'payin', 'pix')).rejects.toMatchObject({ field: 'markup' });
  });
});

describe('markup audit', () => {
  it('records who created and changed a rule, with before and after', async () => {
    const actor = { userId: null, apiKeyId: null };
    const now = new Date('2026-11-22T12:00:00Z');
    const rule = await createMarkupRule(
      db,
      marketplace.organizationId,
      {
        account_id: marketplace.id,
        product: 'payout',
        payment_method: 'pix',
        type: 'global',
        mode: 'percent',
        amount: 1,
        min_charge_value: 0.5,
        max_charge_value: 3,
      },
      actor,
      now,
    );
    await updateMarkupRule(db, marketplace.organizationId, rule.id, { mode: 'fixed', amount: 2 }, actor, now);
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, String(rule.id)));
    const created = entries.find((entry) => entry.action === 'markup.created')!;
    const updated = entries.find((entry) => entry.action === 'markup.updated')!;
    expect(created.details).toMatchObject({ after: { mode: 'percent', amount: 1, min_charge_value: 0.5 } });
    expect(updated.details).toMatchObject({
      before: { mode: 'percent', min_charge_value: 0.5, max_charge_value: 3 },
      after: { mode: 'fixed', amount: 2, min_charge_value: null, max_charge_value: null },
    });
  });
});
