'use client';

import { useCallback } from 'react';
import { useLocale } from '@/i18n/use-locale';
import { closePlayerCard, openChatWindow, openConversation } from './actions';
import { chatroomPath, type ChatTarget } from './chat-target';
import { useChatViewStore, type ChatPeer } from './view-store';

/**
 * What a tap that offers chat does (the profile card's 聊天, the friends list's 私訊, the club's
 * 開啟聊天室): on the play screen the conversation opens at once; elsewhere the player goes to
 * the play screen with it named in the query (./chat-target), where it opens on arrival.
 * @example const openChat = useOpenChat(); openChat({ tab: 'private', peerId: p.PlayerID }, p)
 */
export function useOpenChat(go: (path: string) => void = (path) => window.location.assign(path)): (target: ChatTarget, peer?: ChatPeer) => void {
  const locale = useLocale();
  return useCallback(
    (target, peer) => {
      if (useChatViewStore.getState().windowMounted) {
        if (target.tab === 'private' && target.peerId !== undefined) {
          openConversation(peer ?? { PlayerID: target.peerId, Name: '', PictureURL: '', PictureSetting: 2 });
        } else openChatWindow(target.tab);
        return;
      }
      closePlayerCard();
      // a page load, not a client route change: this hook also runs where no app router is mounted
      // (dialogs rendered on their own), and the play screen renders on the server anyway
      go(chatroomPath(locale, target));
    },
    [locale, go],
  );
}
