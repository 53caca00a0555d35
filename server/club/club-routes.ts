/**
 * The club menu's HTTP routes (POST, header api-token; docs/protocol-club.md), each from its
 * entry of the HTTP contract (`clubApi`): the services answer or throw a ReplyError, which
 * becomes the `{Code, Message, Result}` failure.
 */
import { clubApi } from '../../src/protocol';
import { serve, serveFile } from '../http/serve';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { couponListCsv, exchangeListCsv, memberListCsv } from './club-export';
import { applicationList, clubInfo, exchangeList, memberList, searchClubs } from './club-lists';
import { applyToClub, createClub, decideApplication, dissolveClub, invitePlayer, kickMember, leaveClub } from './membership-service';
import { changeLeader, clubDescription, createChatRoom, groupMessage, setSubLeader, updateDescription } from './officer-service';

export function registerClubRoutes(router: Router, services: Services): void {
  const s = services;
  const done = async (work: Promise<void>) => {
    await work;
    return null;
  };
  serve(router, s, clubApi.Create, ({ playerId, body }) => createClub(s, playerId, body.ClubName));
  serve(router, s, clubApi.Info, ({ playerId }) => clubInfo(s, playerId));
  serve(router, s, clubApi.Search, ({ body }) => searchClubs(s, body));
  serve(router, s, clubApi.Apply, ({ playerId, body }) => applyToClub(s, playerId, body.ClubID));
  serve(router, s, clubApi.ApplicationList, ({ playerId }) => applicationList(s, playerId));
  serve(router, s, clubApi.Accept, ({ playerId, body }) => done(decideApplication(s, playerId, body.ApplicationID, true)));
  serve(router, s, clubApi.Reject, ({ playerId, body }) => done(decideApplication(s, playerId, body.ApplicationID, false)));
  serve(router, s, clubApi.Description, ({ playerId }) => clubDescription(s, playerId));
  serve(router, s, clubApi.DescriptionUpdate, ({ playerId, body }) => done(updateDescription(s, playerId, body.Description)));
  serve(router, s, clubApi.Invite, ({ playerId, body }) => done(invitePlayer(s, playerId, body.PlayerID)));
  serve(router, s, clubApi.ExchangeList, ({ playerId, body }) => exchangeList(s, playerId, body));
  serve(router, s, clubApi.MemberList, ({ playerId, body }) => memberList(s, playerId, body));
  serve(router, s, clubApi.ChangeLeader, ({ playerId, body }) => done(changeLeader(s, playerId, body.PlayerID)));
  serve(router, s, clubApi.AssignSubLeader, ({ playerId, body }) => done(setSubLeader(s, playerId, body.PlayerID, true)));
  serve(router, s, clubApi.RemoveSubLeader, ({ playerId, body }) => done(setSubLeader(s, playerId, body.PlayerID, false)));
  serve(router, s, clubApi.CreateChatRoom, ({ playerId }) => createChatRoom(s, playerId));
  serve(router, s, clubApi.GroupMessage, ({ playerId, body }) => groupMessage(s, playerId, body.Title, body.Message));
  serve(router, s, clubApi.Dissolve, ({ playerId }) => done(dissolveClub(s, playerId)));
  serve(router, s, clubApi.Leave, ({ playerId }) => done(leaveClub(s, playerId)));
  serve(router, s, clubApi.Kick, ({ playerId, body }) => done(kickMember(s, playerId, body.PlayerID)));
  serveFile(router, s, clubApi.MemberListExport, async ({ playerId, body }) => ({
    fileName: `club-members-${body.Page}.csv`,
    data: await memberListCsv(s, playerId, body),
  }));
  serveFile(router, s, clubApi.ExchangeListExport, async ({ playerId, body }) => ({
    fileName: `club-exchanges-${body.Page}.csv`,
    data: await exchangeListCsv(s, playerId, body),
  }));
  serveFile(router, s, clubApi.CouponListExport, async ({ playerId, body }) => ({
    fileName: `club-coupons-${body.Page}.csv`,
    data: await couponListCsv(s, playerId, body),
  }));
}
