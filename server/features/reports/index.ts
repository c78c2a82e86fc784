/**
 * The reports feature's public module: problem reports and the support role (issue 14): the
 * routes, the retention plugin (`app.reports.prune()`), the support grants the command uses, and
 * the rules of who may send, read and grant.
 */
export { default as reportsRoutes } from './reports.routes';
export { default as supportRoutes } from './support.routes';
export { default as reportsPlugin } from './reports.plugin';
export { grantSupport, revokeSupport, setSupportByIdNumber } from './support.service';
export { isStaffOf, mayHoldSupport, mayManageSupportOf, mayReadReportsOf, maySendReportTo } from './reports.rules';
