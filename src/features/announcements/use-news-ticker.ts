'use client';

/**
 * The news ticker lines (12740 over the lobby socket): asked whenever the lobby socket is ready
 * (a reconnect refreshes them); a 12741 push for this page's language replaces them. Without a
 * lobby socket (a visitor) there are none: the caller shows its own fallback.
 */
import { useEffect, useState } from 'react';
import { Code, Op, type NewsTickerRow } from '@/protocol';
import { useLocale } from '@/i18n/use-locale';
import { getSockets } from '@/socket';
import { useSocketState } from '@/socket/use-socket-state';

export function useNewsTicker(): NewsTickerRow[] | null {
  const lang = useLocale();
  const ready = useSocketState('lobby') === 'ready';
  const [rows, setRows] = useState<{ lang: string; rows: NewsTickerRow[] } | null>(null);

  useEffect(() => {
    if (!ready) return;
    const lobby = getSockets().lobby;
    let live = true;
    const off = lobby.on(Op.NewsTickerReply, (reply) => {
      if (reply.Code === Code.Ok && reply.Result.Lang === lang) setRows({ lang, rows: reply.Result.Rows });
    });
    lobby.request(Op.NewsTicker, { Lang: lang }).then((reply) => {
      // a refusal keeps the rows; a lost ask is asked again when the socket is ready
      if (live && reply.ok) setRows({ lang, rows: reply.result.Rows });
    });
    return () => {
      live = false;
      off();
    };
  }, [ready, lang]);

  return ready && rows?.lang === lang ? rows.rows : null;
}
