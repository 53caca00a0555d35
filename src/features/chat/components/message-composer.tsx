'use client';

import { useId, useRef, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from 'next-i18next/client';
import { ChatLimits } from '@/protocol/chat-rules';
import { charCount, prepareOutgoing } from '../chat-text';
import { Icon } from '@/ui/icon';

const clip = (text: string) =>
  charCount(text) > ChatLimits.MaxMessageLength ? Array.from(text).slice(0, ChatLimits.MaxMessageLength).join('') : text;

export interface MessageComposerProps {
  value: string;
  onChange: (draft: string) => void;
  onSend: () => void;
  /** Buttons left of the text box (the chat's settings). */
  leading?: ReactNode;
  /** Buttons between the text box and send (the live room's gifts). */
  trailing?: ReactNode;
  /** Live chat off: nothing can be typed or sent. */
  disabled?: boolean;
  placeholder?: string;
}

/**
 * The chat's text box and send button under the chat rules (chat spec §5): at most 100
 * characters, Enter sends, Shift+Enter adds a line, Enter during IME composition only
 * confirms the composition. Shared by the chat window and the live room.
 */
export function MessageComposer({ value, onChange, onSend, leading, trailing, disabled = false, placeholder }: MessageComposerProps) {
  const { t } = useT('chat');
  const composing = useRef(false);
  const counterId = useId();
  const canSend = !disabled && prepareOutgoing(value) !== null;
  const count = charCount(value);

  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const text = event.target.value;
    // Mid-composition the text is not final; cut it once the IME has committed.
    onChange(composing.current ? text : clip(text));
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // Enter that confirms an IME candidate (isComposing, or keyCode 229 on Safari/older IMEs).
    if (event.nativeEvent.isComposing || event.keyCode === 229 || composing.current) return;
    event.preventDefault();
    if (!disabled) onSend();
  };

  return (
    <div className="flex items-end gap-2">
      {leading}
      <div className="relative min-w-0 flex-1">
        <textarea
          value={value}
          onChange={change}
          onKeyDown={keyDown}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={(event) => {
            composing.current = false;
            onChange(clip(event.currentTarget.value));
          }}
          disabled={disabled}
          rows={1}
          placeholder={placeholder ?? t('input.placeholder')}
          aria-label={t('input.label')}
          aria-describedby={counterId}
          enterKeyHint="send"
          className="block max-h-28 min-h-11 w-full resize-none rounded-3xl bg-night-950/80 py-2.5 pl-4 pr-14 text-[16px] leading-6 text-white ring-1 ring-white/15 placeholder:text-mist-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 disabled:opacity-50 [field-sizing:content]"
        />
        <span
          id={counterId}
          className={`pointer-events-none absolute bottom-2.5 right-4 text-[11px] tabular-nums ${count >= ChatLimits.MaxMessageLength ? 'text-ruby-500' : 'text-mist-500'}`}
        >
          {t('input.count', { count, max: ChatLimits.MaxMessageLength })}
        </span>
      </div>
      {trailing}
      <button
        type="button"
        onClick={onSend}
        disabled={!canSend}
        aria-label={t('input.send')}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-500 text-night-950 shadow-glow ring-1 ring-gold-300/70 transition hover:brightness-110 active:scale-95 disabled:opacity-40 disabled:shadow-none"
      >
        <Icon name="send" className="h-5 w-5" />
      </button>
    </div>
  );
}
