import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/** The options every PGlite of the server opens with, in this thread or the database thread. */
export const PGLITE_OPTIONS = {
  /** int8 as a JavaScript number, as with pg (counts and event ids stay far below 2^53). */
  parsers: { 20: (v: string) => Number(v) },
  /** btree_gist: the appointments' no-overlap exclusion constraint (migration 011) compares uuids in a GiST index. */
  extensions: { btree_gist },
};
