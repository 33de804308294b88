/**
 * Built when first asked for: building the contract's two hundred schemas at load blocked a phone's
 * main thread before the first screen.
 */
export function lazySchema<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
