import { DomainError } from '@/lib/errors';
import { MARKUP_SERVER_ERROR } from '@/lib/markup/schemas';
import type { CancelPayinRefusal } from '@/lib/payin/schemas';
import type { BatchRefusal } from '@/lib/qualification/schemas';
import { ApiError, fromDomainError } from './errors';
import type { WithAuthOptions } from './with-auth';

/**
 * The endpoint families whose errors the provider shapes its own way (docs/api.md lists them). Each is a set of
 * withAuth options: how its domain errors map to statuses, and how every error body, shared ones (401, 429…)
 * included, is reshaped. Everything else answers in the default shapes of lib/api/errors.ts.
 */
type ErrorFamily = Pick<WithAuthOptions, 'errorBody' | 'domainError' | 'serverErrorBody'>;

/** Markup: the default shapes, but an unexpected failure is `{error}`. */
export const markupErrors: ErrorFamily = { serverErrorBody: MARKUP_SERVER_ERROR };

/** Payin cancellation: one shape for every refusal, `{status:false, message}`. */
export const cancelErrors: ErrorFamily = {
  errorBody: (error): CancelPayinRefusal => ({ status: false, message: error.message }),
};

/** Account opening requests: an unknown (or malformed, or foreign) id is 404 `{error}`. */
export const onboardingRequestErrors: ErrorFamily = {
  domainError: (error) =>
    error.code === 'not_found' ? new ApiError(404, { error: error.message }) : fromDomainError(error),
};

function onboardingWebhookError(status: number, code: string, message: string, field?: string): ApiError {
  return new ApiError(status, { success: false, error: { code, message, ...(field ? { field } : {}) } });
}

const WEBHOOK_CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid_body',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_request',
  429: 'rate_limited',
  500: 'server_error',
};
const WEBHOOK_CODE_BY_FIELD: Record<string, string> = { event: 'invalid_event', url: 'invalid_url' };

function onboardingWebhookDomainError(error: DomainError): ApiError {
  if (error.code === 'invalid') {
    const code = (error.field && WEBHOOK_CODE_BY_FIELD[error.field]) ?? 'invalid_body';
    return onboardingWebhookError(400, code, error.message, error.field);
  }
  const status = fromDomainError(error).status;
  return onboardingWebhookError(status, WEBHOOK_CODE_BY_STATUS[status] ?? 'error', error.message);
}

/**
 * The onboarding webhook endpoint: `{success:false, error:{code, message, field?}}` for its 400s and 401 and, so a
 * client parses one shape, for every other refusal of that endpoint too.
 */
export const onboardingWebhookErrors: ErrorFamily = {
  domainError: onboardingWebhookDomainError,
  errorBody: (error) =>
    error.body.success === false
      ? error.body
      : onboardingWebhookError(error.status, WEBHOOK_CODE_BY_STATUS[error.status] ?? 'error', error.message).body,
};

/** Data qualification's own 400 shape, also for a request that fails before any record is read. */
export const batchRefusedBody = (message: string): BatchRefusal => ({
  message,
  info: {
    errors: [{ line: null, batch_code: null, custom_code: null, message }],
    uploadSuccess: [],
    uploadChangeService: [],
  },
});

export const batchRefused = (message: string) => new ApiError(400, batchRefusedBody(message));

/** A malformed, oversized or non-JSON body is refused in the batch's shape; authentication errors keep the API's own. */
const REFUSED_BODY_STATUSES = new Set([400, 413, 415]);

export const qualificationBatchErrors: ErrorFamily = {
  errorBody: (error) =>
    REFUSED_BODY_STATUSES.has(error.status) && !('info' in error.body) ? batchRefusedBody(error.message) : error.body,
};
