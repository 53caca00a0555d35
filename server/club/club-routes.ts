/**
 * The club menu's HTTP routes (POST, header api-token; docs/protocol-club.md). Each body is
 * validated with its schema of src/protocol/club.ts; the services answer or throw a
 * ReplyError, which becomes the `{Code, Message, Result}` failure.
 */
import type * as z from 'zod/mini';
import {
  ClubPath,
  clubApplicationDecisionSchema,
  clubCreateSchema,
  clubDescriptionUpdateSchema,
  clubEmptySchema,
  clubExportSchema,
  clubGroupMessageSchema,
  clubIdSchema,
  clubListSchema,
  clubPlayerSchema,
  clubSearchSchema,
  parsePayload,
} from '../../src/protocol';
import { answer, badRequest, ok, type HttpResult } from '../http/reply';
import type { Router } from '../http/router';
import { signedIn } from '../http/session';
import type { Services } from '../services';
import { exchangeListCsv, memberListCsv } from './club-export';
import { applicationList, clubInfo, exchangeList, memberList, searchClubs } from './club-lists';
import { applyToClub, createClub, decideApplication, dissolveClub, invitePlayer, kickMember, leaveClub } from './membership-service';
import { changeLeader, clubDescription, createChatRoom, groupMessage, setSubLeader, updateDescription } from './officer-service';

type Handler<S extends z.ZodMiniType> = (services: Services, playerId: number, body: z.output<S>) => Promise<unknown>;

export function registerClubRoutes(router: Router, services: Services): void {
  function route<S extends z.ZodMiniType>(path: string, schema: S, handler: Handler<S>): void {
    router.post(path, async (ctx) => {
      const who = await signedIn(services, ctx);
      if (!('playerId' in who)) return who;
      const parsed = parsePayload(schema, ctx.body ?? {});
      if (!parsed.ok) return badRequest(parsed.error);
      return answer(async () => ok((await handler(services, who.playerId, parsed.value)) ?? null));
    });
  }
  function csvRoute(path: string, name: string, make: (s: Services, playerId: number, p: z.output<typeof clubExportSchema>) => Promise<Buffer>): void {
    router.post(path, async (ctx) => {
      const who = await signedIn(services, ctx);
      if (!('playerId' in who)) return who;
      const parsed = parsePayload(clubExportSchema, ctx.body);
      if (!parsed.ok) return badRequest(parsed.error);
      const p = parsed.value;
      return answer(async (): Promise<HttpResult> => ({
        body: null,
        file: { contentType: 'text/csv; charset=utf-8', fileName: `club-${name}-${p.Page}.csv`, data: await make(services, who.playerId, p) },
      }));
    });
  }

  route(ClubPath.Create, clubCreateSchema, (s, id, b) => createClub(s, id, b.ClubName));
  route(ClubPath.Info, clubEmptySchema, (s, id) => clubInfo(s, id));
  route(ClubPath.Search, clubSearchSchema, (s, _id, b) => searchClubs(s, b));
  route(ClubPath.Apply, clubIdSchema, (s, id, b) => applyToClub(s, id, b.ClubID));
  route(ClubPath.ApplicationList, clubEmptySchema, (s, id) => applicationList(s, id));
  route(ClubPath.Accept, clubApplicationDecisionSchema, (s, id, b) => decideApplication(s, id, b.ApplicationID, true));
  route(ClubPath.Reject, clubApplicationDecisionSchema, (s, id, b) => decideApplication(s, id, b.ApplicationID, false));
  route(ClubPath.Description, clubEmptySchema, (s, id) => clubDescription(s, id));
  route(ClubPath.DescriptionUpdate, clubDescriptionUpdateSchema, (s, id, b) => updateDescription(s, id, b.Description));
  route(ClubPath.Invite, clubPlayerSchema, (s, id, b) => invitePlayer(s, id, b.PlayerID));
  route(ClubPath.ExchangeList, clubListSchema, (s, id, b) => exchangeList(s, id, b));
  route(ClubPath.MemberList, clubListSchema, (s, id, b) => memberList(s, id, b));
  route(ClubPath.ChangeLeader, clubPlayerSchema, (s, id, b) => changeLeader(s, id, b.PlayerID));
  route(ClubPath.AssignSubLeader, clubPlayerSchema, (s, id, b) => setSubLeader(s, id, b.PlayerID, true));
  route(ClubPath.RemoveSubLeader, clubPlayerSchema, (s, id, b) => setSubLeader(s, id, b.PlayerID, false));
  route(ClubPath.CreateChatRoom, clubEmptySchema, (s, id) => createChatRoom(s, id));
  route(ClubPath.GroupMessage, clubGroupMessageSchema, (s, id, b) => groupMessage(s, id, b.Title, b.Message));
  route(ClubPath.Dissolve, clubEmptySchema, (s, id) => dissolveClub(s, id));
  route(ClubPath.Leave, clubEmptySchema, (s, id) => leaveClub(s, id));
  route(ClubPath.Kick, clubPlayerSchema, (s, id, b) => kickMember(s, id, b.PlayerID));
  csvRoute(ClubPath.MemberListExport, 'members', memberListCsv);
  csvRoute(ClubPath.ExchangeListExport, 'exchanges', exchangeListCsv);
}
