'use client';

import { TextsPending } from '@/i18n/texts-pending';
import { useSession } from 'next-auth/react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useBrand } from '@/brand';
import { endSessionOnCode } from '@/features/session';
import { useLobbyCall } from '@/http/use-lobby-call';
import { Code, gameApi, type ReplayUrlRequest } from '@/protocol';
import { errorMessage } from '@/protocol/errors';
import { Icon } from '@/ui/icon';
import { LoadingText } from '@/ui/loading-text';
import { gameNameOf } from '../game-names';
import { replayTargetOf } from '../record-win';
import { useBigWinT } from '../texts';

type Phase = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'missing' } | { kind: 'not-found' } | { kind: 'failed'; message: string };

/** Only a web page may be framed (never a javascript: or data: address from a reply). */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));

/**
 * The replay page (chat §2 /{locale}/play-game/now, §7 /api/v1/game/replay_url; open to visitors,
 * acct §2): asks the lobby's public URL for the ReplayURL of the round the query names and frames
 * it. 200384 (no such round) and other refusals say so, with a retry.
 */
export function ReplayView() {
  const { tb, t, ready, failed, retry } = useBigWinT();
  const query = useSearchParams();
  const router = useRouter();
  const brand = useBrand();
  const tag = useSession().data?.sessionTag || null;
  const call = useLobbyCall();
  const target = replayTargetOf(query);
  const key = query.toString();
  const [phase, setPhase] = useState<Phase>(target ? { kind: 'loading' } : { kind: 'missing' });

  const load = useCallback(async () => {
    const at = replayTargetOf(new URLSearchParams(key));
    if (!at) return setPhase({ kind: 'missing' });
    setPhase({ kind: 'loading' });
    const body: ReplayUrlRequest = {
      SiteID: at.siteId || brand.siteId,
      GameCode: at.gameCode,
      PlayerID: at.playerId,
      ...(at.roundId ? { RoundID: at.roundId } : {}),
      ...(at.achId !== null ? { AchID: at.achId } : {}),
    };
    const reply = await call(gameApi.ReplayUrl, body);
    if (!reply.ok && endSessionOnCode(reply.code, undefined, tag)) return;
    if (!reply.ok && reply.code === Code.GameRoundNotFound) return setPhase({ kind: 'not-found' });
    if (reply.ok && isWebUrl(reply.result.ReplayURL)) return setPhase({ kind: 'ready', url: reply.result.ReplayURL });
    const { code, message } = reply.ok ? { code: Code.Silent, message: '' } : reply;
    setPhase({ kind: 'failed', message: errorMessage(t, { code, message }) ?? String(code) });
  }, [key, brand.siteId, tag, t, call]);

  useEffect(() => {
    // The request's answer lands in state; the first render already shows the wait.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  if (!ready) return <TextsPending failed={failed} retry={retry} className="py-24" />;
  const game = target ? gameNameOf(target.gameCode) : '';
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-3 px-3 pb-6 pt-3">
      <header className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => router.back()}
          aria-label={tb('replay.back')}
          className="flex h-11 w-11 items-center justify-center rounded-full bg-white/5 text-mist-300 ring-1 ring-white/10 hover:text-white"
        >
          <Icon name="back" className="h-5 w-5" />
        </button>
        <h1 className="min-w-0 flex-1 truncate text-lg font-black text-gold-300">
          {tb('replay.title')}
          {game ? <span className="ml-2 text-base font-bold text-white">{game}</span> : null}
        </h1>
      </header>
      {phase.kind === 'ready' ? (
        <iframe
          src={phase.url}
          title={tb('replay.frameTitle', { game })}
          data-testid="replay-frame"
          className="aspect-[9/16] max-h-[calc(100dvh-9rem)] w-full rounded-2xl bg-night-950 ring-1 ring-gold-400/30 sm:aspect-video"
          allow="autoplay; fullscreen"
        />
      ) : phase.kind === 'loading' ? (
        <LoadingText className="py-24" />
      ) : (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl bg-night-900/80 px-6 py-16 text-center ring-1 ring-white/10">
          <Icon name="replay" className="h-10 w-10 text-mist-500" />
          <p className="text-mist-300" data-testid="replay-error">
            {phase.kind === 'missing' ? tb('replay.missing') : phase.kind === 'not-found' ? tb('replay.notFound') : tb('replay.failed', { message: phase.message })}
          </p>
          {phase.kind === 'failed' ? (
            <button type="button" onClick={() => void load()} className="min-h-11 rounded-full bg-gradient-to-b from-gold-300 to-gold-500 px-6 font-black text-night-950">
              {tb('replay.retry')}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
