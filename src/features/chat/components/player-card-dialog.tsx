'use client';

import { errorMessage } from '@/protocol/errors';
import { Dialog } from '@/ui/dialog';
import { LoadingText } from '@/ui/loading-text';
import { CardActions, cardActions, ProfileSummary, useProfileT, type CardHandlers } from '@/features/profile-card';
import { HonorListButton } from '@/features/honor';
import { closePlayerCard } from '../actions';
import { useOpenChat } from '../use-open-chat';
import { changeRelation } from '../relations';
import { useChatStore } from '../store';
import { useUnreadStore } from '../unread-store';
import { SendEnvelopeButtons, useCanSendEnvelopes } from '@/features/red-envelope';

/**
 * The player profile card (account §2, chat §2): opened by tapping an avatar in chat, the
 * friends lists and search results, filled by 11521 and asked again after each relationship
 * change. Oneself: 發紅包 / 我的紅包 where offered; others: the buttons of card-rules.ts.
 */
export function PlayerCardDialog() {
  const { t, tp, ready } = useProfileT();
  const card = useChatStore((s) => s.playerCard);
  const selfId = useUnreadStore((s) => s.selfId);
  const profile = card?.profile ?? null;
  const canSendEnvelopes = useCanSendEnvelopes();
  const clubChat = useChatStore((s) => s.club.kind === 'club' || s.club.kind === 'alliance');
  const self = profile !== null && profile.PlayerID === selfId;
  const actions = profile ? cardActions(profile, selfId, canSendEnvelopes) : [];
  const openChat = useOpenChat();
  // what the card's buttons do: 聊天 opens the conversation here, or on the play screen
  const handlers: CardHandlers = {
    close: closePlayerCard,
    message: (peer) => openChat({ tab: 'private', peerId: peer.PlayerID }, peer),
    relate: (change, playerId) => changeRelation(change, playerId, { t, tp }),
  };

  return (
    <Dialog
      open={card !== null}
      onClose={closePlayerCard}
      title={ready ? tp('card.title') : t('chat:card.title')}
      closeOnBackdrop
      maxWidth={380}
      footer={
        profile && ready && !self && actions.length > 0 ? (
          <CardActions profile={profile} actions={actions} handlers={handlers} t={t} tp={tp} />
        ) : profile && actions.includes('envelope') ? (
          <SendEnvelopeButtons onOpen={closePlayerCard} clubChannel={clubChat} />
        ) : undefined
      }
    >
      {card?.errorCode ? (
        <p className="py-6 text-center text-mist-300">{errorMessage(t, { code: card.errorCode, context: 'chat' })}</p>
      ) : !profile || !ready ? (
        <LoadingText className="py-10" />
      ) : (
        <>
          <ProfileSummary profile={profile} self={self} tp={tp} />
          <div className="mt-3">
            <HonorListButton playerId={profile.PlayerID} />
          </div>
        </>
      )}
    </Dialog>
  );
}
