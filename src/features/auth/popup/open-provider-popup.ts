import { POPUP_CHANNEL, readPopupMessage, type PopupResult } from './popup-messages';

export type PopupOutcome = PopupResult | { type: 'closed' };

const FEATURES = { width: 480, height: 720 };
const CLOSED_POLL_MS = 500;

/** Centred popup features; phones open a tab instead and ignore them. */
function features(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - FEATURES.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - FEATURES.height) / 2));
  return `popup=yes,width=${FEATURES.width},height=${FEATURES.height},left=${left},top=${top}`;
}

/**
 * Opens `url` in the sign-in popup and reports once how it ended: the popup's message (from
 * this origin only), or `closed` when the player shut it. Returns null when the browser
 * blocked it, else a function that stops listening and closes the popup.
 * @example openProviderPopup('/zh_tw/signIn/line?popup=1', (outcome) => …)
 */
export function openProviderPopup(url: string, onOutcome: (outcome: PopupOutcome) => void): (() => void) | null {
  const popup = window.open(url, 'signInPopup', features());
  if (!popup) return null;
  let done = false;
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(POPUP_CHANNEL) : null;

  const stop = () => {
    done = true;
    window.removeEventListener('message', onMessage);
    channel?.close();
    clearInterval(poll);
  };
  const finish = (outcome: PopupOutcome) => {
    if (done) return;
    stop();
    if (!popup.closed) popup.close();
    onOutcome(outcome);
  };
  function onMessage(event: MessageEvent) {
    if (event.origin !== window.location.origin) return;
    const result = readPopupMessage(event.data);
    if (result) finish(result);
  }
  window.addEventListener('message', onMessage);
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const result = readPopupMessage(event.data);
      if (result) finish(result);
    };
  }
  // A message may still be on its way when the popup closes itself: give it one more poll.
  let closedSeen = false;
  const poll = setInterval(() => {
    if (!popup.closed) return;
    if (closedSeen) finish({ type: 'closed' });
    closedSeen = true;
  }, CLOSED_POLL_MS);

  return () => {
    if (done) return;
    stop();
    if (!popup.closed) popup.close();
  };
}
