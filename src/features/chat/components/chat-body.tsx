'use client';

import { useT } from 'next-i18next/client';
import { channelKey } from '../channels';
import { viewChannel } from '../current-channel';
import { useChatStore } from '../store';
import { useUnreadStore } from '../unread-store';
import { useChatViewStore } from '../view-store';
import { hasInput } from '../has-input';
import { ChatInput } from './chat-input';
import { ConversationHeader } from './conversation-header';
import { EmptyState } from './empty-state';
import { FriendsView } from './friends-view';
import { MessageList } from './message-list';
import { PendingSends } from './pending-sends';
import { PrivateRoomList } from './private-room-list';

/**
 * What the current tab shows: the friend view, the room list, a club without chat (the
 * spec's locked state), or a channel's messages with the input where speaking is allowed.
 */
export function ChatBody({ vipLevel }: { vipLevel: number }) {
  const { t } = useT('chat');
  const tab = useChatViewStore((s) => s.tab);
  const peer = useChatViewStore((s) => s.peer);
  const club = useChatStore((s) => s.club);
  const enableClub = useUnreadStore((s) => s.counts?.enableClub);
  const ref = viewChannel({ tab, peer }, club);
  const key = ref ? channelKey(ref) : null;
  const lockedCode = useChatStore((s) => (key ? (s.channels[key]?.lockedCode ?? null) : null));

  if (tab === 'friends') return <FriendsView />;
  if (tab === 'private' && !peer) return <PrivateRoomList />;
  if (tab === 'club' && club.kind === 'none') return <EmptyState icon="lock">{t('empty.notInClub')}</EmptyState>;
  if (tab === 'club' && (enableClub === false || lockedCode !== null)) {
    return <EmptyState icon="lock">{t('empty.clubLocked')}</EmptyState>;
  }
  if (!key) return null;

  const label = tab === 'private' && peer ? t('conversation.with', { name: peer.Name }) : t('listLabel', { channel: t(`tabs.${tab}`) });
  const canSpeak = hasInput({ tab, peer, enableClub });

  return (
    <div className="flex h-full flex-col">
      {tab === 'private' && peer ? <ConversationHeader peer={peer} /> : null}
      <div className="relative min-h-0 flex-1">
        <MessageList key={key} channelKey={key} label={label} />
      </div>
      <PendingSends channelKey={key} />
      {canSpeak ? <ChatInput vipLevel={vipLevel} /> : null}
    </div>
  );
}
