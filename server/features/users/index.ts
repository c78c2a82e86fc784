/**
 * The users feature's public module: the people directory's routes, and what other features may
 * know of a person (their User, sign-in account, kind, name and photo URL).
 */
export { default as usersRoutes } from './users.routes';
export { accountByIdNumber, loadUser, userName, userTypeOf } from './users.service';
export { photoUrl } from './users.repository';
export { TAKEN_FIELD_ERROR, takenUserField, type UniqueUserField } from './taken-fields';
