/** The doctor-admin feature's public module: a clinic's doctors as its administrators run them (issue 16). */
export { default as doctorAdminRoutes } from './doctor-admin.routes';
