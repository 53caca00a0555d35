/**
 * When to ask 12810 for the send permission (chat §4 "Red envelope"): once per session, when
 * the lobby socket is ready and the brand offers envelopes. The brand is known to React only
 * (no brand data in the page's JavaScript), so the chat window's envelope host reports it;
 * the feature module reports the ready lobby socket. Whichever comes second asks.
 */
import { listEnvelopes } from './requests';
import { useRedEnvelopeStore } from './store';

let offered = false;
let lobbyReady = false;
let asked = false;

function maybeAsk(): void {
  if (!offered || !lobbyReady || asked) return;
  asked = true;
  // Its reply sets the permission (true on success, false on 200230: ./requests).
  void listEnvelopes(1).then((reply) => {
    if (!reply.ok && reply.lost) asked = false; // no answer (disconnect, timeout): asked again on the next ready socket
  });
}

/** The brand on screen offers sending envelopes (or not). */
export function setEnvelopesOffered(on: boolean): void {
  offered = on;
  maybeAsk();
}

/** The lobby socket is ready (first connection or a reconnect). */
export function lobbySocketReady(): void {
  lobbyReady = true;
  maybeAsk();
}

/** A new session: asked again once its lobby socket is ready (the brand stays as reported). */
export function resetPermissionAsk(): void {
  lobbyReady = false;
  asked = false;
}

/**
 * Whether the player may send, for a tap that needs to know now (the club's 紅包): the answer
 * known already, else 12810 asked at once (a tap can come before the session's own ask has
 * been answered). Null when no answer came (the tap says the connection failed).
 */
export async function sendPermission(): Promise<boolean | null> {
  const known = useRedEnvelopeStore.getState().canSend;
  if (known !== null) return known;
  const reply = await listEnvelopes(1);
  if (!reply.ok && reply.lost) return null;
  return useRedEnvelopeStore.getState().canSend ?? false;
}
