import type { SessionHooks } from './types';

/**
 * Session hooks for one socket of a linked pair. Both sockets run for the same session, so a
 * global code (expired, duplicate sign-in…) usually reaches both; the first one to act stops
 * the others before calling the app, so the app sees one modal and one sign-out per event.
 * `getHooks` is read at call time: the app may install its hooks after the sockets exist.
 */
export function linkedSessionHooks(
  getHooks: () => SessionHooks,
  siblings: () => readonly { stop(): void }[],
): SessionHooks {
  const stopSiblings = () => {
    for (const sibling of siblings()) sibling.stop();
  };
  return {
    signOut(reason, session) {
      stopSiblings();
      getHooks().signOut(reason, session);
    },
    showModal(kind, detail) {
      stopSiblings();
      getHooks().showModal(kind, detail);
    },
  };
}
