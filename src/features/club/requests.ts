/**
 * The club menu's lobby calls (src/protocol/club.ts, docs/protocol-club.md), all through this
 * site's relay (src/http/lobby-relay.ts attaches the session's token). Never throws:
 * an unreachable server answers Code 100000, and a success whose Result does not match the
 * protocol is read the same way. A refusal keeps its Result (100017 carries `RetryAfter`).
 */
import { sessionLobbyPost } from '@/config/lobby-http';
import type { Outcome } from '@/features/store/requests';
import {
  ClubPath,
  Code,
  clubApplicationListResultSchema,
  clubApplyResultSchema,
  clubCooldownResultSchema,
  clubExchangeListResultSchema,
  clubGroupMessageResultSchema,
  clubInfoResultSchema,
  clubMemberListResultSchema,
  clubSearchResultSchema,
  parsePayload,
  type ClubApplyResult,
  type ClubExchangeListResult,
  type ClubInfoResult,
  type ClubMemberListResult,
} from '@/protocol';
import * as z from 'zod/mini';

export type { Outcome };
export type ClubApplication = z.infer<typeof clubApplicationListResultSchema>['List'][number];
export type ClubSearchResult = z.infer<typeof clubSearchResultSchema>;
export type GroupMessageResult = z.infer<typeof clubGroupMessageResultSchema>;

/** A refusal's Result as the lobby sent it (null on success or when there was none). */
export type ClubOutcome<R> = Outcome<R> & { refusal?: unknown };

const nullResult = z.nullable(z.unknown());

async function call<R>(path: string, body: unknown, schema: Parameters<typeof parsePayload>[0] = nullResult): Promise<ClubOutcome<R>> {
  const reply = await sessionLobbyPost<unknown>(path, body);
  if (reply.Code !== Code.HttpOk) return { ok: false, code: reply.Code, message: reply.Message, refusal: reply.Result };
  const parsed = parsePayload(schema, reply.Result);
  if (!parsed.ok) {
    console.error(`${path}: malformed reply`, parsed.error);
    return { ok: false, code: Code.Silent, message: '' };
  }
  return { ok: true, result: parsed.value as R };
}

/** Seconds of the re-apply countdown a 100017 refusal carries (null for any other outcome). */
export function retryAfterOf(out: ClubOutcome<unknown>): number | null {
  if (out.ok || out.code !== Code.ClubReapplyCountdown) return null;
  const parsed = clubCooldownResultSchema.safeParse(out.refusal);
  return parsed.success ? parsed.data.RetryAfter : null;
}

export const loadClubInfo = () => call<ClubInfoResult>(ClubPath.Info, {}, clubInfoResultSchema);
export const searchClubs = (keyword: string, page = 1) =>
  call<ClubSearchResult>(ClubPath.Search, { Keyword: keyword, Page: page }, clubSearchResultSchema);
export const applyToClub = (clubId: number) => call<ClubApplyResult>(ClubPath.Apply, { ClubID: clubId }, clubApplyResultSchema);
export const createClub = (name: string) => call<{ ClubID: number }>(ClubPath.Create, { ClubName: name }, z.object({ ClubID: z.number() }));

/** Every member up to `perPage` (the club's capacity), leader and sub leaders first. */
export const loadMembers = (perPage: number) =>
  call<ClubMemberListResult>(ClubPath.MemberList, { Tab: 0, Page: 1, PerPage: perPage }, clubMemberListResultSchema);
export const loadApplications = () =>
  call<{ List: ClubApplication[] }>(ClubPath.ApplicationList, {}, clubApplicationListResultSchema);
export const loadExchanges = (tab: number, page: number, perPage: number) =>
  call<ClubExchangeListResult>(ClubPath.ExchangeList, { Tab: tab, Page: page, PerPage: perPage }, clubExchangeListResultSchema);

export const acceptApplication = (id: number) => call<null>(ClubPath.Accept, { ApplicationID: id });
export const rejectApplication = (id: number) => call<null>(ClubPath.Reject, { ApplicationID: id });
export const updateDescription = (text: string) => call<null>(ClubPath.DescriptionUpdate, { Description: text });
export const invitePlayer = (playerId: number) => call<null>(ClubPath.Invite, { PlayerID: playerId });
export const changeLeader = (playerId: number) => call<null>(ClubPath.ChangeLeader, { PlayerID: playerId });
export const assignSubLeader = (playerId: number) => call<null>(ClubPath.AssignSubLeader, { PlayerID: playerId });
export const removeSubLeader = (playerId: number) => call<null>(ClubPath.RemoveSubLeader, { PlayerID: playerId });
export const createChatRoom = () => call<unknown>(ClubPath.CreateChatRoom, {}, z.object({ ChatEnabled: z.boolean() }));
export const sendGroupMessage = (title: string, message: string) =>
  call<GroupMessageResult>(ClubPath.GroupMessage, { Title: title, Message: message }, clubGroupMessageResultSchema);
export const dissolveClub = () => call<null>(ClubPath.Dissolve, {});
export const leaveClub = () => call<null>(ClubPath.Leave, {});
export const kickMember = (playerId: number) => call<null>(ClubPath.Kick, { PlayerID: playerId });
