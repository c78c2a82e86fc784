/**
 * The default of every side effect a machine declares in `setup`: machines have no
 * dependencies, so src/app (or a test) must provide the real one with `machine.provide()`.
 */
export function notProvided(name: string): () => never {
  return () => {
    throw new Error(`${name}: not provided`);
  };
}
