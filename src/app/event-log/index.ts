/**
 * The client's event log: the recorder (every event the actors process, with fingerprints),
 * how values are written into it, and where the browser keeps it between reloads.
 */
export { EventLog, isMachineLogic, type EventLogOptions, type LogStore } from './recorder';
export { toPlain, tagged, logAs } from './plain';
export { sessionLogStore } from './session-store';
