/**
 * The club menu's lobby calls (clubApi of src/protocol/http-contract.ts, docs/protocol-club.md),
 * all through this site's relay. Each write names the reads it changes (`lobbyWrite`): those are
 * read again after its answer, and nothing else. A refusal keeps its Result as `detail` (100017
 * carries `RetryAfter`).
 */
import { lobbyWrite } from '@/http/lobby-queries';
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

const { Info, MemberList, ApplicationList, Search } = clubApi;
/** Who is in the club and in which role, and what the club shows of itself. */
const MEMBERSHIP = [Info, MemberList] as const;

/** Joins or asks to join: the player's club (or pending applications) and the search's marks. */
export const applyToClub = (clubId: number) => lobbyWrite(clubApi.Apply, { ClubID: clubId }, [Info, Search]);
export const createClub = (name: string) => lobbyWrite(clubApi.Create, { ClubName: name }, [Info]);
/** An accepted applicant is a member: the applications, the members and the member count. */
export const acceptApplication = (id: number) => lobbyWrite(clubApi.Accept, { ApplicationID: id }, [ApplicationList, ...MEMBERSHIP]);
export const rejectApplication = (id: number) => lobbyWrite(clubApi.Reject, { ApplicationID: id }, [ApplicationList]);
export const updateDescription = (text: string) => lobbyWrite(clubApi.DescriptionUpdate, { Description: text }, [Info]);
/** An invitation waits on the invited player's side: nothing the officer sees changes. */
export const invitePlayer = (playerId: number) => lobbyWrite(clubApi.Invite, { PlayerID: playerId }, []);
export const changeLeader = (playerId: number) => lobbyWrite(clubApi.ChangeLeader, { PlayerID: playerId }, [...MEMBERSHIP, ApplicationList]);
export const assignSubLeader = (playerId: number) => lobbyWrite(clubApi.AssignSubLeader, { PlayerID: playerId }, MEMBERSHIP);
export const removeSubLeader = (playerId: number) => lobbyWrite(clubApi.RemoveSubLeader, { PlayerID: playerId }, MEMBERSHIP);
export const createChatRoom = () => lobbyWrite(clubApi.CreateChatRoom, {}, [Info]);
/** The answer carries the sends left today; no read shows it. */
export const sendGroupMessage = (title: string, message: string) => lobbyWrite(clubApi.GroupMessage, { Title: title, Message: message }, []);
export const dissolveClub = () => lobbyWrite(clubApi.Dissolve, {}, [...MEMBERSHIP, ApplicationList]);
export const leaveClub = () => lobbyWrite(clubApi.Leave, {}, [...MEMBERSHIP, ApplicationList]);
export const kickMember = (playerId: number) => lobbyWrite(clubApi.Kick, { PlayerID: playerId }, MEMBERSHIP);
