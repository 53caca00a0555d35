'use client';

import { useId, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { useT } from 'next-i18next/client';
import { ChatLimits } from '@/protocol';
import { sendDraft, setDraft, setSettingsOpen } from '../actions';
import { charCount, prepareOutgoing } from '../sanitize';
import { useChatViewStore } from '../view-store';
import { Icon } from '@/ui/icon';

const clip = (text: string) =>
  charCount(text) > ChatLimits.MaxMessageLength ? Array.from(text).slice(0, ChatLimits.MaxMessageLength).join('') : text;

/**
 * The input area (chat spec §2, §5): a text box of at most 100 characters, Enter sends,
 * Shift+Enter adds a line, Enter during IME composition only confirms the composition; the
 * send button and the settings button.
 */
export function ChatInput({ vipLevel }: { vipLevel: number }) {
  const { t } = useT('chat');
  const draft = useChatViewStore((s) => s.draft);
  const composing = useRef(false);
  const counterId = useId();
  const canSend = prepareOutgoing(draft) !== null;
  const count = charCount(draft);

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const value = event.target.value;
    // Mid-composition the text is not final; cut it once the IME has committed.
    setDraft(composing.current ? value : clip(value));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // Enter that confirms an IME candidate (isComposing, or keyCode 229 on Safari/older IMEs).
    if (event.nativeEvent.isComposing || event.keyCode === 229 || composing.current) return;
    event.preventDefault();
    sendDraft({ vipLevel });
  };

  return (
    <div className="shrink-0 border-t border-white/10 bg-night-900/95 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3">
      <div className="flex items-end gap-2">
        <button
          type="button"
          onClick={() => setSettingsOpen(true)}
          aria-label={t('settings')}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/5 text-mist-300 ring-1 ring-white/10 transition hover:bg-white/10 hover:text-white"
        >
          <Icon name="gear" className="h-5 w-5" />
        </button>
        <div className="relative min-w-0 flex-1">
          <textarea
            value={draft}
            onChange={onChange}
            onKeyDown={onKeyDown}
            onCompositionStart={() => {
              composing.current = true;
            }}
            onCompositionEnd={(event) => {
              composing.current = false;
              setDraft(clip(event.currentTarget.value));
            }}
            rows={1}
            placeholder={t('input.placeholder')}
            aria-label={t('input.label')}
            aria-describedby={counterId}
            enterKeyHint="send"
            className="block max-h-28 min-h-11 w-full resize-none rounded-3xl bg-night-950/80 py-2.5 pl-4 pr-14 text-[16px] leading-6 text-white ring-1 ring-white/15 placeholder:text-mist-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 [field-sizing:content]"
          />
          <span
            id={counterId}
            className={`pointer-events-none absolute bottom-2.5 right-4 text-[11px] tabular-nums ${count >= ChatLimits.MaxMessageLength ? 'text-ruby-500' : 'text-mist-500'}`}
          >
            {t('input.count', { count, max: ChatLimits.MaxMessageLength })}
          </span>
        </div>
        <button
          type="button"
          onClick={() => sendDraft({ vipLevel })}
          disabled={!canSend}
          aria-label={t('input.send')}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-500 text-night-950 shadow-glow ring-1 ring-gold-300/70 transition hover:brightness-110 active:scale-95 disabled:opacity-40 disabled:shadow-none"
        >
          <Icon name="send" className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
