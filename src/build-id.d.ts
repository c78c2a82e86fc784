/** The build's id (git commit, and `+dirty` with uncommitted changes), set by vite.config.ts. */
declare const BUILD_ID: string;
