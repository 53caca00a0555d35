import type { ChatTab } from './channels';
import type { ChatPeer } from './view-store';

/**
 * Whether a view has the input area (chat spec §2): public, a private conversation, and
 * the club tab when club chat is enabled; never announcements, the room list or friends.
 */
export function hasInput(view: { tab: ChatTab; peer: ChatPeer | null; enableClub: boolean | undefined }): boolean {
  if (view.tab === 'public') return true;
  if (view.tab === 'private') return view.peer !== null;
  return view.tab === 'club' && view.enableClub === true;
}
