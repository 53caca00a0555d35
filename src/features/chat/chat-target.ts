/**
 * Where a tap that offers chat goes (issue 40 item 2): the chat window lives on the play screen
 * (chat §2: /{locale}/play-game/m, signed-in non-guests only). There a conversation opens at
 * once; from any other page the player goes there with it named in the query — chat §2's
 * `chatroom` (the tab) and, for a private conversation, `peer` (the other player's ID) — and it
 * opens on arrival (./components/chat-window-body).
 */
import { isChatTab, type ChatTab } from './channels';

export const CHAT_PATH = '/play-game/m';
export const PEER_PARAM = 'peer';

/** A tab to open; `private` with `peerId` is the conversation with that player (without: the room list). */
export interface ChatTarget {
  tab: ChatTab;
  peerId?: number;
}

/**
 * The play screen's address with `target` named in its query.
 * @example chatroomPath('zh_tw', { tab: 'private', peerId: 15 }) === '/zh_tw/play-game/m?chatroom=private&peer=15'
 */
export function chatroomPath(locale: string, target: ChatTarget): string {
  const query = new URLSearchParams({ chatroom: target.tab });
  if (target.tab === 'private' && target.peerId !== undefined) query.set(PEER_PARAM, String(target.peerId));
  return `/${locale}${CHAT_PATH}?${query}`;
}

/** The target a query names (untrusted input: an unknown tab or a bad peer is nothing). */
export function chatTargetOf(query: { get(name: string): string | null }): ChatTarget | null {
  const tab = query.get('chatroom');
  if (!isChatTab(tab)) return null;
  const peerId = Number(query.get(PEER_PARAM));
  return tab === 'private' && Number.isSafeInteger(peerId) && peerId > 0 ? { tab, peerId } : { tab };
}
