import { randomUUID } from 'node:crypto';
import { getDb, type Db } from '@/db/client';
import type { MerchantAccount } from '@/db/schema';
import type { Role } from '@/lib/accounts/schemas';
import { resolveMerchant } from '@/lib/accounts/organizations';
import type { Actor } from '@/lib/audit/service';
import { limits } from '@/lib/config';
import { systemClock } from '@/lib/clock';
import { logger } from '@/lib/logger';
import { authenticate, roleAllows, type Principal } from './authenticate';
import { DomainError } from '@/lib/errors';
import { ApiError, forbidden, fromDomainError, json, serverError } from './errors';
import { localizeErrorBody } from './localize';
import {
  abandonIdempotentRequest,
  finishIdempotentRequest,
  requestFingerprint,
  startIdempotentRequest,
} from '@/lib/idempotency/service';
import { parseJsonBody, queryObject, readBodyText } from './parse';
import { consumeRateLimit } from './rate-limit';
import { isDraining } from '@/lib/draining';

export type HandlerContext<P> = {
  req: Request;
  params: P;
  db: Db;
  now: Date;
  principal: Principal;
  actor: Actor;
  requestId: string;
  /** The parsed JSON body; `undefined` when empty. */
  body: unknown;
  query: Record<string, string>;
  /** Applies the `merchant_id` rule (lib/accounts/merchant-rules.ts) to a value taken from the body or the query. */
  merchant: (merchantId: unknown) => Promise<MerchantAccount>;
};

export type WithAuthOptions = {
  /** Least role allowed; defaults to `view` for reads and `write` for everything else. */
  role?: Role;
  /** Create endpoints opt into `Idempotency-Key` replay. */
  idempotent?: boolean;
  maxBodyBytes?: number;
  /** The body of an unexpected failure, where the endpoint's family has its own (markup: `{error}`; docs/api.md). */
  serverErrorBody?: Record<string, unknown>;
  /** Reshapes every error body, for an endpoint whose family gives all its errors one shape (cancel: `{status:false,message}`). */
  errorBody?: (error: ApiError) => Record<string, unknown>;
  /** Maps the domain's errors, for a family whose statuses differ from the default's (lib/api/error-families.ts). */
  domainError?: (error: DomainError) => ApiError;
  /** The one route a session holding a one-time password may call: replacing it. */
  passwordChange?: boolean;
};

const PASSWORD_CHANGE_REQUIRED = 'Change your one-time password before doing anything else.';

type RouteContext<P> = { params: Promise<P> };

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The one wrapper of every API route: authenticate, rate-limit, check the role, cap and parse the body,
 * replay idempotent requests, and map every failure to its status and body shape.
 */
export function withAuth<P = Record<string, never>>(
  options: WithAuthOptions,
  handler: (ctx: HandlerContext<P>) => Promise<Response>,
) {
  return async (req: Request, route: RouteContext<P>): Promise<Response> => {
    const requestId = randomUUID();
    const response = await handle(req, route, requestId).catch((error: unknown) => {
      const apiError = asApiError(error);
      if (apiError) return shapedErrorResponse(apiError, req);
      logger.error({ err: error, requestId, method: req.method, url: req.url }, 'unhandled API error');
      return options.serverErrorBody ? json(options.serverErrorBody, 500) : shapedErrorResponse(serverError(), req);
    });
    response.headers.set('x-request-id', requestId);
    // Every answer here is one caller's data or one caller's error: no shared or browser cache may keep it.
    response.headers.set('cache-control', 'no-store');
    // Shutting down: the client's kept-alive connection would keep next start's listener from closing (lib/shutdown.ts).
    if (isDraining()) response.headers.set('connection', 'close');
    return response;
  };

  /** The answer for an expected failure; null for anything else, which is a 500. */
  function asApiError(error: unknown): ApiError | null {
    if (error instanceof DomainError) return (options.domainError ?? fromDomainError)(error);
    return error instanceof ApiError ? error : null;
  }

  /** The error in its family's shape, its messages in the caller's language (English unless Accept-Language says pt). */
  function shapedErrorResponse(error: ApiError, req: Request): Response {
    const body = options.errorBody ? options.errorBody(error) : error.body;
    return json(localizeErrorBody(body, req.headers.get('accept-language')), error.status, error.headers);
  }

  async function handle(req: Request, route: RouteContext<P>, requestId: string): Promise<Response> {
    const db = await getDb();
    const now = systemClock();
    const principal = await authenticate(req, db, now);
    if (principal.passwordChangeRequired && !options.passwordChange) throw forbidden(PASSWORD_CHANGE_REQUIRED);
    await consumeRateLimit(db, principal.apiKeyId ? `key:${principal.apiKeyId}` : `user:${principal.userId}`);
    const isRead = READ_METHODS.has(req.method);
    if (!roleAllows(principal.role, options.role ?? (isRead ? 'view' : 'write'))) throw forbidden();

    const bodyText = isRead
      ? ''
      : await readBodyText(req, options.maxBodyBytes ?? limits.maxBodyBytes(), limits.bodyTimeoutMs());
    const ctx: HandlerContext<P> = {
      req,
      params: await route.params,
      db,
      now,
      principal,
      actor: { userId: principal.userId, apiKeyId: principal.apiKeyId },
      requestId,
      body: parseJsonBody(bodyText, req.headers.get('content-type')),
      query: queryObject(req),
      merchant: (merchantId) => resolveMerchant(db, principal.organizationId, merchantId),
    };

    const idempotencyKey = options.idempotent ? req.headers.get('idempotency-key') : null;
    if (idempotencyKey === null) return handler(ctx);
    return runIdempotently(ctx, idempotencyKey, bodyText);
  }

  async function runIdempotently(ctx: HandlerContext<P>, key: string, bodyText: string): Promise<Response> {
    const { db, principal, req, now } = ctx;
    const scope = { organizationId: principal.organizationId, livemode: principal.livemode, key };
    const fingerprint = requestFingerprint(req.method, new URL(req.url).pathname, bodyText);
    const start = await startIdempotentRequest(db, { ...scope, fingerprint, now });
    if (start.kind === 'replay') {
      return new Response(start.body, {
        status: start.status,
        headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
      });
    }
    let response: Response;
    try {
      response = await handler(ctx).catch((error: unknown) => {
        const apiError = asApiError(error);
        if (apiError && apiError.status < 500) return shapedErrorResponse(apiError, req);
        throw error;
      });
    } catch (error) {
      await abandonIdempotentRequest(db, scope);
      throw error;
    }
    if (response.status >= 500) {
      await abandonIdempotentRequest(db, scope);
      return response;
    }
    await finishIdempotentRequest(db, { ...scope, status: response.status, body: await response.clone().text() });
    return response;
  }
}
