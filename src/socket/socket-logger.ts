import type { SessionHooks, SocketKind, SocketLogger } from './types';

/** Default hooks until the app installs its own: log, so a missing mount is visible. */
export function loggingHooks(logger: SocketLogger): SessionHooks {
  return {
    signOut: (reason) => logger.warn(`signOut(${reason}) requested but no SessionHooks installed`),
    showModal: (kind, detail) => logger.warn(`showModal(${kind}) requested but no SessionHooks installed`, detail),
  };
}

/** A logger writing to the console with a `[socket:<kind>]` (or `[socket]`) prefix. */
export function consoleLogger(kind?: SocketKind): SocketLogger {
  const prefix = kind ? `[socket:${kind}]` : '[socket]';
  return {
    warn: (message, detail) => console.warn(`${prefix} ${message}`, ...(detail === undefined ? [] : [detail])),
    error: (message, detail) => console.error(`${prefix} ${message}`, ...(detail === undefined ? [] : [detail])),
  };
}
