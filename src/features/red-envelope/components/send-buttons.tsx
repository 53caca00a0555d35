'use client';

import { useFeature } from '@/brand';
import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { openCreateDialog, openMineDialog } from '../actions';
import { useRedEnvelopeStore } from '../store';
import { useEnvelopeT } from '../texts';

/** The brand offers envelopes and the server lets this player send them. */
export function useCanSendEnvelopes(): boolean {
  const offered = useFeature('redEnvelope');
  const canSend = useRedEnvelopeStore((s) => s.canSend);
  return offered && canSend === true;
}

/**
 * The profile card's own buttons (account §2, self only): 發紅包 and 我的紅包, for a brand
 * that offers envelopes and a player the server lets send (12810 answered, no 200230): the
 * card shows them when `useCanSendEnvelopes()`. `onOpen` closes the card first; `clubChannel`:
 * the player's club chat is open to them, so 發紅包 offers it besides the public chat.
 */
export function SendEnvelopeButtons({ onOpen, clubChannel }: { onOpen: () => void; clubChannel: boolean }) {
  const { te, ready } = useEnvelopeT();
  if (!ready) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          onOpen();
          openMineDialog();
        }}
      >
        {te('send.mine')}
      </Button>
      <Button
        onClick={() => {
          onOpen();
          openCreateDialog(clubChannel);
        }}
      >
        {te('send.button')}
      </Button>
    </>
  );
}

/**
 * The chat window's 發紅包 button (public and club chat, for players who may send): the
 * spec's place is the own profile card, which chat does not open for oneself, so the chat
 * where the envelope lands offers it too
 * (docs/decisions/123-red-envelope-start-from-chat-title-bar.md).
 */
export function ChatEnvelopeButton({ clubChannel }: { clubChannel: boolean }) {
  const { te, ready } = useEnvelopeT();
  if (!ready) return null;
  return (
    <button
      type="button"
      onClick={() => openCreateDialog(clubChannel)}
      aria-label={te('send.button')}
      className="flex h-11 w-11 items-center justify-center rounded-full text-ruby-500 transition hover:bg-white/10 hover:brightness-125"
    >
      <Icon name="envelope" className="h-5 w-5" />
    </button>
  );
}
