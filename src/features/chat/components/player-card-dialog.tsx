'use client';

import { useT } from 'next-i18next/client';
import { PlayerGiftButton } from '@/features/gifts';
import { errorMessage } from '@/protocol/errors';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { LoadingText } from '@/ui/loading-text';
import { closePlayerCard, openConversation } from '../actions';
import { useChatStore } from '../store';
import { useUnreadStore } from '../unread-store';
import { ChatAvatar } from './chat-avatar';
import { SendEnvelopeButtons, useCanSendEnvelopes } from '@/features/red-envelope/components/send-buttons';

/** The player info modal (chat spec §2): opened by tapping an avatar, filled by 11521. */
export function PlayerCardDialog() {
  const { t } = useT(['chat', 'common', 'errors']);
  const card = useChatStore((s) => s.playerCard);
  const selfId = useUnreadStore((s) => s.selfId);
  const profile = card?.profile ?? null;
  const canSendEnvelopes = useCanSendEnvelopes();
  const clubChat = useChatStore((s) => s.club.kind === 'club' || s.club.kind === 'alliance');

  return (
    <Dialog
      open={card !== null}
      onClose={closePlayerCard}
      title={t('card.title')}
      closeOnBackdrop
      maxWidth={360}
      footer={
        profile && profile.PlayerID !== selfId ? (
          <div className="flex gap-2">
            <PlayerGiftButton target={{ PlayerID: profile.PlayerID, Name: profile.Name }} />
            <Button
              variant="green"
              onClick={() => {
                closePlayerCard();
                openConversation({
                  PlayerID: profile.PlayerID,
                  Name: profile.Name,
                  PictureURL: profile.PicURL,
                  PictureSetting: profile.PictureSetting,
                });
              }}
            >
              {t('card.message')}
            </Button>
          </div>
        ) : profile && canSendEnvelopes ? (
          <SendEnvelopeButtons onOpen={closePlayerCard} clubChannel={clubChat} />
        ) : undefined
      }
    >
      {card?.errorCode ? (
        <p className="py-6 text-center text-mist-300">{errorMessage(t, { code: card.errorCode, context: 'chat' })}</p>
      ) : !profile ? (
        <LoadingText className="py-10" />
      ) : (
        <div className="flex flex-col items-center gap-3 pb-2 text-center">
          <ChatAvatar name={profile.Name} pictureUrl={profile.PicURL} pictureSetting={profile.PictureSetting} size="lg" />
          <div>
            <p className="text-lg font-black text-white">{profile.Name}</p>
            <p className="text-xs text-mist-400">{t('card.id', { id: profile.PlayerID })}</p>
          </div>
          <div className="flex gap-2 text-xs font-bold">
            <span className="rounded-full bg-gradient-to-r from-gold-400 to-gold-600 px-2.5 py-1 text-night-950">
              {t('common:common.vip', { level: profile.VIPLevel })}
            </span>
            <span className="rounded-full bg-white/10 px-2.5 py-1 text-mist-300">{t('common:common.level', { level: profile.Level })}</span>
          </div>
          <dl className="w-full space-y-2 rounded-2xl bg-night-950/50 p-3 text-left text-sm ring-1 ring-white/5">
            <div className="flex gap-3">
              <dt className="w-20 shrink-0 text-mist-400">{t('card.club')}</dt>
              <dd className="min-w-0 flex-1 truncate text-white">{profile.Club?.ClubName || t('card.noClub')}</dd>
            </div>
            <div className="flex gap-3">
              <dt className="w-20 shrink-0 text-mist-400">{t('card.bio')}</dt>
              <dd className="min-w-0 flex-1 whitespace-pre-wrap break-words text-white">{profile.Information || t('card.noBio')}</dd>
            </div>
          </dl>
        </div>
      )}
    </Dialog>
  );
}
