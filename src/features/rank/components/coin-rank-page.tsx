'use client';

import { TextsPending } from '@/i18n/texts-pending';
import { openSignInModal } from '@/features/auth';
import { RankLimits } from '@/protocol';
import { Button } from '@/ui/button';
import { formatTaipeiTime } from '@/ui/format-time';
import { LoadingText } from '@/ui/loading-text';
import { useRankT } from '../texts';
import { useRichList } from '../use-rich-list';
import { PageHeading } from './page-heading';
import { RankPodium } from './rank-podium';
import { RankRow } from './rank-row';

/** /rank/coin: the brand's richest players (podium, then rows), the player's own line pinned below. */
export function CoinRankPage() {
  const { t, tr, ready, failed: textsFailed, retry: retryTexts } = useRankT();
  const { state, signedIn, retry } = useRichList();
  if (!ready) return <TextsPending failed={textsFailed} retry={retryTexts} className="py-16" />;

  let body;
  if (state.phase === 'loading') body = <LoadingText className="py-16 text-center" />;
  else if (state.phase === 'error')
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <p className="text-mist-300">{tr('coin.error')}</p>
        <Button variant="secondary" onClick={retry}>
          {tr('coin.retry')}
        </Button>
      </div>
    );
  else {
    const { List, Mine, UpdatedAt } = state.result;
    body = (
      <>
        <p className="text-center text-xs text-mist-400">{tr('coin.updated', { time: formatTaipeiTime(UpdatedAt) })}</p>
        {List.length === 0 ? (
          <p className="py-12 text-center text-mist-300">{tr('coin.empty')}</p>
        ) : (
          <>
            <RankPodium entries={List.slice(0, RankLimits.Podium)} tr={tr} />
            <ol className="flex flex-col gap-2" aria-label={tr('coin.title')}>
              {List.slice(RankLimits.Podium).map((entry) => (
                <li key={entry.PlayerID}>
                  <RankRow entry={entry} tr={tr} />
                </li>
              ))}
            </ol>
          </>
        )}
        {Mine ? (
          <div className="sticky bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-10 mt-2 lg:bottom-4">
            <RankRow entry={Mine} tr={tr} mine />
          </div>
        ) : !signedIn ? (
          <div className="mt-2 flex flex-col items-center gap-3 rounded-2xl bg-night-800/70 p-4 text-center ring-1 ring-white/10 sm:flex-row sm:justify-between sm:text-left">
            <p className="text-sm text-mist-300">{tr('coin.signIn')}</p>
            <Button onClick={() => openSignInModal()}>
              {String(t('common.signIn', { ns: 'common' }))}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className="mx-auto flex max-w-3xl flex-col">
      <PageHeading>{tr('coin.title')}</PageHeading>
      <div className="flex flex-col gap-3 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-3 shadow-2xl ring-1 ring-gold-500/25 sm:p-6">
        <p className="text-center text-xs text-gold-300/90">{tr('coin.note')}</p>
        {body}
      </div>
    </section>
  );
}
