import { createStore } from '@/lib/create-store';
import type { DownloadKind } from './links';

/** The QR modal (下載遊戲): the link it encodes and which store it is, or closed. */
interface DownloadState {
  qr: { kind: DownloadKind; link: string } | null;
  /** The floating tab was closed by the player (for this tab's visit: reloads keep it closed). */
  floatDismissed: boolean;
}

/**
 * sessionStorage key of a closed floating tab: a player who closed it does not want it back on
 * the next reload, but a new visit (a new tab) offers the app again.
 */
export const FLOAT_DISMISSED_KEY = 'downloadFloatDismissed';

function closedInThisTab(): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(FLOAT_DISMISSED_KEY) === 'true';
  } catch {
    return false; // storage blocked (private mode): the tab shows, and closes for this page view
  }
}

// The server and the hydrating render never show the tab (the screen level is unknown there),
// so starting from sessionStorage cannot make the first render differ from the server's.
export const useDownloadStore = createStore<DownloadState>('download', () => ({ qr: null, floatDismissed: closedInThisTab() }));

/** Opens 下載遊戲 with the QR of `link`. */
export function openDownloadQr(kind: DownloadKind, link: string): void {
  useDownloadStore.setState({ qr: { kind, link } });
}

export function closeDownloadQr(): void {
  useDownloadStore.setState({ qr: null });
}

export function dismissDownloadFloat(): void {
  try {
    window.sessionStorage.setItem(FLOAT_DISMISSED_KEY, 'true');
  } catch {
    // storage blocked: closed for this page view only
  }
  useDownloadStore.setState({ floatDismissed: true });
}
