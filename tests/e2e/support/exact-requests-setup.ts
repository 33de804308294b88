import { afterAll, afterEach, expect } from 'vitest';
import { takeIgnoredFieldReports } from './exact-requests';

// Every journey fails when an answer reported request fields the endpoint ignored (exact-requests.ts).
function expectNoReports(): void {
  expect(takeIgnoredFieldReports(), 'requests with fields the endpoint does not need').toEqual([]);
}

afterEach(expectNoReports);
afterAll(expectNoReports);
