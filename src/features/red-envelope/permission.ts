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
/** The 12810 on its way, shared by the session's own ask and a tap that needs the answer. */
let asking: ReturnType<typeof listEnvelopes> | null = null;

/** Asks 12810, or joins the ask already on its way. Its reply sets the permission (./requests). */
function ask(): ReturnType<typeof listEnvelopes> {
  asking ??= listEnvelopes(1).finally(() => {
    asking = null;
  });
  return asking;
}

function maybeAsk(): void {
  if (!offered || !lobbyReady || asked) return;
  asked = true;
  // Its reply sets the permission (true on success, false on 200230: ./requests).
  void ask().then((reply) => {
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
  asking = null; // the old session's ask is not this one's answer
}

/**
 * Whether the player may send, for a tap that needs to know now (the club's 紅包): the answer
 * known already, else the session's own ask awaited, or 12810 asked at once (a tap can come
 * before that ask was sent or answered). Null when no answer came (the tap says the connection failed).
 */
export async function sendPermission(): Promise<boolean | null> {
  const known = useRedEnvelopeStore.getState().canSend;
  if (known !== null) return known;
  const reply = await ask();
  if (!reply.ok && reply.lost) return null;
  return useRedEnvelopeStore.getState().canSend ?? false;
}
