import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { endpointNames, endpoints } from './endpoints';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds nothing until asked, then the same schema every time', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ a: z.string() });
    });
    expect(builds).toBe(0);
    const first = schema();
    expect(schema()).toBe(first);
    expect(builds).toBe(1);
    expect(first.parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});

describe('the endpoint table', () => {
  it('reads one schema object per endpoint and side, however often it is read', () => {
    for (const name of endpointNames) {
      const row = endpoints[name];
      expect(row.request, name).toBe(endpoints[name].request);
      expect(row.response, name).toBe(endpoints[name].response);
      expect(typeof row.request.def, name).toBe('object');
    }
  });

  it('lists the schemas with the other fields of a row', () => {
    const row = { ...endpoints.apiGetDashboardData };
    expect(Object.keys(row).sort()).toEqual(
      ['auth', 'blankWhenSignedOut', 'path', 'request', 'response'].sort(),
    );
    expect(row.response).toBe(endpoints.apiGetDashboardData.response);
  });
});
