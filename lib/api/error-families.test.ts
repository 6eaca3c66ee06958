import { describe, expect, it } from 'vitest';
import {
  DOMAIN_ERROR_CODES,
  DomainError,
  insufficientFunds,
  invalidInput,
  notFoundError,
  stateConflict,
} from '@/lib/errors';
import {
  batchRefusedBody,
  cancelErrors,
  onboardingRequestErrors,
  onboardingWebhookErrors,
  qualificationBatchErrors,
} from './error-families';
import { ApiError, fromDomainError, unauthenticated } from './errors';

describe('the default mapping of domain errors', () => {
  it('gives every code its status', () => {
    const statuses = Object.fromEntries(
      DOMAIN_ERROR_CODES.map((code) => [code, fromDomainError(new DomainError(code, 'x')).status]),
    );
    expect(statuses).toEqual({
      not_found: 404,
      invalid: 422,
      state_conflict: 422,
      live_mode_refused: 403,
      rate_limited: 429,
      in_progress: 409,
      processor_refused: 400,
      insufficient_funds: 422,
    });
  });

  it('answers {message, errors} when a field is at fault, {message} otherwise', () => {
    expect(fromDomainError(invalidInput('buyer.document.number', 'Not a CPF.')).body).toEqual({
      message: 'Not a CPF.',
      errors: { 'buyer.document.number': ['Not a CPF.'] },
    });
    expect(fromDomainError(stateConflict('Already paid.')).body).toEqual({ message: 'Already paid.' });
    expect(fromDomainError(notFoundError('Payin not found.')).body).toEqual({ message: 'Payin not found.' });
  });

  it('answers a shortage of funds with 422 on amount', () => {
    expect(fromDomainError(insufficientFunds('The available balance does not cover R$ 10,00.'))).toMatchObject({
      status: 422,
      body: {
        message: 'The available balance does not cover R$ 10,00.',
        errors: { amount: ['The available balance does not cover R$ 10,00.'] },
      },
    });
  });

  it('says when to retry a rate-limited attempt', () => {
    const error = fromDomainError(new DomainError('rate_limited', 'Too Many Attempts.', { retryAfterSeconds: 42 }));
    expect(error.headers).toEqual({ 'Retry-After': '42' });
  });
});

describe('endpoint families', () => {
  it('onboarding requests: not found is 404 {error}; other errors keep the default', () => {
    const { domainError } = onboardingRequestErrors;
    expect(domainError?.(notFoundError('Account opening request not found.'))).toMatchObject({
      status: 404,
      body: { error: 'Account opening request not found.' },
    });
    expect(domainError?.(stateConflict('Final.', 'status'))).toMatchObject({
      status: 422,
      body: { errors: { status: ['Final.'] } },
    });
  });

  it('onboarding webhooks: 400 with a code per field, and every shared error in the same shape', () => {
    const { domainError, errorBody } = onboardingWebhookErrors;
    expect(domainError?.(invalidInput('url', 'Bad URL.'))).toMatchObject({
      status: 400,
      body: { success: false, error: { code: 'invalid_url', message: 'Bad URL.', field: 'url' } },
    });
    expect(domainError?.(invalidInput('event', 'Bad event.'))?.body).toMatchObject({
      error: { code: 'invalid_event', field: 'event' },
    });
    expect(domainError?.(invalidInput(undefined, 'Not an object.'))?.body).toEqual({
      success: false,
      error: { code: 'invalid_body', message: 'Not an object.' },
    });
    expect(domainError?.(notFoundError('Nothing registered.'))).toMatchObject({
      status: 404,
      body: { success: false, error: { code: 'not_found' } },
    });
    expect(errorBody?.(unauthenticated())).toEqual({
      success: false,
      error: { code: 'unauthorized', message: 'Unauthenticated.' },
    });
  });

  it('payin cancellation: {status:false, message} for every refusal', () => {
    expect(cancelErrors.errorBody?.(fromDomainError(stateConflict('Too early.')))).toEqual({
      status: false,
      message: 'Too early.',
    });
  });

  it('data qualification batches: a refused body takes the batch shape, authentication keeps its own', () => {
    const { errorBody } = qualificationBatchErrors;
    expect(errorBody?.(new ApiError(415, { message: 'JSON only.' }))).toEqual(batchRefusedBody('JSON only.'));
    expect(errorBody?.(unauthenticated())).toEqual({ message: 'Unauthenticated.' });
  });
});
