/**
 * The errors the domain throws. They say what went wrong in the business's terms (a code, the field it concerns,
 * a message for people) and nothing about HTTP: lib/api/errors.ts alone turns them into statuses and each endpoint
 * family's body shape (ARCHITECTURE.md, "Errors"). Callers branch on `code`, never on a status.
 */
export const DOMAIN_ERROR_CODES = [
  /** No such object in the caller's organization and mode: an unknown id and a foreign one look the same. */
  'not_found',
  /** An input breaks a rule the schema cannot see (a duplicate invoice, an unknown account, a weak URL…). */
  'invalid',
  /** The object's current state refuses the action: cancelling a paid charge, paying a rejected one… */
  'state_conflict',
  /** The action exists for test-mode objects only, and this one is live. */
  'live_mode_refused',
  /** Too many attempts at something guessable, such as a password; `retryAfterSeconds` says when to try again. */
  'rate_limited',
  /** The same request (by Idempotency-Key) is still being handled. */
  'in_progress',
  /** The payment processor refused the object before anything was stored. */
  'processor_refused',
  /** A ledger balance (the merchant's available one, as a rule) does not cover the amount; nothing was moved. */
  'insufficient_funds',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export type DomainErrorDetails = {
  /** The input's dotted path (`invoice`, `buyer.document.number`, `Idempotency-Key`) the error is about. */
  field?: string;
  retryAfterSeconds?: number;
};

export class DomainError extends Error {
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.field = details.field;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export const isDomainError = (error: unknown, code?: DomainErrorCode): error is DomainError =>
  error instanceof DomainError && (code === undefined || error.code === code);

export const notFoundError = (message: string) => new DomainError('not_found', message);

/** An input that breaks a rule; `field` is its dotted path in the request, absent when no one field is at fault. */
export const invalidInput = (field: string | undefined, message: string) =>
  new DomainError('invalid', message, field === undefined ? {} : { field });

/** The object's state refuses the action; `field` names the input that asked for it, where there is one. */
export const stateConflict = (message: string, field?: string) =>
  new DomainError('state_conflict', message, field === undefined ? {} : { field });

/** The balance does not cover the movement: reported on the request's `amount`, the input that asked for the money. */
export const insufficientFunds = (message: string) =>
  new DomainError('insufficient_funds', message, { field: 'amount' });
