/**
 * How the `/signIn/{provider}` popup tells the page that opened it how the sign-in ended:
 * `postMessage` to the opener (same origin only) and, for an opener the identity provider's
 * pages cut off, a BroadcastChannel of this origin. next-auth's own tab sync follows as well.
 */
export const POPUP_MARK_KEY = 'signInPopup';
export const POPUP_CHANNEL = 'sign-in-popup';
/** Query flag the opener adds to `/signIn/{provider}` so the popup knows what it is. */
export const POPUP_QUERY = 'popup';
const SOURCE = 'sign-in-popup';

export type PopupResult = { type: 'signed-in' } | { type: 'sign-in-error'; error: string };
export type PopupMessage = PopupResult & { source: typeof SOURCE };

/** Reads a message from the popup; anything else is null. */
export function readPopupMessage(data: unknown): PopupResult | null {
  const m = data as Partial<PopupMessage> | null;
  if (typeof m !== 'object' || m === null || m.source !== SOURCE) return null;
  if (m.type === 'signed-in') return { type: 'signed-in' };
  if (m.type === 'sign-in-error' && typeof (m as { error?: unknown }).error === 'string') {
    return { type: 'sign-in-error', error: (m as { error: string }).error };
  }
  return null;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Marks this window as the sign-in popup; the mark survives its trip through the identity provider. */
export function markAsSignInPopup(): void {
  session()?.setItem(POPUP_MARK_KEY, '1');
}

/** True in the window the sign-in modal opened. */
export function isSignInPopup(): boolean {
  return session()?.getItem(POPUP_MARK_KEY) === '1';
}

/** Sends the result to the opener and the channel, then closes this popup. */
export function reportToOpener(result: PopupResult): void {
  // The mark stays: until it closes, this window leaves the session's modals to its opener.
  const message: PopupMessage = { ...result, source: SOURCE };
  try {
    if (window.opener && window.opener !== window) window.opener.postMessage(message, window.location.origin);
  } catch {
    // the opener is gone or elsewhere: the channel below still tells it
  }
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(POPUP_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
  window.close();
}
