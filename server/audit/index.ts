/**
 * The audit trail's public module: `audit` appends a line (every read and change of clinical
 * data), and the routes let a clinic's administrators read their clinics' lines.
 */
export { audit, type AuditLine } from './audit-log';
export { default as auditRoutes } from './audit.routes';
