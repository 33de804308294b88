/**
 * A schema built the first time it is asked for, then kept. The contract has some two hundred
 * schema objects and a screen reads a few; building all of them when the contract's module loads
 * blocked a phone's main thread before the first signed-in screen (docs/performance.md).
 */
export function lazySchema<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
