'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { invitePlayer } from '../requests';
import { useClubAction } from '../use-club-action';
import type { ClubTexts } from './club-page';

/** 邀請: a player by id; the server mails them 「俱樂部邀請」 and they join from /club. */
export function InviteDialog({ open, onClose, texts }: { open: boolean; onClose: () => void; texts: ClubTexts }) {
  const { tk, errorText } = texts;
  const [id, setId] = useState('');
  const { act, busy } = useClubAction(errorText);
  const playerId = /^\d{1,12}$/.test(id.trim()) ? Number(id.trim()) : 0;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (playerId <= 0) return;
    const out = await act(`invite|${playerId}`, () => invitePlayer(playerId), () => tk('invite.sent'));
    if (out?.ok) setId('');
  };
  return (
    <Dialog open={open} onClose={onClose} title={tk('menu.invite')} maxWidth={360}>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 py-2">
        <label htmlFor="club-invite-id" className="text-sm font-bold text-white">
          {tk('invite.playerId')}
        </label>
        <input
          id="club-invite-id"
          inputMode="numeric"
          value={id}
          onChange={(e) => setId(e.target.value.replace(/\D/g, ''))}
          placeholder={tk('invite.placeholder')}
          className="min-h-11 rounded-full bg-night-900/80 px-4 text-white ring-1 ring-white/15 focus:outline-none focus:ring-gold-400"
        />
        <Button type="submit" disabled={busy || playerId <= 0}>
          {tk('invite.send')}
        </Button>
      </form>
    </Dialog>
  );
}
