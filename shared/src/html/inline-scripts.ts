import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

// A global of browsers and Node alike, which shared's platform-free types do not declare.
declare const btoa: (binary: string) => string;

/**
 * The Content-Security-Policy hash sources (`'sha256-...'`) of a page's inline scripts (scripts
 * without `src`). The mock, the production server and the dev server hash the very files they
 * serve, so the policy allows the build's inline scripts and nothing else.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', content = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const digest = sha256(utf8ToBytes(content));
    hashes.push(`'sha256-${btoa(String.fromCharCode(...digest))}'`);
  }
  return hashes;
}
