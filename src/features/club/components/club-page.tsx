'use client';

import { useSession } from 'next-auth/react';
import { openSignInModal } from '@/features/auth';
import { Button } from '@/ui/button';
import { LoadingText } from '@/ui/loading-text';
import { useClub } from '../club-reads';
import { useClubT } from '../texts';
import { ClubFinder } from './club-finder';
import { ClubHome } from './club-home';

/**
 * /club: a player in no club searches, applies (with the re-apply countdown), answers
 * invitations and creates a club; a member sees their club, its members and the menu entries
 * their role may use. The club is read through the query layer (../club-reads.ts): again on a
 * visit that finds it stale, and what an action changes right after it.
 */
export function ClubPage() {
  const texts = useClubT();
  const { tk, ready } = texts;
  const { status, data } = useSession();
  const playerId = data?.user?.playerID ?? null;
  const signedIn = status === 'authenticated';
  const { phase, info, members, applications, reapplyUntil, retry } = useClub(signedIn);

  let body;
  if (!ready || status === 'loading') body = <LoadingText className="py-16 text-center" />;
  else if (!signedIn)
    body = (
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-night-800/70 py-10 text-center ring-1 ring-white/10">
        <p className="text-mist-300">{tk('signIn')}</p>
        <Button onClick={() => openSignInModal()}>{texts.tc('common.signIn')}</Button>
      </div>
    );
  else if (phase === 'error')
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-mist-300">{tk('loadFailed')}</p>
        <Button variant="secondary" onClick={retry}>
          {tk('retry')}
        </Button>
      </div>
    );
  else if (phase !== 'ready' || !info) body = <LoadingText className="py-12 text-center" />;
  else if (info.Club)
    body = <ClubHome club={info.Club} role={info.Role} selfId={playerId ?? 0} members={members} applications={applications} texts={texts} />;
  else body = <ClubFinder info={info} reapplyUntil={reapplyUntil} texts={texts} />;

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <h1 className="border-b border-gold-500/20 pb-3 text-xl font-black text-white sm:text-2xl">
        <span className="mr-2 inline-block h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-2px]" aria-hidden="true" />
        {ready ? tk('title') : null}
      </h1>
      {body}
    </section>
  );
}

export type ClubTexts = ReturnType<typeof useClubT>;
