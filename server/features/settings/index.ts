/** The settings feature's public module: `GET /api/settings`. */
export { default as settingsRoutes } from './settings.routes';
