'use client';

import { memo } from 'react';
import { useT } from 'next-i18next/client';
import { ChatSenderType } from '@/protocol/chat-rules';
import type { ReceivedChatMessage } from '@/protocol';
import { formatClock } from '../chat-time';
import { colorPair } from '../color-pairs';
import { openPlayerCard } from '../actions';
import { chatText } from '../chat-text';
import { ChatAvatar, type AvatarKind } from './chat-avatar';
import { Icon } from '@/ui/icon';
import { DateSeparator } from './date-separator';
import { SpecialMessageCard } from './special-message-card';
import { UnreadDivider } from './unread-divider';

function senderKind(m: ReceivedChatMessage): AvatarKind {
  if (m.SenderType === ChatSenderType.CustomerService) return 'service';
  if (m.From === 'System' || m.SenderType === ChatSenderType.System || m.PlayerID <= 0) return 'system';
  return 'player';
}

export interface MessageRowProps {
  message: ReceivedChatMessage;
  own: boolean;
  /** First message of its day: the date with its weekday goes above it. */
  showDate: boolean;
  /** The unread divider goes above it. */
  showDivider: boolean;
}

/**
 * One chat message: avatar (a button opening the player card, except for the system),
 * labels, name, time, the sanitised text, a special-message card, the Flag 1 warning and
 * auto replies. Own messages sit on the right in gold.
 */
export const MessageRow = memo(function MessageRow({ message: m, own, showDate, showDivider }: MessageRowProps) {
  const { t } = useT('chat');
  const kind = senderKind(m);
  const name = m.Name || (kind === 'system' ? t('label.system') : kind === 'service' ? t('label.customerService') : m.From);
  const text = chatText(m.Message);
  const pair = m.ClubName ? colorPair(m.ColorID) : null;
  const clickable = kind !== 'system' && m.PlayerID > 0 && !own;

  const avatar = <ChatAvatar name={name} pictureUrl={m.PictureURL} pictureSetting={m.PictureSetting} kind={kind} />;

  return (
    <div data-seq={m.Seq} data-message-id={m.ID} className="px-3 pb-3">
      {showDate ? <DateSeparator time={m.CreateTime} /> : null}
      {showDivider ? <UnreadDivider /> : null}
      <article
        aria-label={t('messageFrom', { name })}
        className={`flex items-start gap-2 ${own ? 'flex-row-reverse' : ''}`}
      >
        {own ? null : clickable ? (
          <button
            type="button"
            onClick={() => openPlayerCard(m.PlayerID)}
            aria-label={t('avatar', { name })}
            className="shrink-0 rounded-full transition hover:brightness-110 active:scale-95"
          >
            {avatar}
          </button>
        ) : (
          avatar
        )}
        <div className={`flex min-w-0 max-w-[80%] flex-col ${own ? 'items-end' : 'items-start'}`}>
          <div className={`mb-1 flex max-w-full items-center gap-1.5 text-xs ${own ? 'flex-row-reverse' : ''}`}>
            {kind === 'system' ? (
              <span className="rounded bg-gold-400 px-1.5 py-px font-black text-night-950">{t('label.system')}</span>
            ) : null}
            {kind === 'service' ? (
              <span className="rounded bg-jade-500 px-1.5 py-px font-black text-white">{t('label.customerService')}</span>
            ) : null}
            {pair ? (
              <span className="max-w-[7rem] truncate rounded px-1.5 py-px font-bold" style={{ background: pair.bg, color: pair.fg }}>
                {m.ClubName}
              </span>
            ) : null}
            {own || (kind !== 'player' && !m.Name) ? null : (
              <span className="truncate font-bold" style={pair ? { color: pair.fg } : undefined}>
                <span className={pair ? '' : kind === 'player' ? 'text-mist-300' : 'text-gold-300'}>{name}</span>
              </span>
            )}
            {kind === 'player' && m.VIPLevel !== undefined && m.VIPLevel > 0 && !own ? (
              <span className="shrink-0 rounded bg-gradient-to-r from-gold-400 to-gold-600 px-1 font-black text-night-950">
                VIP{m.VIPLevel}
              </span>
            ) : null}
            <time className="shrink-0 text-mist-500" dateTime={new Date(m.CreateTime).toISOString()}>
              {formatClock(m.CreateTime)}
            </time>
          </div>
          <div
            className={`max-w-full whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-[15px] leading-relaxed shadow-md ${
              own
                ? 'rounded-tr-md bg-gradient-to-b from-gold-300 to-gold-500 text-night-950'
                : kind === 'system'
                  ? 'rounded-tl-md bg-plum-800/90 text-gold-300 ring-1 ring-gold-500/30'
                  : kind === 'service'
                    ? 'rounded-tl-md bg-jade-600/30 text-white ring-1 ring-jade-400/40'
                    : 'rounded-tl-md bg-night-700/90 text-white ring-1 ring-white/5'
            }`}
          >
            <span data-message-text="">{text}</span>
            <SpecialMessageCard message={m} />
            {m.Flag === 1 ? (
              <p className={`mt-2 flex items-start gap-1.5 rounded-xl px-2.5 py-1.5 text-xs font-bold ${own ? 'bg-night-950/15 text-ruby-600' : 'bg-ruby-500/15 text-ruby-500'}`}>
                <Icon name="warning" className="mt-px h-4 w-4 shrink-0" />
                <span>{t('warning')}</span>
              </p>
            ) : null}
          </div>
          {m.AutoReply.length > 0 ? (
            <ul className="mt-1.5 flex flex-wrap gap-1.5">
              {m.AutoReply.map((reply, i) => (
                <li key={i} className="rounded-full bg-white/5 px-2.5 py-1 text-xs text-mist-300 ring-1 ring-white/10">
                  {chatText(reply)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </article>
    </div>
  );
});
