import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * A test file's choice of server per block: `freshServer()` gives each test of the block its own
 * (tests that write), `sharedServer()` one for the whole block (refusals that store nothing,
 * which would otherwise pay a server start each). `start` sets the file's server and world.
 */
export function serverHooks(start: () => Promise<void>, stop: () => Promise<void>) {
  return {
    freshServer: () => {
      beforeEach(start);
      afterEach(stop);
    },
    sharedServer: () => {
      beforeAll(start);
      afterAll(stop);
    },
  };
}
