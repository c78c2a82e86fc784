/** The health feature's public module: liveness and readiness probes for whoever runs the server. */
export { default as healthRoutes } from './health.routes';
