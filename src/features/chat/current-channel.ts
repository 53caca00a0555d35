import { tabChannel, type ChannelRef } from './channels';
import { useChatStore, type ClubStatus } from './store';
import { useChatViewStore, type ChatViewState } from './view-store';

/** The channel a view shows (open or not), from the tab, the peer and the club's state. */
export function viewChannel(view: Pick<ChatViewState, 'tab' | 'peer'>, club: ClubStatus): ChannelRef | null {
  return tabChannel(view.tab, { alliance: club.kind === 'alliance', peerId: view.peer?.PlayerID ?? null });
}

/** The channel on screen right now: the window is open, the page visible. */
export function visibleChannel(): ChannelRef | null {
  const view = useChatViewStore.getState();
  if (!view.open) return null;
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return null;
  return viewChannel(view, useChatStore.getState().club);
}
