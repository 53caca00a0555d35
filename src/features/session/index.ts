export { signOutPlayer, afterSignOutPath, type SignOutOptions } from './sign-out';
export { useSignOut } from './use-sign-out';
export { EXPIRES_KEY } from './local-keys';
export { useRefreshPlayer } from './use-refresh-player';
export { endSessionOnCode } from './session-codes';
export { SessionSockets } from './components/session-sockets';
