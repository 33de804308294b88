import { describe, expect, it } from 'vitest';
import { fetchFailure } from './fetch-failure';

describe('fetchFailure', () => {
  it("reads the system's code where fetch puts it, on the error's cause", () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
    });
    expect(fetchFailure(refused)).toBe('connection refused');
  });

  it('names a timeout, a missing host, a certificate problem and anything else', () => {
    const timeout = Object.assign(new Error('t'), { name: 'TimeoutError' });
    expect(fetchFailure(timeout, 5000)).toBe('no answer within 5 s');
    expect(fetchFailure(new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } }))).toBe(
      'host name not found',
    );
    expect(
      fetchFailure(new TypeError('fetch failed', { cause: { code: 'CERT_HAS_EXPIRED' } })),
    ).toBe('TLS certificate: CERT_HAS_EXPIRED');
    expect(fetchFailure(new Error('something odd'))).toBe('something odd');
  });
});
