'use client';

import { useT } from 'next-i18next/client';
import { ICON_BUTTON } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { LoadingText } from '@/ui/loading-text';
import { collapseChatWindow } from '../actions';

/**
 * The open window's frame: full screen on phones (inside the visual viewport, through the
 * `--chat-top` / `--chat-vh` variables), a floating panel on desktop.
 */
export const CHAT_PANEL_FRAME =
  'fixed inset-x-0 top-[var(--chat-top,0px)] z-40 flex h-[var(--chat-vh,100dvh)] flex-col overflow-hidden bg-gradient-to-b from-plum-800 via-night-800 to-night-900 text-white shadow-[0_20px_60px_rgb(0_0_0/0.6)] lg:inset-x-auto lg:bottom-6 lg:right-6 lg:top-auto lg:h-[min(700px,calc(100dvh-10rem))] lg:w-[420px] lg:rounded-3xl lg:ring-1 lg:ring-gold-500/30';

/** The title bar's row: its padding keeps clear of a phone's notch. */
export const CHAT_HEADER_ROW = 'flex shrink-0 items-center gap-2 px-4 pb-2 pt-[max(0.5rem,env(safe-area-inset-top))] lg:pt-3';

/** The title bar's collapse button (it closes the window back to the launcher). */
export function CollapseChatButton() {
  const { t } = useT('chat');
  return (
    <button type="button" onClick={collapseChatWindow} aria-label={t('collapse')} aria-expanded="true" className={ICON_BUTTON}>
      <Icon name="collapse" className="h-6 w-6" />
    </button>
  );
}

/** The window's badge and title (聊天室), the same while the code loads and after. */
export function ChatTitle() {
  const { t } = useT('chat');
  return (
    <>
      <span className="flex h-8 w-8 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-600 text-night-950 shadow-glow">
        <Icon name="chat" className="h-5 w-5" />
      </span>
      <h2 className="flex-1 text-lg font-black tracking-wide text-gold-300">{t('title')}</h2>
    </>
  );
}

/** The window while its code loads (the first opening on a slow line): its frame, title and 載入中. */
export function ChatPanelLoading() {
  const { t } = useT('chat');
  return (
    <section aria-label={t('title')} aria-busy="true" className={CHAT_PANEL_FRAME}>
      <div className={CHAT_HEADER_ROW}>
        <ChatTitle />
        <CollapseChatButton />
      </div>
      <LoadingText className="flex-1" />
    </section>
  );
}
