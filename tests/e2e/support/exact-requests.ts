import { IGNORED_FIELDS_HEADER } from '../../../mock-server/src/http/request-fields';

/**
 * Our client sends exactly the spec's requests: the spec profile ignores a field an endpoint does
 * not need and names it in a header (docs/lenient-profile.md "Spec profile"), and a journey fails
 * on any such answer, to the page or to a test's own provider call: the reports are noted here and
 * checked after every test by `exact-requests-setup.ts`, a setup file of the journeys' config.
 */

const reports: string[] = [];

/** Notes an answer's report of ignored request fields, if it carries one. */
export function noteIgnoredFields(url: string, headers: Record<string, string>): void {
  const fields = headers[IGNORED_FIELDS_HEADER];
  if (fields !== undefined && fields !== '') reports.push(`${new URL(url).pathname}: ${fields}`);
}

/** The reports noted since the last call (and forgets them). */
export function takeIgnoredFieldReports(): string[] {
  return reports.splice(0);
}
