'use client';

import { useState } from 'react';
import { PlayerGiftButton } from '@/features/gifts';
import type { PlayerProfile } from '@/protocol';
import { kickFromClub } from '@/features/club';
import { ERRORS_NAMESPACE, FALLBACK_KEY, errorMessage, type TranslateFn } from '@/protocol/errors';
import { Button } from '@/ui/button';
import { showToast } from '@/ui/toast-store';
import { pictureSettingOf, type CardAction } from './card-rules';
import { KickConfirm } from './kick-confirm';

/** A relationship change of the card (account §4): 11530 / 11570 with Type 1 friend or 2 blacklist. */
export type RelationChange = 'addFriend' | 'delete' | 'block' | 'unblock';

/** The player a conversation opens with, as the chat keeps its peers. */
export interface CardPeer {
  PlayerID: number;
  Name: string;
  PictureURL: string;
  PictureSetting: number;
}

/** What the card's buttons do to the chat that shows it. */
export interface CardHandlers {
  close(): void;
  /** 聊天: the private conversation with this player. */
  message(peer: CardPeer): void;
  /** Sends the change (the chat reloads its lists and the card). */
  relate(change: RelationChange, playerId: number): Promise<unknown>;
}

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
export function CardActions({
  profile,
  actions,
  handlers,
  t,
  tp,
}: {
  profile: PlayerProfile;
  actions: readonly CardAction[];
  handlers: CardHandlers;
  t: TranslateFn;
  tp: Tp;
}) {
  const [busy, setBusy] = useState(false);
  const [kickOpen, setKickOpen] = useState(false);

  const relate = async (change: RelationChange) => {
    setBusy(true);
    try {
      await handlers.relate(change, profile.PlayerID);
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
      handlers.close();
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
            handlers.close();
            handlers.message({
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
