import type { FastifyHelmetOptions } from '@fastify/helmet';

/** What the app loads from where, for the Content-Security-Policy. */
export interface PolicySources {
  /** Hash sources of index.html's inline scripts (`client-files.ts`). */
  readonly scriptHashes: readonly string[];
  /** PROVIDER_URL: its slider and QR images are absolute URLs on its host. */
  readonly providerUrl: string;
  /** IMAGE_ORIGINS: other hosts the provider's images are on (a CDN). */
  readonly imageOrigins: readonly string[];
  /** config.json's apiBaseUrl: '' (or a path) is this server; an absolute URL is called directly. */
  readonly apiBaseUrl: string;
}

/** The origin of an absolute URL; undefined for '' or a path (same origin). */
function originOf(url: string): string | undefined {
  const base = 'http://same-origin.invalid';
  const origin = new URL(url, base).origin;
  return origin === base ? undefined : origin;
}

const unique = (sources: readonly (string | undefined)[]) => [
  ...new Set(sources.filter((source): source is string => source !== undefined)),
];

/**
 * The policy the app runs under (docs/decisions/008-production-server.md, "Content-Security-Policy"):
 * nothing by default; scripts from this origin plus the hashed inline preload script; images from
 * here and the provider; calls to this origin (the proxy). Styles allow 'unsafe-inline' because
 * react-toastify and pulltorefreshjs insert `<style>` elements at run time. UPI, WhatsApp and tel
 * links are navigations, which the policy does not govern.
 */
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

/** One year, in seconds: hashed assets and HSTS. */
export const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Helmet's headers with the policy above. Helmet's defaults stay for the rest (nosniff,
 * Cross-Origin-Opener-Policy and -Resource-Policy same-origin, Origin-Agent-Cluster, no
 * X-Powered-By); X-Frame-Options DENY for browsers without frame-ancestors; HSTS without
 * includeSubDomains, since the deployer's other subdomains are not ours to decide (browsers ignore
 * it over plain HTTP).
 */
export function helmetOptions(sources: PolicySources): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(sources) },
    strictTransportSecurity: { maxAge: ONE_YEAR_S, includeSubDomains: false },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  };
}
