import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import {
  accountOpeningRequests,
  accountOpeningStatusHistory,
  merchantAccounts,
  type AccountOpeningRequest,
  type AccountOpeningStatusChange,
} from '@/db/schema';
import { notFoundError, stateConflict } from '@/lib/errors';
import { createdRangeFilters } from '@/db/filters';
import { recordAudit, type Actor } from '@/lib/audit/service';
import type { Scope } from '@/lib/livemode';
import { enqueueWebhook } from '@/lib/webhooks/service';
import { isRequestId, transitionProblem } from './rules';
import type {
  CreateAccountOpeningRequestInput,
  ListRequestsQuery,
  OnboardingEvent,
  TransitionRequestInput,
} from './schemas';
import { findWebhookRegistration } from './webhooks';
import { theRow } from '@/db/rows';

// Not marked 'server-only': scripts/seed/ runs this service under tsx (scripts/seed.ts), where that marker throws.

export const REQUEST_NOT_FOUND = 'Account opening request not found.';
const requestNotFound = () => notFoundError(REQUEST_NOT_FOUND);

export const ONBOARDING_EVENT = 'onboarding';
const RESOURCE_TYPE = 'account_opening_request';

export type RequestView = { request: AccountOpeningRequest; history: AccountOpeningStatusChange[] };

/** A path id that is not a UUID names no request: 404 like an unknown one. */
export function parseRequestId(value: string): string {
  if (!isRequestId(value)) throw requestNotFound();
  return value.toLowerCase();
}

type NewRequest = { input: CreateAccountOpeningRequestInput; apiKeyId: number | null; actor: Actor; now: Date };

/** A new request is `pending`, with that first status in its history. */
export async function createAccountOpeningRequest(
  db: Db,
  organizationId: number,
  { input, apiKeyId, actor, now }: NewRequest,
): Promise<RequestView> {
  return db.transaction(async (tx) => {
    const request = theRow(
      await tx
        .insert(accountOpeningRequests)
        .values({ organizationId, apiKeyId, company: input.company, status: 'pending', createdAt: now, updatedAt: now })
        .returning(),
      'insert into accountOpeningRequests',
    );
    const first = theRow(
      await tx
        .insert(accountOpeningStatusHistory)
        .values({ requestId: request.id, status: 'pending', createdAt: now })
        .returning(),
      'insert into accountOpeningStatusHistory',
    );
    await recordAudit(tx, {
      organizationId,
      actor,
      action: 'onboarding.created',
      resourceType: RESOURCE_TYPE,
      resourceId: request.id,
      details: { legal_name: input.company.legal_name, tax_id: input.company.tax_id },
    });
    return { request, history: [first] };
  });
}

