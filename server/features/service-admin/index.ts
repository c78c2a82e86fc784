/** The service-admin feature's public module: a clinic's services as its administrators set them (issue 16). */
export { default as serviceAdminRoutes } from './service-admin.routes';
