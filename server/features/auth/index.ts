/**
 * The auth feature's public module: sign-in and registration routes, the session plugin that
 * resolves every request's token (registered by app.ts), the pruning of stale sign-in records
 * (registered by app.ts), the live socket's token check, and the password helpers profile
 * (changing a password) and the demo seed use, and reading a request's cookie and making and
 * hashing an unguessable key (a guest interview's key uses them).
 */
export { default as authRoutes } from './auth.routes';
export { default as sessionPlugin, requestCookie } from './session.plugin';
export { hashToken, newToken } from './token';
export { default as signInPruningPlugin } from './pruning.plugin';
export { socketIdentity } from './sessions.service';
export { hashPassword, verifyPassword } from './password';
export { isCommonPassword } from './common-passwords';
export { issueInvitationCode, sendInvitation, type InvitationKind, type Invitee } from './invitations';
export { validatePerson, passwordErrors, type PersonFields, type ValidPerson } from './registration.validation';
export { identifierError, normalizeIdentifier } from './identifier';
export { maskPhone } from './mask';
