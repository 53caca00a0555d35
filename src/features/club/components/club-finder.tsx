'use client';

import { useLobbyQueryList } from '@/http/lobby-queries';
import { clubApi, type ClubInfoResult, type ClubSummary } from '@/protocol';
import { Button } from '@/ui/button';
import { applyToClub } from '../requests';
import { useClubAction } from '../use-club-action';
import type { ClubTexts } from './club-page';
import { ClubSearch } from './club-search';
import { CountdownText } from './countdown-text';
import { CreateClubForm } from './create-club-form';

const CARD = 'flex flex-col gap-3 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-4 ring-1 ring-gold-500/25 sm:p-5';

/** A player in no club: the re-apply countdown, invitations, the club search and 建立俱樂部. */
export function ClubFinder({ info, reapplyUntil, texts }: { info: ClubInfoResult; reapplyUntil: number; texts: ClubTexts }) {
  const { tk } = texts;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-4">
        <CountdownText until={reapplyUntil} text={(time) => tk('join.countdownAll', { time })} className="rounded-2xl bg-night-900/70 p-3 text-center ring-1 ring-gold-500/30" />
        {info.InvitedClubIDs.length > 0 ? <Invitations ids={info.InvitedClubIDs} texts={texts} /> : null}
        <section aria-labelledby="club-find" className={CARD}>
          <h2 id="club-find" className="text-lg font-black text-white">
            {tk('join.title')}
          </h2>
          <ClubSearch texts={texts} canApply pending={info.PendingClubIDs} />
        </section>
      </div>
      <section aria-labelledby="club-create" className={`${CARD} self-start`}>
        <h2 id="club-create" className="text-lg font-black text-white">
          {tk('create.title')}
        </h2>
        <CreateClubForm texts={texts} />
      </section>
    </div>
  );
}

/** Clubs that invited the player (their summaries by id): 接受邀請 joins at once. */
function Invitations({ ids, texts }: { ids: number[]; texts: ClubTexts }) {
  const { tk, errorText } = texts;
  const { act, busy } = useClubAction(errorText);
  // each inviting club found by its id (a search by id answers that club, maybe with others)
  const found = useLobbyQueryList(clubApi.Search, ids.map((id) => ({ Keyword: String(id), Page: 1 })));
  const wanted = new Set(ids);
  const clubs: ClubSummary[] = found
    .flatMap((r) => r?.List.filter((c) => wanted.has(c.ClubID)) ?? [])
    .filter((c, i, all) => all.findIndex((x) => x.ClubID === c.ClubID) === i);

  return (
    <section aria-labelledby="club-invitations" className={CARD}>
      <h2 id="club-invitations" className="text-lg font-black text-white">
        {tk('join.invitations')}
      </h2>
      <ul className="flex flex-col gap-2">
        {clubs.map((club) => (
          <li key={club.ClubID} className="flex items-center gap-3 rounded-2xl bg-night-900/70 p-3 ring-1 ring-white/10">
            <span className="min-w-0 flex-1 truncate font-bold text-white">{club.ClubName}</span>
            <Button
              variant="green"
              disabled={busy}
              onClick={() => void act(`invite|${club.ClubID}`, () => applyToClub(club.ClubID), () => tk('join.joined', { name: club.ClubName }))}
            >
              {tk('join.acceptInvite')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
