/** The session log's format name and version, without its schema (the client's start-up code needs only these). */
export const SESSION_LOG_FORMAT = 'clinic-session-log';
export const SESSION_LOG_VERSION = 1;
