/**
 * Where the live stream is on screen (the only live state every page reads, so it stays tiny:
 * no protocol, no socket). The stream is open while the player is in a room; it sits in the
 * live page's dock when that page is shown, else in the draggable mini window of the app shell.
 */
import { createStore } from '@/lib/create-store';

/** The stream of the room the player is in. */
export interface LiveStage {
  roomId: number;
  url: string;
  title: string;
}

export interface StageState {
  stage: LiveStage | null;
  /** The live page's player box (null when the page is not shown: the mini window takes over). */
  dock: HTMLElement | null;
  /** Sound on or off; streams start muted (browsers block sound on autoplay). */
  muted: boolean;
  /** Where the player dragged the mini window (top-left, px); null until dragged. */
  miniPosition: { x: number; y: number } | null;
  /** The title of a room that closed while it played in the mini window (said once, then cleared). */
  ended: string | null;
}

export const initialStageState = (): StageState => ({ stage: null, dock: null, muted: true, miniPosition: null, ended: null });

export const useStageStore = createStore<StageState>('live-stage', initialStageState);

/** The live page shows its player box (`null` when it leaves). */
export function setStageDock(dock: HTMLElement | null): void {
  useStageStore.setState({ dock });
}

export function setStageMuted(muted: boolean): void {
  useStageStore.setState({ muted });
}

export function setMiniPosition(miniPosition: { x: number; y: number }): void {
  useStageStore.setState({ miniPosition });
}

/** The ended room's notice was shown. */
export function clearEndedNotice(): void {
  useStageStore.setState({ ended: null });
}
