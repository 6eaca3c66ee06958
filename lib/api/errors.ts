import type { z } from 'zod';
import { DomainError, type DomainErrorCode } from '@/lib/errors';

/** An error that already knows its HTTP status and the body shape of its endpoint. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export type FieldErrors = Record<string, string[]>;

export const unauthenticated = () => new ApiError(401, { message: 'Unauthenticated.' });
export const forbidden = (message = 'This action is unauthorized.') => new ApiError(403, { message });
export const crossOriginWrite = () =>
  new ApiError(403, {
    message: 'A change made with the session cookie must come from this site (Origin or Sec-Fetch-Site did not match).',
  });
export const notFound = (message = 'Not Found.') => new ApiError(404, { message });
export const malformedJson = () => new ApiError(400, { message: 'The request body is not valid JSON.' });
export const nulCharacter = (where: 'body' | 'query') =>
  new ApiError(400, { message: `The request ${where} contains a NUL character (\\u0000), which no field accepts.` });
export const payloadTooLarge = (maxBytes: number) =>
  new ApiError(413, { message: `The request body is larger than the ${maxBytes} bytes allowed.` });
export const unsupportedMediaType = () =>
  new ApiError(415, { message: 'The request body must be sent as Content-Type: application/json.' });
export const requestTimeout = (timeoutMs: number) =>
  new ApiError(408, { message: `The request body did not arrive within ${timeoutMs / 1000} seconds.` });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, { message: 'Too Many Attempts.' }, { 'Retry-After': String(retryAfterSeconds) });

/** 422 in the provider's validation shape (docs/api.md): the first message as `message`, every message under its dotted field key. */
export function validationFailed(errors: FieldErrors): ApiError {
  const messages = Object.values(errors).flat();
  const others = messages.length - 1;
  const message = others > 0 ? `${messages[0]} (and ${others} more error${others > 1 ? 's' : ''})` : messages[0];
  return new ApiError(422, { message, errors });
}

const fieldErrorBody = (field: string, message: string) => validationFailed({ [field]: [message] }).body;

export function fieldError(field: string, message: string): ApiError {
  return validationFailed({ [field]: [message] });
}

/** zod issues keyed by their dotted path (`markup.mode`, `buyer.document.number`); root issues under `body`. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export const serverError = () => new ApiError(500, { message: 'Server Error' });

const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  not_found: 404,
  invalid: 422,
  state_conflict: 422,
  live_mode_refused: 403,
  rate_limited: 429,
  in_progress: 409,
  processor_refused: 400,
  insufficient_funds: 422,
};

/**
 * A domain error in the API's default shapes (docs/api.md): `{message, errors}` when it names a field, `{message}`
 * otherwise. Endpoint families with shapes of their own map it themselves (lib/api/error-families.ts).
 */
export function fromDomainError(error: DomainError): ApiError {
  const status = statusOf(error);
  const headers: Record<string, string> =
    error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
  const body = error.field === undefined ? { message: error.message } : fieldErrorBody(error.field, error.message);
  return new ApiError(status, body, headers);
}

export const statusOf = (error: DomainError): number => STATUS_BY_CODE[error.code];
