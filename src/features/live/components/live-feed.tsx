'use client';

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSession } from 'next-auth/react';
import { useT } from 'next-i18next/client';
import type { ReceivedChatMessage } from '@/protocol';
import { BackToBottomButton } from '@/features/chat';
import { MessageRow } from '@/features/chat';
import { isOwn } from '@/features/chat';
import { LoadingText } from '@/ui/loading-text';
import { loadOlderLive } from '../actions';
import { useLiveStore, type EnterLine as EnterLineData } from '../store';
import { EnterLine } from './enter-line';

type FeedItem = { kind: 'message'; at: number; message: ReceivedChatMessage } | { kind: 'enter'; at: number; line: EnterLineData };

/** Messages and enter lines in time order (oldest first). */
export function feedItems(messages: readonly ReceivedChatMessage[], enters: readonly EnterLineData[]): FeedItem[] {
  const items: FeedItem[] = [
    ...messages.map((message) => ({ kind: 'message' as const, at: message.CreateTime, message })),
    ...enters.map((line) => ({ kind: 'enter' as const, at: line.at, line })),
  ];
  return items.sort((a, b) => a.at - b.at);
}

/** Chat spec §9: the back-to-bottom button shows after scrolling more than 100 px. */
const BOTTOM_THRESHOLD_PX = 100;

/**
 * The live chat: the chat's message rows (sanitised text, avatars, VIP, warnings) and the
 * enter lines, newest at the bottom. Follows new lines while at the bottom and after the
 * player sends; scrolling to the top loads the older page of 20 without moving the view.
 */
export function LiveFeed() {
  const { t } = useT('live');
  const messages = useLiveStore((s) => s.messages);
  const enters = useLiveStore((s) => s.enters);
  const history = useLiveStore((s) => s.history);
  const scrollNonce = useLiveStore((s) => s.scrollToNewest);
  const closed = useLiveStore((s) => s.phase === 'closed');
  const selfId = useSession().data?.playerID ?? 0;
  const items = useMemo(() => feedItems(messages, enters), [messages, enters]);
  const scroller = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const before = useRef<{ height: number; top: number } | null>(null);

  const toBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  };

  // New lines: stay at the bottom when there; an older page prepended: keep the view still.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prev = before.current;
    if (prev && el.scrollHeight !== prev.height && prev.top < 40) el.scrollTop = el.scrollHeight - prev.height + prev.top;
    else if (atBottom) toBottom();
    before.current = { height: el.scrollHeight, top: el.scrollTop };
  }, [items, atBottom]);

  useEffect(() => {
    if (scrollNonce > 0) toBottom();
  }, [scrollNonce]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    before.current = { height: el.scrollHeight, top: el.scrollTop };
    setAtBottom(el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_THRESHOLD_PX);
    if (el.scrollTop < 40) loadOlderLive();
  };

  if (!history.loaded && items.length === 0 && !closed) return <LoadingText className="h-full" />;
  return (
    <div className="relative h-full min-h-0">
      <div ref={scroller} onScroll={onScroll} className="h-full overflow-y-auto overscroll-contain pt-2" data-testid="live-feed" aria-live="polite">
        <div className="flex h-10 items-center justify-center">{history.loading ? <LoadingText className="text-sm" /> : null}</div>
        {items.length === 0 && !closed ? <p className="px-6 py-10 text-center text-sm text-mist-500">{t('chat.empty')}</p> : null}
        {items.map((item) =>
          item.kind === 'message' ? (
            <MessageRow key={`m${item.message.ID}`} message={item.message} own={isOwn(item.message, selfId)} showDate={false} showDivider={false} />
          ) : (
            <EnterLine key={`e${item.line.id}`} line={item.line} />
          ),
        )}
      </div>
      {atBottom ? null : <BackToBottomButton onClick={toBottom} />}
    </div>
  );
}
