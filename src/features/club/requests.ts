/**
 * The club menu's lobby calls (clubApi of src/protocol/http-contract.ts, docs/protocol-club.md),
 * all through this site's relay. A refusal keeps its Result as `detail` (100017 carries
 * `RetryAfter`).
 */
import { lobbyCall } from '@/http/lobby-call';
import { clubApi, Code, clubCooldownResultSchema, type EndpointResult, type Result } from '@/protocol';

export type ClubApplication = EndpointResult<typeof clubApi.ApplicationList>['List'][number];
export type ClubSearchResult = EndpointResult<typeof clubApi.Search>;
export type GroupMessageResult = EndpointResult<typeof clubApi.GroupMessage>;

/** Seconds of the re-apply countdown a 100017 refusal carries (null for any other outcome). */
export function retryAfterOf(out: Result<unknown>): number | null {
  if (out.ok || out.code !== Code.ClubReapplyCountdown) return null;
  const parsed = clubCooldownResultSchema.safeParse(out.detail);
  return parsed.success ? parsed.data.RetryAfter : null;
}

export const loadClubInfo = () => lobbyCall(clubApi.Info, {});
export const searchClubs = (keyword: string, page = 1) => lobbyCall(clubApi.Search, { Keyword: keyword, Page: page });
export const applyToClub = (clubId: number) => lobbyCall(clubApi.Apply, { ClubID: clubId });
export const createClub = (name: string) => lobbyCall(clubApi.Create, { ClubName: name });

/** Every member up to `perPage` (the club's capacity), leader and sub leaders first. */
export const loadMembers = (perPage: number) => lobbyCall(clubApi.MemberList, { Tab: 0, Page: 1, PerPage: perPage });
export const loadApplications = () => lobbyCall(clubApi.ApplicationList, {});
export const loadExchanges = (tab: number, page: number, perPage: number) => lobbyCall(clubApi.ExchangeList, { Tab: tab, Page: page, PerPage: perPage });

export const acceptApplication = (id: number) => lobbyCall(clubApi.Accept, { ApplicationID: id });
export const rejectApplication = (id: number) => lobbyCall(clubApi.Reject, { ApplicationID: id });
export const updateDescription = (text: string) => lobbyCall(clubApi.DescriptionUpdate, { Description: text });
export const invitePlayer = (playerId: number) => lobbyCall(clubApi.Invite, { PlayerID: playerId });
export const changeLeader = (playerId: number) => lobbyCall(clubApi.ChangeLeader, { PlayerID: playerId });
export const assignSubLeader = (playerId: number) => lobbyCall(clubApi.AssignSubLeader, { PlayerID: playerId });
export const removeSubLeader = (playerId: number) => lobbyCall(clubApi.RemoveSubLeader, { PlayerID: playerId });
export const createChatRoom = () => lobbyCall(clubApi.CreateChatRoom, {});
export const sendGroupMessage = (title: string, message: string) => lobbyCall(clubApi.GroupMessage, { Title: title, Message: message });
export const dissolveClub = () => lobbyCall(clubApi.Dissolve, {});
export const leaveClub = () => lobbyCall(clubApi.Leave, {});
export const kickMember = (playerId: number) => lobbyCall(clubApi.Kick, { PlayerID: playerId });
