/**
 * The monitoring feature's public module (issue 17): the health-log routes, the critical-value
 * alert any feature with readings calls, and the writing of a checkup's readings into the log.
 */
export { default as monitoringRoutes } from './monitoring.routes';
export { alertCritical, type AlertInput, type AlertSource } from './alerts';
export { recordCheckupReadings, type CheckupReadingsInput } from './checkup-readings';
