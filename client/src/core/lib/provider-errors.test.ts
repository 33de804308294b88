import { ProviderError } from '@matka/shared/contract';
import { describe, expect, it } from 'vitest';
import { describeFailure, isUnusableAnswer, isWorthRetrying } from './provider-errors';

const abort = new DOMException('The operation was aborted.', 'AbortError');

const errors = {
  refusal: new ProviderError('refused', 'apiUserLogin', {
    httpStatus: 401,
    serverMessage: 'Invalid username and password',
  }),
  refusalAt200: new ProviderError('refused', 'apiUserLogin', {
    httpStatus: 200,
    serverMessage: 'No',
  }),
  // The production server's "provider unreachable" and a crashed provider both carry a message.
  refusalAt502: new ProviderError('refused', 'apiUserLogin', {
    httpStatus: 502,
    serverMessage: 'Service temporarily unavailable',
  }),
  refusalAt500: new ProviderError('refused', 'apiGetDashboardData', {
    httpStatus: 500,
    serverMessage: 'Something went wrong, please try again later',
  }),
  http500: new ProviderError('http', 'apiGetDashboardData', { httpStatus: 500 }),
  http429: new ProviderError('http', 'apiGetDashboardData', { httpStatus: 429 }),
  garbage: new ProviderError('format', 'apiGetDashboardData', { httpStatus: 200 }),
  refused: new ProviderError('network', 'apiGetDashboardData', {
    cause: new TypeError('Failed to fetch'),
  }),
  timeout: new ProviderError('network', 'apiGetDashboardData', { cause: abort }),
  missing: new ProviderError('missing', 'apiGetHeadline', { httpStatus: 404 }),
  sessionEnded: new ProviderError('sessionEnded', 'apiGetDashboardData', { httpStatus: 200 }),
  notProvider: new TypeError('Failed to fetch'),
};

describe('describeFailure', () => {
  it('reads an answer below HTTP 500 with status false as a refusal, with its message', () => {
    expect(describeFailure(errors.refusal, true)).toEqual({
      kind: 'refused',
      message: 'Invalid username and password',
    });
    expect(describeFailure(errors.refusalAt200, true)).toEqual({ kind: 'refused', message: 'No' });
    // Refused offline is still refused: the provider answered.
    expect(describeFailure(errors.refusal, false).kind).toBe('refused');
  });

  it.each([
    ['a 5xx carrying a message', errors.refusalAt502],
    ['an HTTP 500 refusal body', errors.refusalAt500],
    ['an HTTP 500 page', errors.http500],
    ['another HTTP error', errors.http429],
    ['a body that is not the answer', errors.garbage],
    ['a refused connection', errors.refused],
    ['a timeout', errors.timeout],
    ['a failure before the provider client', errors.notProvider],
  ])('reads %s as unavailable, or offline while the browser is', (_, error) => {
    expect(describeFailure(error, true)).toEqual({ kind: 'unavailable' });
    expect(describeFailure(error, false)).toEqual({ kind: 'offline' });
  });

  it('keeps a missing endpoint and an ended session apart', () => {
    expect(describeFailure(errors.missing, true)).toEqual({
      kind: 'missing',
      path: 'api-get-headline',
    });
    expect(describeFailure(errors.sessionEnded, true)).toEqual({ kind: 'sessionEnded' });
  });
});

describe('isWorthRetrying', () => {
  it('asks again after a failure that may pass', () => {
    for (const error of [errors.http500, errors.refusalAt502, errors.garbage, errors.refused])
      expect(isWorthRetrying(error)).toBe(true);
  });

  it('does not ask again after a refusal, a missing endpoint, an ended session or a timeout', () => {
    for (const error of [errors.refusal, errors.missing, errors.sessionEnded, errors.timeout])
      expect(isWorthRetrying(error)).toBe(false);
  });
});

describe('isUnusableAnswer (optional endpoints)', () => {
  it('is a provider lacking the endpoint: a 404, a page that is not JSON, an HTTP error below 500', () => {
    for (const error of [errors.missing, errors.garbage, errors.http429])
      expect(isUnusableAnswer(error)).toBe(true);
  });

  it('is not a provider that failed or was not reached, nor a refusal', () => {
    for (const error of [errors.http500, errors.refusalAt502, errors.refused, errors.timeout])
      expect(isUnusableAnswer(error)).toBe(false);
    expect(isUnusableAnswer(errors.refusal)).toBe(false);
  });
});
