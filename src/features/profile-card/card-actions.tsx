'use client';

import { useState } from 'react';
import { PlayerGiftButton } from '@/features/gifts';
import { closePlayerCard, openConversation } from '@/features/chat/actions';
import type { PlayerProfile } from '@/protocol';
import { kickFromClub } from '@/features/club/actions';
import { ERRORS_NAMESPACE, FALLBACK_KEY, errorMessage, type TranslateFn } from '@/protocol/errors';
import { Button } from '@/ui/button';
import { showToast } from '@/ui/toast-store';
import { pictureSettingOf, type CardAction } from './card-rules';
import { KickConfirm } from './kick-confirm';
import { changeRelation, type RelationChange } from './relations';

type Tp = (key: string, options?: Record<string, unknown>) => string;

const RELATION_LABELS: Record<RelationChange, string> = {
  delete: 'actions.delete',
  addFriend: 'actions.addFriend',
  block: 'actions.block',
  unblock: 'actions.unblock',
};

/**
 * The buttons under another player's card: 聊天, 贈禮, 刪除 / 加好友, 封鎖 / 解除封鎖 and
 * 踢出俱樂部, as `actions` (card-rules.ts) lists them.
 */
export function CardActions({ profile, actions, t, tp }: { profile: PlayerProfile; actions: readonly CardAction[]; t: TranslateFn; tp: Tp }) {
  const [busy, setBusy] = useState(false);
  const [kickOpen, setKickOpen] = useState(false);

  const relate = async (change: RelationChange) => {
    setBusy(true);
    try {
      await changeRelation(change, profile.PlayerID, { t, tp });
    } finally {
      setBusy(false);
    }
  };

  // 踢出俱樂部 → club/kick through the relay; the club page reloads when it is open.
  const kick = async () => {
    const out = await kickFromClub(profile.PlayerID);
    if (!out) return;
    if (out.ok) {
      showToast(tp('actions.kicked'), { tone: 'success' });
      closePlayerCard();
    } else {
      showToast(errorMessage(t, { code: out.code, message: out.message }) ?? String(t(`${ERRORS_NAMESPACE}:${FALLBACK_KEY}`, { code: out.code })), { tone: 'error' });
    }
  };

  return (
    <div className="flex flex-wrap justify-center gap-2">
      {actions.includes('chat') ? (
        <Button
          variant="green"
          onClick={() => {
            closePlayerCard();
            openConversation({
              PlayerID: profile.PlayerID,
              Name: profile.Name,
              PictureURL: profile.PicURL,
              PictureSetting: pictureSettingOf(profile),
            });
          }}
        >
          {tp('actions.chat')}
        </Button>
      ) : null}
      {actions.includes('gift') ? <PlayerGiftButton target={{ PlayerID: profile.PlayerID, Name: profile.Name }} /> : null}
      {(['delete', 'addFriend', 'block', 'unblock'] as const)
        .filter((change) => actions.includes(change))
        .map((change) => (
          <Button key={change} variant={change === 'addFriend' ? 'primary' : 'secondary'} disabled={busy} onClick={() => void relate(change)}>
            {tp(RELATION_LABELS[change])}
          </Button>
        ))}
      {actions.includes('kick') ? (
        <>
          <Button variant="secondary" onClick={() => setKickOpen(true)}>
            {tp('actions.kick')}
          </Button>
          <KickConfirm
            open={kickOpen}
            tp={tp}
            onCancel={() => setKickOpen(false)}
            onConfirm={() => {
              setKickOpen(false);
              void kick();
            }}
          />
        </>
      ) : null}
    </div>
  );
}
