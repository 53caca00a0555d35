'use client';

import type { ReceivedChatMessage } from '@/protocol';
import { PictureSetting } from '@/protocol/profile-rules';
import { formatNumber } from '@/ui/format';
import { openEnvelope } from '../actions';
import { useEnvelopeT } from '../texts';

/** The envelope a card message names (Params red_envelope_id, title, amount), or null. */
export function envelopeOfMessage(message: ReceivedChatMessage): { envelopeId: number; title: string; amount: number } | null {
  const params = message.Params ?? {};
  const envelopeId = Number(params.red_envelope_id);
  if (!Number.isSafeInteger(envelopeId) || envelopeId <= 0) return null;
  const amount = Number(params.amount);
  return {
    envelopeId,
    title: String(params.title ?? message.Message),
    amount: Number.isFinite(amount) ? amount : 0,
  };
}

/**
 * An envelope sent in chat (Params op red_envelope): a red card with its title; a tap opens
 * the overlay, which asks the server whether this player already received it.
 */
export function EnvelopeCard({ message }: { message: ReceivedChatMessage }) {
  const { te, ready } = useEnvelopeT();
  const envelope = envelopeOfMessage(message);
  if (!envelope || !ready) return null;
  return (
    <button
      type="button"
      onClick={() =>
        void openEnvelope({
          envelopeId: envelope.envelopeId,
          title: envelope.title,
          // a message without the sender's display data (spec-shaped): its From, the default avatar
          sender: {
            name: message.Name ?? message.From,
            pictureUrl: message.PictureURL ?? '',
            pictureSetting: message.PictureSetting ?? PictureSetting.Default,
          },
        })
      }
      className="mt-2 flex min-h-11 w-full items-center gap-3 rounded-2xl bg-gradient-to-r from-ruby-500 to-ruby-600 p-3 text-left ring-1 ring-gold-400/60 transition hover:ring-gold-300"
    >
      <span aria-hidden="true" className="flex h-11 w-9 shrink-0 items-center justify-center rounded-md bg-ruby-600 ring-2 ring-gold-400">
        <span className="h-4 w-4 rounded-full bg-gold-400" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs text-gold-300">{te('card.label')}</span>
        <span className="block truncate font-bold text-white">{envelope.title}</span>
        {envelope.amount > 0 ? <span className="block text-xs font-bold text-gold-300">{formatNumber(envelope.amount)}</span> : null}
      </span>
      <span className="shrink-0 rounded-full bg-gold-400 px-3 py-1 text-xs font-black text-ruby-600">{te('card.open')}</span>
    </button>
  );
}
