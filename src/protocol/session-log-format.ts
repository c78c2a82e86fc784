/** The session log's format name and version, without its schema (the client's start-up code needs only these). */
export const SESSION_LOG_FORMAT = 'clinic-session-log';
export const SESSION_LOG_VERSION = 1;

/** The session log a file holds: the file itself, or a problem report as the API returns it (`{ log }`). */
export function logInFile(data: unknown): unknown {
  return data && typeof data === 'object' && 'log' in data ? (data as { log: unknown }).log : data;
}