async function historiesOf(db: Executor, requestIds: string[]): Promise<Map<string, AccountOpeningStatusChange[]>> {
  const byRequest = new Map<string, AccountOpeningStatusChange[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(accountOpeningStatusHistory)
    .where(inArray(accountOpeningStatusHistory.requestId, requestIds))
    .orderBy(asc(accountOpeningStatusHistory.id));
  for (const row of rows) byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
  return byRequest;
}

const ofOrganization = (organizationId: number, id: string) =>
  and(eq(accountOpeningRequests.id, id), eq(accountOpeningRequests.organizationId, organizationId));

export async function getAccountOpeningRequest(db: Executor, organizationId: number, id: string): Promise<RequestView> {
  const [request] = await db.select().from(accountOpeningRequests).where(ofOrganization(organizationId, id));
  if (!request) throw requestNotFound();
  return { request, history: (await historiesOf(db, [id])).get(id) ?? [] };
}

const SORT_COLUMNS = { created_at: accountOpeningRequests.createdAt, updated_at: accountOpeningRequests.updatedAt };

export async function listAccountOpeningRequests(
  db: Executor,
  organizationId: number,
  query: ListRequestsQuery,
): Promise<{ views: RequestView[]; total: number }> {
  const filters: SQL[] = [eq(accountOpeningRequests.organizationId, organizationId)];
  if (query.status) filters.push(eq(accountOpeningRequests.status, query.status));
  filters.push(...createdRangeFilters(accountOpeningRequests.createdAt, query.created_after, query.created_before));
  const where = and(...filters);
  const direction = query.sort_order === 'asc' ? asc : desc;
  const { total } = theRow(
    await db.select({ total: count() }).from(accountOpeningRequests).where(where),
    'count of accountOpeningRequests',
  );
  const rows = await db
    .select()
    .from(accountOpeningRequests)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[query.sort_by]), direction(accountOpeningRequests.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const histories = await historiesOf(
    db,
    rows.map((row) => row.id),
  );
  return { views: rows.map((request) => ({ request, history: histories.get(request.id) ?? [] })), total };
}

/** The onboarding event, to the organization's registered URL if it has one; `account_id` only on the first activation. */
async function enqueueOnboardingEvent(
  tx: Executor,
  request: AccountOpeningRequest,
  livemode: boolean,
  firstActivation: boolean,
  now: Date,
): Promise<void> {
  const registration = await findWebhookRegistration(tx, request.organizationId, ONBOARDING_EVENT);
  if (!registration) return;
  const payload: OnboardingEvent = {
    id: request.id,
    status: request.status,
    updated_at: request.updatedAt.toISOString(),
  };
  if (firstActivation && request.accountId !== null) payload.account_id = request.accountId;
  await enqueueWebhook(tx, {
    organizationId: request.organizationId,
    livemode,
    eventKind: ONBOARDING_EVENT,
    resourceType: RESOURCE_TYPE,
    resourceId: request.id,
    url: registration.url,
    payload,
    signature: { kind: 'body' },
    apiKeyId: request.apiKeyId,
    now,
  });
}

/**
 * An operator's decision. The row is locked first (SELECT … FOR UPDATE), so of two racing transitions the second
 * sees the first's result and is judged against it. History, audit, the first activation's merchant account and
 * the event are written in the same transaction. Requests have no mode; the event is in the mode of the caller.
 */
export async function transitionAccountOpeningRequest(
  db: Db,
  scope: Scope,
  id: string,
  input: TransitionRequestInput,
  actor: Actor,
  now: Date,
): Promise<RequestView> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(accountOpeningRequests)
      .where(ofOrganization(scope.organizationId, id))
      .for('update');
    if (!current) throw requestNotFound();
    const problem = transitionProblem(current.status, input.status);
    if (problem) throw stateConflict(problem, 'status');

    const firstActivation = input.status === 'active' && current.accountId === null;
    let accountId = current.accountId;
    if (firstActivation) {
      const account = theRow(
        await tx
          .insert(merchantAccounts)
          .values({
            organizationId: current.organizationId,
            name: current.company.trade_name,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
        'insert into merchantAccounts',
      );
      accountId = account.id;
      await recordAudit(tx, {
        organizationId: scope.organizationId,
        actor,
        action: 'merchant_account.created',
        resourceType: 'merchant_account',
        resourceId: account.id,
        details: { name: account.name, account_opening_request_id: id },
      });
    }
    const moved = theRow(
      await tx
        .update(accountOpeningRequests)
        .set({ status: input.status, accountId, updatedAt: now })
        .where(eq(accountOpeningRequests.id, id))
        .returning(),
      'update of accountOpeningRequests',
    );
    await tx
      .insert(accountOpeningStatusHistory)
      .values({ requestId: id, status: input.status, reason: input.reason ?? null, createdAt: now });
    await recordAudit(tx, {
      organizationId: scope.organizationId,
      actor,
      action: 'onboarding.transitioned',
      resourceType: RESOURCE_TYPE,
      resourceId: id,
      details: {
        from: current.status,
        to: input.status,
        reason: input.reason ?? null,
        ...(firstActivation ? { account_id: accountId } : {}),
      },
    });
    await enqueueOnboardingEvent(tx, moved, scope.livemode, firstActivation, now);
    return { request: moved, history: (await historiesOf(tx, [id])).get(id) ?? [] };
  });
}
