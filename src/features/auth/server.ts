/** What the app's server pages use of this feature (server modules and server components): its
 * client-safe entry is ./index.ts. */
export { authOptions, createAuthOptions } from './auth-options';
export { signInContext } from './providers/sign-in-context';
export { lobbyPlayerInfo } from './lobby-sign-in';
export { toSessionUser } from './providers/session-user';
