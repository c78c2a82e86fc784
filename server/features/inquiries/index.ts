/** The inquiries feature's public module: the clinic inquiry routes. */
export { default as inquiriesRoutes } from './inquiries.routes';
