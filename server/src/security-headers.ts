import type { FastifyHelmetOptions } from '@fastify/helmet';

export interface PolicySources {
  readonly scriptHashes: readonly string[];
  /** Its slider and QR images are absolute URLs on its host. */
  readonly providerUrl: string;
  readonly imageOrigins: readonly string[];
  /** '' (or a path) is this server; an absolute URL is called directly. */
  readonly apiBaseUrl: string;
}

function originOf(url: string): string | undefined {
  const base = 'http://same-origin.invalid';
  const origin = new URL(url, base).origin;
  return origin === base ? undefined : origin;
}

const unique = (sources: readonly (string | undefined)[]) => [
  ...new Set(sources.filter((source): source is string => source !== undefined)),
];

// Styles allow 'unsafe-inline': react-toastify and pulltorefreshjs insert `<style>` at run time
// (docs/decisions/008-production-server.md).
function contentSecurityPolicy(sources: PolicySources): Record<string, string[]> {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...sources.scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", originOf(sources.providerUrl), ...sources.imageOrigins]),
    'connect-src': unique(["'self'", originOf(sources.apiBaseUrl)]),
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** HSTS without includeSubDomains: the deployer's other subdomains are not ours to decide. */
export function helmetOptions(sources: PolicySources): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(sources) },
    strictTransportSecurity: { maxAge: ONE_YEAR_S, includeSubDomains: false },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  };
}
