'use client';

import { useEffect } from 'react';
import { useT } from 'next-i18next/client';
import { formatNumber } from '@/ui/format';
import { Button } from '@/ui/button';
import { LoadingText } from '@/ui/loading-text';
import { ChatAvatar } from '@/features/chat';
import { openPlayerCard } from '@/features/chat';
import { loadMoreViewers, loadViewers } from '../actions';
import { useLiveStore } from '../store';

/**
 * The players in the room (30141), 50 at a time, with a button loading the next 50. Opening
 * the tab reads page 1 again (who is here changes; 30171 only brings the count).
 */
export function ViewerList() {
  const { t } = useT('live');
  useEffect(() => {
    void loadViewers(1);
  }, []);
  const viewers = useLiveStore((s) => s.viewers);
  const total = useLiveStore((s) => s.total);
  if (viewers.page === 0) return viewers.loading ? <LoadingText className="py-6" /> : <p className="py-6 text-center text-sm text-mist-500">{t('viewers.empty')}</p>;
  return (
    <div className="flex h-full flex-col">
      <p className="shrink-0 px-3 py-2 text-xs font-bold text-mist-300">{t('viewers.count', { viewers: formatNumber(total) })}</p>
      <ul className="min-h-0 flex-1 overflow-y-auto px-2" data-testid="live-viewers" aria-label={t('viewers.title')}>
        {viewers.list.map((p) => (
          <li key={p.PlayerID}>
            <button type="button" onClick={() => openPlayerCard(p.PlayerID)} className="flex min-h-11 w-full items-center gap-2 rounded-xl px-2 py-1.5 text-left hover:bg-white/5">
              <ChatAvatar name={p.Name} pictureUrl={p.PictureURL} pictureSetting={p.PictureSetting} kind="player" size="sm" />
              <span className="min-w-0 flex-1 truncate text-sm text-white">{p.Name}</span>
              {p.VIPLevel > 0 ? (
                <span className="shrink-0 rounded bg-gradient-to-r from-gold-400 to-gold-600 px-1 text-xs font-black text-night-950">VIP{p.VIPLevel}</span>
              ) : null}
            </button>
          </li>
        ))}
        {viewers.list.length < viewers.total ? (
          <li className="py-3 text-center">
            <Button variant="secondary" onClick={loadMoreViewers} disabled={viewers.loading}>
              {t('viewers.more')}
            </Button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
