/**
 * Stopping the sockets without importing the socket layer: a visitor who never signed in has
 * no sockets and downloads none of their code, yet sign-out (always loaded) must stop them
 * at once when they exist. The socket layer registers its stopper when it creates them.
 */
let stopper: (() => void) | null = null;

/** Registers (or, with null, forgets) how to stop the page's sockets; src/socket/index.ts only. */
export function setSocketStopper(stop: (() => void) | null): void {
  stopper = stop;
}

/** Stops the lobby and chat sockets if this page created them; does nothing otherwise. */
export function stopSockets(): void {
  stopper?.();
}
