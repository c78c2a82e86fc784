/** The desk registration feature's public module (issue 16): a clinic's operators register patients at its desk. */
export { default as deskRegistrationRoutes } from './desk-registration.routes';
