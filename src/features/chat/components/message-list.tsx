'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { useT } from 'next-i18next/client';
import type { ReceivedChatMessage } from '@/protocol';
import { LoadingText } from '@/ui/loading-text';
import { loadOlder, placeDivider } from '../actions';
import { dayKey } from '../chat-time';
import { dividerId, isOwn } from '../message-model';
import { useChatStore } from '../store';
import { useUnreadStore } from '../unread-store';
import { useChatViewStore } from '../view-store';
import { BackToBottomButton } from './back-to-bottom-button';
import { EmptyState } from './empty-state';
import { MessageRow } from './message-row';
import { MessageScroller } from './message-scroller';

interface ListContext {
  label: string;
  loading: boolean;
}

/** Above the oldest message: 載入中 while an older page loads, in a box that never changes height. */
function ListHeader({ context }: { context?: ListContext }) {
  return <div className="flex h-10 items-center justify-center">{context?.loading ? <LoadingText className="text-sm" /> : null}</div>;
}

const COMPONENTS = { Scroller: MessageScroller, Header: ListHeader };

/** Far above any channel's size: prepending pages lowers the first index from here. */
const BASE_INDEX = 10_000_000;
/**
 * A plain one-line message row is 72 px. Rows not measured yet (a page just prepended above)
 * are estimated at this, so the list does not lurch while it measures them.
 */
const TYPICAL_ROW_PX = 72;
/** Chat spec §9: the back-to-bottom button shows after scrolling more than 100 px. */
const BOTTOM_THRESHOLD_PX = 100;
/** Scrolled up to within this of the oldest row held, the list asks for the page before it. */
const LOAD_OLDER_PX = 300;

/** The scroller shows its newest row: scrolled to the end, or too short to scroll. */
function showsNewest(el: HTMLElement): boolean {
  return el.scrollHeight <= el.clientHeight || (el.scrollTop > 0 && el.scrollHeight - el.clientHeight - el.scrollTop <= BOTTOM_THRESHOLD_PX);
}

/**
 * A channel's messages in a virtualised list (only the rows near the viewport are in the
 * DOM): opens at the newest, loads older pages of 20 when scrolled to the top without moving
 * what is on screen, follows new messages while at the bottom (and after the player sends),
 * shows the unread divider and the back-to-bottom button.
 *
 * An older page is asked for when the player scrolls near the top, once the list has shown its
 * newest row. Virtuoso's own `startReached` fires when the oldest row enters the rows it draws
 * ahead of the viewport, which a list that just opened does before its first scroll to the end:
 * the page came in while the list was placing the newest row, and the list lost its place (the
 * player left hundreds of pixels above the newest message, which new messages no longer
 * followed: a flake of the two-player chat test, reproduced by opening a public channel).
 */
