'use client';

import { useState, type FormEvent } from 'react';
import { ClubLimits } from '@/protocol';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { sendGroupMessage } from '../requests';
import { useClubAction } from '../use-club-action';
import type { ClubTexts } from './club-page';

const FIELD = 'w-full rounded-2xl bg-night-900/80 px-4 py-2.5 text-white ring-1 ring-white/15 focus:outline-none focus:ring-gold-400';

/** 群發訊息: a mail to every other member; three a club per Taipei day (200112 beyond). */
export function GroupMessageDialog({ open, onClose, texts }: { open: boolean; onClose: () => void; texts: ClubTexts }) {
  const { tk, errorText } = texts;
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [remaining, setRemaining] = useState<number | null>(null);
  const { act, busy } = useClubAction(errorText);
  const valid = title.trim() !== '' && message.trim() !== '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    const out = await act('group', () => sendGroupMessage(title.trim(), message.trim()), (r) => tk('groupMessage.sent', { count: r.Sent }));
    if (out?.ok) {
      setRemaining(out.result.RemainingToday);
      setTitle('');
      setMessage('');
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={tk('menu.groupMessage')}>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 py-2">
        <p className="text-xs text-gold-300">
          {remaining === null ? tk('groupMessage.perDay', { count: ClubLimits.GroupMessagesPerDay }) : tk('groupMessage.remaining', { count: remaining })}
        </p>
        <label className="flex flex-col gap-1 text-sm font-bold text-white">
          {tk('groupMessage.title')}
          <input value={title} maxLength={ClubLimits.GroupTitleMax} onChange={(e) => setTitle(e.target.value)} className={FIELD} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-bold text-white">
          {tk('groupMessage.message')}
          <textarea value={message} rows={5} maxLength={ClubLimits.GroupTextMax} onChange={(e) => setMessage(e.target.value)} className={FIELD} />
          <span className="self-end text-xs font-normal text-mist-400">{tk('description.count', { count: message.length, max: ClubLimits.GroupTextMax })}</span>
        </label>
        <Button type="submit" disabled={busy || !valid}>
          {tk('groupMessage.send')}
        </Button>
      </form>
    </Dialog>
  );
}
