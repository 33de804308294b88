import { afterAll, afterEach, expect } from 'vitest';
import { IGNORED_FIELDS_HEADER } from '../../../mock-server/src/http/request-fields';

/**
 * Our client sends exactly the spec's requests: the spec profile ignores a field an endpoint does
 * not need and names it in a header (docs/lenient-profile.md "Spec profile"), and a journey fails
 * on any such answer, to the page or to a test's own provider call. A setup file of the journeys'
 * vitest config (`vitest.config.ts`), so every journey file checks it.
 */

const reports: string[] = [];

/** Notes an answer's report of ignored request fields, if it carries one. */
export function noteIgnoredFields(url: string, headers: Record<string, string>): void {
  const fields = headers[IGNORED_FIELDS_HEADER];
  if (fields !== undefined && fields !== '') reports.push(`${new URL(url).pathname}: ${fields}`);
}

function expectNoReports(): void {
  const found = reports.splice(0);
  expect(found, 'requests with fields the endpoint does not need').toEqual([]);
}

afterEach(expectNoReports);
afterAll(expectNoReports);
