// The architecture's import arrows (ARCHITECTURE.md, "Folders" and "Feature boundaries") as data
// for the local ESLint rules in this folder. Paths are repository paths ('/'-separated, from the
// repository root); a pattern is a glob ('*' within a folder, '**' across folders) or a package
// name (it also covers the package's subpaths: 'react' covers 'react/jsx-runtime').

/**
 * Forbidden arrows. An import is checked against each row in order and reported by the first row
 * whose `from` matches the importing file and whose `forbid` matches the import but whose `allow`
 * does not. `instead` ends the message and says what to do.
 */
export const ARROWS = [
  {
    from: ['src/**'],
    forbid: ['server/**'],
    instead: 'the client never imports the server: put what both sides need in src/protocol and import it from there',
  },
  {
    from: ['server/**'],
    forbid: ['src/**'],
    allow: ['src/protocol/**'],
    instead: 'the server imports only src/protocol from src/: move what both sides need into src/protocol',
  },
  {
    from: ['src/**', 'server/**'],
    forbid: ['tests/**'],
    instead: 'application code never imports tests: move what both need into src/ or server/',
  },
  {
    from: ['src/protocol/**'],
    forbid: ['src/**'],
    allow: ['src/protocol/**'],
    instead: 'src/protocol is the shared vocabulary and imports nothing else from src/: move the code it needs into src/protocol',
  },
  {
    // src/views/services/ is the services catalogue's screens (a view folder), not src/services/.
    from: ['src/views/**'],
    forbid: ['src/services/**'],
    instead: 'views only read actors and send events: let the machine invoke the service as a named actor or action, provided with machine.provide() in src/app',
  },
  {
    from: ['src/machines/**'],
    forbid: ['react', 'react-dom', '@xstate/react', 'wouter', 'ky', 'partysocket', 'src/services/**', 'src/views/**', 'src/app/**'],
    instead: 'machines import only xstate and src/protocol: declare the side effect as a named actor or action in setup() and provide the real one with machine.provide() in src/app',
  },
  {
    from: ['server/live/**', 'server/events/**'],
    forbid: ['server/features/**'],
    instead: 'the live hub and the event bus know nothing of features: let the feature register a handler or hook with them instead',
  },
];

/**
 * Feature boundaries: outside `server/features/<x>/`, code under these folders may import from
 * that feature only its public module, `server/features/<x>/index.ts`.
 */
export const FEATURES = { root: 'server/features', checkedIn: ['server/**'], publicModule: 'index.ts' };

/**
 * Where SQL may be written: files under `checkedIn` that match no `allowedIn` pattern may neither
 * import `sql` from kysely nor call a Kysely query builder.
 */
export const SQL = {
  checkedIn: ['server/**'],
  allowedIn: ['server/**/*.repository.ts', 'server/db/**', 'server/events/**'],
  builders: ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'selectNoFrom'],
};
