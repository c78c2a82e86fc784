/**
 * Runs the hooks of a set one after the other, in the order they were added, each awaited before
 * the next; the first that throws stops the rest and its error is the caller's. The live hub's
 * hook sets and the ones features expose (presence's) run this way.
 */
export async function runHooks<A extends unknown[]>(hooks: Set<(...args: A) => Promise<unknown>>, ...args: A): Promise<void> {
  for (const hook of [...hooks]) await hook(...args);
}
