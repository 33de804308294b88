/**
 * A schema built the first time it is asked for, then kept. The contract has some two hundred
 * schema objects and a screen reads a few; building all of them when the contract's module loads
 * cost a phone about 60 ms of blocked main thread before the first signed-in screen (issue 19,
 * docs/performance.md "Client: the contract's schemas are built when first used").
 */
export function lazySchema<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