export function MessageList({ channelKey, label }: { channelKey: string; label: string }) {
  const { t } = useT('chat');
  const channel = useChatStore((s) => s.channels[channelKey]);
  const selfId = useUnreadStore((s) => s.selfId);
  const divider = useChatViewStore((s) => s.divider);
  const scrollNonce = useChatViewStore((s) => s.scrollToNewest);
  const list = useRef<VirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  // set once the scroller itself showed the newest row, drawn (an empty scroller also "fits")
  const settled = useRef(false);
  const scroller = useRef<HTMLElement | null>(null);
  const messages = channel?.messages;
  const latest = useRef(messages);
  useEffect(() => {
    latest.current = messages;
  }, [messages]);

  const loaded = channel?.loaded === true;
  // Placed whenever one is pending for a loaded list: the view sets a new, unplaced divider each
  // time it activates a channel, also one already loaded (a second activation). Left unplaced,
  // the divider followed the list and moved to the oldest row as an older page came in.
  const dividerPending = divider?.key === channelKey && divider.messageId === undefined;
  const loadedCount = messages?.length ?? 0;
  useEffect(() => {
    if (loaded && dividerPending) placeDivider(channelKey);
  }, [loaded, channelKey, dividerPending, loadedCount]);

  useEffect(() => {
    if (scrollNonce > 0) list.current?.scrollToIndex({ index: 'LAST', align: 'end' });
  }, [scrollNonce]);

  // Follow new messages while at the bottom, and always the player's own.
  const followOutput = useCallback(
    (isAtBottom: boolean) => {
      const last = latest.current?.at(-1);
      return isAtBottom || (last !== undefined && isOwn(last, selfId)) ? 'auto' : false;
    },
    [selfId],
  );

  if (!channel || !messages || !channel.loaded) return <LoadingText className="h-full" />;
  if (messages.length === 0) return <EmptyState>{t('empty.records')}</EmptyState>;

  const firstItemIndex = BASE_INDEX - channel.prepended;
  // For the browser tests, which read the whole log: an older page on its way, more on the
  // server, or every page in (nothing more loads by scrolling up).
  const history = channel.loading ? 'loading' : channel.hasMore && channel.lockedCode === null ? 'more' : 'complete';
  // The divider is in the rows' first render (placeDivider keeps its place once the list is in):
  // placed a render later, the top row grew by its 35.75 px and the list moved by as much
  // (docs/testing.md "Flakes found", the history-pages browser test).
  // More unread than loaded, with older pages on the server: no divider until its message is in.
  // (It used to sit above the oldest loaded row, the list's first item; Virtuoso then counted its
  // 35.75 px once more above that row as the next page came in: the history-pages browser test.)
  const dividerAt =
    divider?.key === channelKey ? (divider.messageId !== undefined ? divider.messageId : (dividerId(messages, divider.count, selfId, !channel.hasMore) ?? null)) : null;

  const row = (index: number, m: ReceivedChatMessage) => {
    const prev = messages[index - firstItemIndex - 1];
    const showDate = prev ? dayKey(prev.CreateTime) !== dayKey(m.CreateTime) : !channel.hasMore;
    return <MessageRow message={m} own={isOwn(m, selfId)} showDate={showDate} showDivider={dividerAt === m.ID} />;
  };

  return (
    <div className="relative h-full" data-testid="message-list" data-message-count={messages.length} data-history={history}>
      <Virtuoso
        ref={list}
        style={{ height: '100%' }}
        data={messages}
        context={{ label, loading: channel.loading }}
        firstItemIndex={firstItemIndex}
        initialTopMostItemIndex={{ index: messages.length - 1, align: 'end' }}
        computeItemKey={(_, m) => m.ID}
        defaultItemHeight={TYPICAL_ROW_PX}
        itemContent={row}
        alignToBottom
        followOutput={followOutput}
        scrollerRef={(el) => {
          if (!(el instanceof HTMLElement) || el === scroller.current) return;
          scroller.current = el;
          const settle = () => {
            const newest = latest.current?.at(-1);
            settled.current = newest !== undefined && el.querySelector(`[data-message-id="${newest.ID}"]`) !== null && showsNewest(el);
            return settled.current;
          };
          const onScroll = () => {
            if (!settled.current && !settle()) return;
            // near the top, or a list too short to scroll: the player asks for what came before
            if (el.scrollTop <= LOAD_OLDER_PX || el.scrollHeight <= el.clientHeight) loadOlder(channelKey);
          };
          el.addEventListener('scroll', onScroll, { passive: true });
          // Virtuoso's placement need not end in a scroll event: look each frame until it has
          const watch = () => {
            if (!el.isConnected) return;
            if (settled.current || settle()) onScroll();
            else requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        }}
        atBottomThreshold={BOTTOM_THRESHOLD_PX}
        atBottomStateChange={(bottom) => {
          setAtBottom(bottom);
          // still opening: the list has not shown its newest row yet, so it is not the player who
          // moved it (Virtuoso's first placement can land short of the end under load)
          if (!bottom && !settled.current) list.current?.scrollToIndex({ index: 'LAST', align: 'end' });
        }}
        increaseViewportBy={{ top: 600, bottom: 300 }}
        components={COMPONENTS}
      />
      {atBottom ? null : <BackToBottomButton onClick={() => list.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'smooth' })} />}
    </div>
  );
}
