'use client';

/**
 * What the club page reads (clubApi, through the query layer): the player's club (/club/info),
 * its members and, for the leader and sub leaders, the applications. Writes read again what they
 * change (./requests.ts); the page reads them on every visit that finds them stale.
 */
import { useCallback } from 'react';
import { codeOf, useLobbyQuery } from '@/http/lobby-queries';
import { clubApi, ClubLimits, clubRoleMay, type ClubInfoResult } from '@/protocol';

/** The player's club as /club/info answers it (`enabled` once signed in). */
export function useClubInfo(enabled = true) {
  return useLobbyQuery(clubApi.Info, {}, { enabled });
}

/** The page's whole club: its phase, the info, the members, the applications and `retry`. */
export function useClub(enabled: boolean) {
  const info = useClubInfo(enabled);
  const club = info.data?.Club ?? null;
  const role = info.data?.Role ?? 0;
  const perPage = club ? Math.min(Math.max(club.Capacity, club.MemberCount, 1), ClubLimits.ExportPerPage) : 1;
  const withMembers = enabled && club !== null;
  const withApplications = withMembers && clubRoleMay(role, 'applications');
  const members = useLobbyQuery(clubApi.MemberList, { Tab: 0, Page: 1, PerPage: perPage }, { enabled: withMembers });
  const applications = useLobbyQuery(clubApi.ApplicationList, {}, { enabled: withApplications });
  const { refetch } = info;
  // the page shows the club once its lists have answered too (a failed list shows empty)
  const listsIn = (!withMembers || !members.isPending) && (!withApplications || !applications.isPending);
  const phase: 'loading' | 'error' | 'ready' = info.data && listsIn ? 'ready' : info.isError && !info.isFetching ? 'error' : 'loading';
  return {
    phase,
    errorCode: info.isError ? codeOf(info.error) : null,
    info: info.data ?? null,
    members: members.data?.List ?? [],
    applications: applications.data?.List ?? [],
    /** Epoch ms (this device's clock) the any-club re-apply countdown ends; 0: none. */
    reapplyUntil: info.data ? reapplyUntil(info.data, info.dataUpdatedAt) : 0,
    retry: useCallback(() => void refetch(), [refetch]),
  };
}

/** Epoch ms (this device's clock) the any-club re-apply countdown of `info` ends; 0: none. */
export function reapplyUntil(info: ClubInfoResult, readAt: number): number {
  return info.ReapplyAfterMs > 0 ? readAt + info.ReapplyAfterMs : 0;
}
