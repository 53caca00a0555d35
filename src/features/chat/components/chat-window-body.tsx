'use client';

import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'next/navigation';
import { useSocketState } from '@/socket/use-socket-state';
import { bootstrapChat, collapseChatWindow, openChatWindow, openConversationWith } from '../actions';
import { chatTargetOf } from '../chat-target';
import { isChatRegistered, subscribeChatRegistration } from '../registration';
import { useChatViewStore } from '../view-store';
import { BankCodeDialog } from './bank-code-dialog';
import { ChatLauncher } from './chat-launcher';
import { ChatPanelLoading } from './chat-panel-frame';
import { ChatSettingsDialog } from './chat-settings-dialog';
import { VipNoticeDialog } from './vip-notice-dialog';
import { LazyChatPanel } from './lazy-chat-panel';

/**
 * Loads what the window needs each time the chat socket is ready (counts, pinned
 * announcements, the club's state), opens the tab `?chatroom=` names, and shows the
 * launcher or the panel (its code loads on the way, see lazy-chat-panel.ts) with their
 * dialogs. Both wait until the chat's handlers are registered (they load on demand, maybe
 * after this window), so no reply goes unheard.
 */
export function ChatWindowBody({ vipLevel }: { vipLevel: number }) {
  const target = chatTargetOf(useSearchParams());
  const targetKey = target ? `${target.tab}:${target.peerId ?? ''}` : null;
  const chatState = useSocketState('chat');
  const open = useChatViewStore((s) => s.open);
  const bound = useSyncExternalStore(subscribeChatRegistration, isChatRegistered, () => false);

  useEffect(() => {
    if (bound && chatState === 'ready') bootstrapChat();
  }, [bound, chatState]);

  // The tab or conversation the query names (./chat-target), opened on arrival.
  useEffect(() => {
    if (!bound || !target) return;
    if (target.peerId !== undefined) void openConversationWith(target.peerId);
    else openChatWindow(target.tab);
    // `targetKey` holds the target
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bound, targetKey]);

  // A chat tap on this page opens here (./use-open-chat); leaving the play screen collapses the
  // window (and cancels a pending mark-read).
  useEffect(() => {
    useChatViewStore.setState({ windowMounted: true });
    return () => {
      useChatViewStore.setState({ windowMounted: false });
      collapseChatWindow();
    };
  }, []);

  return (
    <>
      {open ? (
        <Suspense fallback={<ChatPanelLoading />}>
          <LazyChatPanel vipLevel={vipLevel} />
        </Suspense>
      ) : (
        <ChatLauncher />
      )}
      <ChatSettingsDialog />
      <BankCodeDialog />
      <VipNoticeDialog />
    </>
  );
}
