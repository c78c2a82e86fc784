/** The profile feature's public module: the signed-in person's profile routes and the avatar files. */
export { default as profileRoutes } from './profile.routes';
