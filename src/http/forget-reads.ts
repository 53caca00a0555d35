/**
 * Forgets server reads cached in this tab: every read on a sign-out (another player may sign in
 * next), or the socket reads of the OPs a write changed (`forgetSocketReads`: what shows them
 * reads them again). Tiny on purpose: the sign-out path and the socket features' writes run on
 * pages that must not load the query library; the query cache registers itself here when it
 * is made (./lobby-queries.ts). With no cache made, nothing is cached, so nothing is forgotten.
 */
interface ReadCache {
  clear(): void;
  invalidate(key: readonly unknown[]): void;
}

let cache: ReadCache | null = null;

export function onForgetReads(registered: ReadCache): void {
  cache = registered;
}

export function forgetReads(): void {
  cache?.clear();
}

/** The query key of a socket read: the request OP, then its payload (./socket-queries). */
export const socketKey = (op: number, payload?: object): readonly unknown[] => (payload === undefined ? ['socket', op] : ['socket', op, payload]);

/** Reads again the socket reads of these request OPs (every payload) that a screen shows. */
export function forgetSocketReads(...ops: number[]): void {
  for (const op of ops) cache?.invalidate(socketKey(op));
}
