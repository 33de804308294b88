/**
 * The pages' policy with inline scripts of these hashes allowed; the client's dev server gives the
 * console it too, with the hashes of the page it sends (client/build/dev-server.ts).
 */
export function policyWithScripts(hashes: readonly string[]): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...new Set(hashes)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
