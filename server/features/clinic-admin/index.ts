/**
 * Clinic administration's public module (issue 16, /cadmin): the clinic's profile and logo, its
 * operators and their roles, for the clinic's administrators only.
 */
export { default as clinicAdminRoutes } from './clinic-admin.routes';
export { administeredClinic } from './clinic-admin.service';
