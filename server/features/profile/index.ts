/** The profile feature's public module: the signed-in person's profile routes and the avatar files. */
export { default as profileRoutes } from './profile.routes';
/** Where an avatar is stored: other features storing a person's photo (a doctor a clinic adds) use the same place. */
export { avatarPath } from './avatar-files';
