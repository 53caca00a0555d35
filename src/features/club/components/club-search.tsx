'use client';

import { useState, type FormEvent } from 'react';
import { codeOf, useLobbyQuery } from '@/http/lobby-queries';
import { Button } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import { LoadingText } from '@/ui/loading-text';
import { countdownText } from '@/features/rewards';
import { clubApi, type ClubSummary } from '@/protocol';
import { noteCooldown } from '../actions';
import { applyToClub, retryAfterOf } from '../requests';
import { useClubStore } from '../store';
import { useClubAction } from '../use-club-action';
import type { ClubTexts } from './club-page';
import { CountdownText } from './countdown-text';

type Found = { phase: 'loading' } | { phase: 'error'; code: number } | { phase: 'ready'; list: ClubSummary[] };

/** No club applied to (no club info in, or none pending). */
const NO_PENDING: readonly number[] = [];

/**
 * 搜尋: clubs by id or part of the name (the newest when empty). `canApply` (a player in no
 * club) adds 申請加入 to each club, 審核中 to those applied to, and a club's re-apply
 * countdown once a 100017 told it.
 */
export function ClubSearch({ texts, canApply, pending = NO_PENDING }: { texts: ClubTexts; canApply: boolean; pending?: readonly number[] }) {
  const { tk, errorText } = texts;
  const [keyword, setKeyword] = useState('');
  const [asked, setAsked] = useState('');
  const search = useLobbyQuery(clubApi.Search, { Keyword: asked, Page: 1 });
  const found: Found = search.isFetching ? { phase: 'loading' } : search.isError ? { phase: 'error', code: codeOf(search.error) } : search.data ? { phase: 'ready', list: search.data.List } : { phase: 'loading' };
  const cooldowns = useClubStore((s) => s.clubCooldowns);
  const { act, busy } = useClubAction(errorText);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // the same words again ask again (the clubs change)
    if (keyword.trim() === asked) void search.refetch();
    else setAsked(keyword.trim());
  };

  const apply = (club: ClubSummary) =>
    act(
      `apply|${club.ClubID}`,
      () => applyToClub(club.ClubID),
      (r) => (r.Joined ? tk('join.joined', { name: club.ClubName }) : tk('join.applied')),
      (out) => {
        if (!noteCooldown(club.ClubID, out)) return null;
        const seconds = retryAfterOf(out) ?? 0;
        return tk('join.countdown', { time: countdownText(seconds * 1000, 0) });
      },
    );

  return (
    <div className="flex flex-col gap-3">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label className="sr-only" htmlFor="club-search">
          {tk('join.searchLabel')}
        </label>
        <input
          id="club-search"
          type="search"
          value={keyword}
          maxLength={64}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={tk('join.searchPlaceholder')}
          className="min-h-11 min-w-0 flex-1 rounded-full bg-night-900/80 px-4 text-white ring-1 ring-white/15 placeholder:text-mist-500 focus:outline-none focus:ring-gold-400"
        />
        <Button type="submit">{tk('join.search')}</Button>
      </form>
      <h3 className="text-sm font-bold text-mist-300">{asked ? tk('join.results') : tk('join.newest')}</h3>
      {found.phase === 'loading' ? (
        <LoadingText className="py-6 text-center" />
      ) : found.phase === 'error' ? (
        <p role="alert" className="py-6 text-center text-mist-300">
          {errorText(found.code)}
        </p>
      ) : found.list.length === 0 ? (
        <p className="py-6 text-center text-mist-300">{tk('join.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {found.list.map((club) => {
            const full = club.MemberCount >= club.Capacity;
            const applied = pending.includes(club.ClubID);
            return (
              <li key={club.ClubID} data-testid="club-result" className="flex flex-col gap-2 rounded-2xl bg-night-900/70 p-3 ring-1 ring-white/10 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-bold text-white">{club.ClubName}</span>
                  <span className="text-xs text-mist-300">
                    {tk('join.clubId', { id: club.ClubID })} · {tk('join.members', { count: formatNumber(club.MemberCount), capacity: formatNumber(club.Capacity) })}
                  </span>
                  {club.Description ? <span className="line-clamp-2 break-words text-xs text-mist-400">{club.Description}</span> : null}
                  <CountdownText until={cooldowns[club.ClubID] ?? 0} text={(time) => tk('join.countdown', { time })} />
                </div>
                {!canApply ? null : applied ? (
                  <span className="self-start rounded-full bg-mist-500/25 px-3 py-1 text-sm text-mist-300 sm:self-center">{tk('join.pending')}</span>
                ) : full ? (
                  <span className="self-start rounded-full bg-mist-500/25 px-3 py-1 text-sm text-mist-300 sm:self-center">{tk('join.full')}</span>
                ) : (
                  <Button aria-label={tk('join.applyTo', { name: club.ClubName })} disabled={busy} onClick={() => void apply(club)} className="shrink-0">
                    {tk('join.apply')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
