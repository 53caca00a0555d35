import { createStore } from '@/lib/create-store';

/** What the share dialog shares: a game, and the text the messages carry. */
export interface ShareRequest {
  /** The catalogue's game code (the server refuses an unknown one). */
  gameCode: string;
  /** Shown in the dialog and in the default text; the card itself carries the catalogue name. */
  gameName: string;
  /** The share text above the card; empty: the dialog's default text naming the game. */
  text?: string;
  /** What is shared (an honor record's machine number); the dialog makes a share id without it. */
  id?: string;
}

interface ShareState {
  /** The last share opened (kept while the closed dialog fades out), null before any or after a reset. */
  share: ShareRequest | null;
  /** Whether the dialog is open. */
  open: boolean;
  /** Grows on every opening, so a reopened dialog starts over (no rows, no ticks kept). */
  opening: number;
}

export const useShareStore = createStore<ShareState>('share', () => ({ share: null, open: false, opening: 0 }));

/**
 * Opens the share dialog (發送名單) over any page; its code and texts load on first opening.
 * @example <button onClick={() => openShareDialog({ gameCode: '10001', gameName: '財神到', text })}>分享</button>
 */
export function openShareDialog(share: ShareRequest): void {
  useShareStore.setState((s) => ({ share: { ...share }, open: true, opening: s.opening + 1 }));
}

export function closeShareDialog(): void {
  useShareStore.setState({ open: false });
}

/** Closes the dialog and forgets the share (sign-out, another player). */
export function resetShare(): void {
  useShareStore.setState({ share: null, open: false });
}
