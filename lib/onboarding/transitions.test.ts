import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountOpeningStatusHistory, auditLog } from '@/db/schema';
import { testScope } from '@/lib/livemode';
import { freshTestDb } from '@/test/db';
import type { OnboardingStatus } from './rules';
import { transitionAccountOpeningRequest } from './service';
import { accountsOf, actor, at, create, db, demoStore, expectDomainError, move, useFreshDb } from '@/test/onboarding';

beforeEach(async () => useFreshDb(await freshTestDb()));

describe('transitionAccountOpeningRequest', () => {
  it('walks every allowed move, appending history, auditing each, and opening the account on the first activation only', async () => {
    const { request } = await create();
    const before = (await accountsOf(demoStore)).length;
    const path: OnboardingStatus[] = ['due_diligence_review', 'active', 'inactive', 'active', 'closed'];
    let accountId: number | null = null;
    for (const [index, status] of path.entries()) {
      const view = await move(request.id, status, at((index + 1) * 60_000));
      expect(view.request.status).toBe(status);
      expect(view.history.map((change) => change.status)).toEqual(['pending', ...path.slice(0, index + 1)]);
      expect(view.request.updatedAt).toEqual(at((index + 1) * 60_000));
      if (status === 'active') {
        accountId ??= view.request.accountId;
        expect(view.request.accountId).toBe(accountId);
      }
    }
    const accounts = await accountsOf(demoStore);
    expect(accounts).toHaveLength(before + 1);
    expect(accounts.find((account) => account.id === accountId)).toMatchObject({
      name: 'Padaria Pão Quente',
      organizationId: demoStore,
    });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, request.id), eq(auditLog.action, 'onboarding.transitioned')))
      .orderBy(auditLog.id);
    expect(audits.map((audit) => [audit.details.from, audit.details.to])).toEqual([
      ['pending', 'due_diligence_review'],
      ['due_diligence_review', 'active'],
      ['active', 'inactive'],
      ['inactive', 'active'],
      ['active', 'closed'],
    ]);
  });

  it('refuses a move the table does not allow: a state conflict on status, nothing written', async () => {
    const { request } = await create();
    const refusedOnStatus = { code: 'state_conflict' as const, field: 'status' };
    await expectDomainError(move(request.id, 'active'), {
      ...refusedOnStatus,
      message: expect.stringContaining('from pending to active'),
    });
    await expectDomainError(move(request.id, 'pending'), refusedOnStatus);
    await move(request.id, 'due_diligence_review');
    await move(request.id, 'canceled', at(120_000));
    await expectDomainError(move(request.id, 'due_diligence_review', at(180_000)), {
      ...refusedOnStatus,
      message: expect.stringContaining('final'),
    });
    const history = await db
      .select()
      .from(accountOpeningStatusHistory)
      .where(eq(accountOpeningStatusHistory.requestId, request.id));
    expect(history.map((change) => change.status)).toEqual(['pending', 'due_diligence_review', 'canceled']);
  });

  it('keeps the operator’s reason in the history', async () => {
    const { request } = await create();
    await transitionAccountOpeningRequest(
      db,
      testScope(demoStore),
      request.id,
      { status: 'due_diligence_review', reason: 'Documents received.' },
      actor,
      at(1_000),
    );
    const [, change] = await db
      .select()
      .from(accountOpeningStatusHistory)
      .where(eq(accountOpeningStatusHistory.requestId, request.id))
      .orderBy(accountOpeningStatusHistory.id);
    expect(change).toMatchObject({ status: 'due_diligence_review', reason: 'Documents received.' });
  });

  it('of racing transitions exactly one applies; racing activations open one account', async () => {
    const { request } = await create();
    const moves = await Promise.allSettled(Array.from({ length: 6 }, () => move(request.id, 'due_diligence_review')));
    expect(moves.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of moves.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toMatchObject({ code: 'state_conflict', field: 'status' });
    }
    const before = (await accountsOf(demoStore)).length;
    const activations = await Promise.allSettled(
      Array.from({ length: 4 }, () => move(request.id, 'active', at(120_000))),
    );
    expect(activations.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await accountsOf(demoStore)).toHaveLength(before + 1);
    const history = await db
      .select()
      .from(accountOpeningStatusHistory)
      .where(eq(accountOpeningStatusHistory.requestId, request.id));
    expect(history.map((change) => change.status)).toEqual(['pending', 'due_diligence_review', 'active']);
  });
});
