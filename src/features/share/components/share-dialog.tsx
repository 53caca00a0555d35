'use client';

import { useState, type FormEvent } from 'react';
import { ChatLimits, Code } from '@/protocol';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Icon } from '@/ui/icon';
import { LoadingText } from '@/ui/loading-text';
import { showToast } from '@/ui/toast-store';
import { failedShares, newShareId, sendShares, shareTargets, socketShareSender, type ShareSender } from '../send-shares';
import { socketShareList, type ShareListSource } from '../share-list';
import { closeShareDialog, type ShareRequest } from '../store';
import { useShareT } from '../texts';
import { useBottomSentinel } from '../use-bottom-sentinel';
import { useShareList } from '../use-share-list';
import { ShareRows } from './share-rows';

export interface ShareDialogProps {
  share: ShareRequest;
  /** False while it fades out after closing. Default true. */
  open?: boolean;
  /** Where rows come from (tests pass their own). */
  source?: ShareListSource;
  /** How a share message is sent (tests pass their own). */
  sender?: ShareSender;
}

/** At most the chat's 100 characters (code points), as the server counts them. */
const clip = (text: string) => Array.from(text).slice(0, ChatLimits.MaxMessageLength).join('');

/**
 * 發送名單 (account §2, §4, §9): nickname search that turns into a reset, rows with a select
 * box each, select all, 同時送出公頻 and 送出; 20 more rows when the bottom comes into view.
 * 送出 sends one private message per selected player and the public one when ticked, then closes.
 */
export function ShareDialog({ share, open = true, source = socketShareList, sender = socketShareSender }: ShareDialogProps) {
  const { ts, codeText, ready } = useShareT();
  const list = useShareList(source);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [toPublic, setToPublic] = useState(false);
  const [sending, setSending] = useState(false);
  const sentinel = useBottomSentinel(list.loadMore, null);
  const searched = list.name !== null;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (searched) {
      setQuery('');
      list.reset();
    } else list.search(query);
  };

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allSelected = list.rows.length > 0 && list.rows.every((r) => selected.has(r.PlayerID));
  const toggleAll = () =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const r of list.rows) {
        if (allSelected) next.delete(r.PlayerID);
        else next.add(r.PlayerID);
      }
      return next;
    });

  const send = async () => {
    setSending(true);
    const id = share.id?.trim() || newShareId();
    const text = clip(share.text?.trim() || ts('defaultText', { gameName: share.gameName }));
    const outcomes = await sendShares({ gameCode: share.gameCode, text, id }, shareTargets([...selected], toPublic), sender);
    const failed = failedShares(outcomes);
    const sent = outcomes.length - failed.length;
    if (failed.length === 0) showToast(ts('sent', { count: sent }), { tone: 'success' });
    else {
      const reason = codeText(failed[0]!.code);
      showToast(sent > 0 ? ts('partlySent', { sent, failed: failed.length, reason }) : ts('noneSent', { reason }), { tone: 'error', duration: 4000 });
    }
    closeShareDialog();
  };

  const head = (
    <div className="border-b border-white/10 px-4 pb-3">
      <p className="mb-2 truncate text-center text-sm text-mist-300">{ts('sharing', { gameName: share.gameName })}</p>
      <form role="search" onSubmit={onSearch} className="flex gap-2">
        <label className="relative min-w-0 flex-1">
          <span className="sr-only">{ts('searchLabel')}</span>
          <Icon name="search" className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-mist-500" />
          <input
            type="search"
            value={query}
            readOnly={searched}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={ts('searchPlaceholder')}
            className="h-11 w-full rounded-full bg-night-950/80 pl-10 pr-4 text-[16px] text-white ring-1 ring-white/15 placeholder:text-mist-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400"
          />
        </label>
        <Button type="submit" variant={searched ? 'secondary' : 'primary'} className="shrink-0 px-5">
          {searched ? ts('reset') : ts('search')}
        </Button>
      </form>
      <div className="mt-3 flex items-center justify-between gap-3 text-xs font-bold text-gold-300">
        <span>{searched ? ts('results') : ts('friends')}</span>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-white">
          <span>{ts('selectAll')}</span>
          <input type="checkbox" className="h-5 w-5 accent-gold-400" checked={allSelected} disabled={list.rows.length === 0} onChange={toggleAll} />
        </label>
      </div>
    </div>
  );

  const footer = (
    <>
      <label className="flex min-h-11 cursor-pointer items-center justify-center gap-2 text-sm font-bold text-white">
        <input type="checkbox" className="h-5 w-5 accent-gold-400" checked={toPublic} onChange={(e) => setToPublic(e.target.checked)} />
        <span>{ts('alsoPublic')}</span>
      </label>
      <Button variant="green" onClick={send} disabled={sending || (selected.size === 0 && !toPublic)}>
        {sending ? ts('sending') : ts('send')}
        {selected.size > 0 && !sending ? <span className="ml-1 text-xs opacity-90">({selected.size})</span> : null}
      </Button>
    </>
  );

  // The texts arrive with the dialog's chunk, a moment after it: nothing to show before them.
  if (!ready) return null;
  const empty = list.rows.length === 0;
  return (
    <Dialog open={open} onClose={closeShareDialog} title={ts('title')} head={head} footer={footer} maxWidth={480} bodyClassName="min-h-48 pb-2">
      {list.loading && empty ? (
        <LoadingText className="py-8" />
      ) : list.error !== null && empty ? (
        <div className="flex flex-col items-center gap-3 py-8 text-sm text-mist-300">
          <p>{list.error > 0 && list.error !== Code.Ok ? codeText(list.error) : ts('loadFailed')}</p>
          <Button variant="secondary" onClick={list.reset}>
            {ts('retry')}
          </Button>
        </div>
      ) : empty ? (
        <p className="px-6 py-8 text-center text-sm text-mist-300">{searched ? ts('emptySearch') : ts('emptyFriends')}</p>
      ) : (
        <>
          <ShareRows rows={list.rows} selected={selected} onToggle={toggle} ts={ts} />
          {list.hasMore ? (
            <div ref={sentinel} data-testid="share-sentinel" className="py-3 text-center text-xs text-mist-400">
              {list.loading ? ts('loadingMore') : '\u00a0'}
            </div>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
