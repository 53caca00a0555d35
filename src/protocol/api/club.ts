/** The HTTP contract's entries of one group (src/protocol/http-contract.ts collects them). */
import { clubApplicationDecisionSchema, clubApplicationListResultSchema, clubApplyResultSchema, clubChatRoomResultSchema, clubCouponExportSchema, clubCreateResultSchema, clubCreateSchema, clubDescriptionResultSchema, clubDescriptionUpdateSchema, clubEmptySchema, clubExchangeListResultSchema, clubExportSchema, clubGroupMessageResultSchema, clubGroupMessageSchema, clubIdSchema, clubInfoResultSchema, clubListSchema, clubMemberListResultSchema, ClubPath, clubPlayerSchema, clubSearchResultSchema, clubSearchSchema } from '../club';
import { noResult } from '../schema';
import type { HttpEndpoint } from '../http-endpoint';

/** The club menu (docs/protocol-club.md). */
export const clubApi = {
  Create: { path: ClubPath.Create, request: clubCreateSchema, result: clubCreateResultSchema, access: 'player', browser: 'relay' },
  Info: { path: ClubPath.Info, request: clubEmptySchema, result: clubInfoResultSchema, access: 'player', browser: 'relay' },
  Search: { path: ClubPath.Search, request: clubSearchSchema, result: clubSearchResultSchema, access: 'player', browser: 'relay' },
  Apply: { path: ClubPath.Apply, request: clubIdSchema, result: clubApplyResultSchema, access: 'player', browser: 'relay' },
  ApplicationList: { path: ClubPath.ApplicationList, request: clubEmptySchema, result: clubApplicationListResultSchema, access: 'player', browser: 'relay' },
  Accept: { path: ClubPath.Accept, request: clubApplicationDecisionSchema, result: noResult, access: 'player', browser: 'relay' },
  Reject: { path: ClubPath.Reject, request: clubApplicationDecisionSchema, result: noResult, access: 'player', browser: 'relay' },
  Description: { path: ClubPath.Description, request: clubEmptySchema, result: clubDescriptionResultSchema, access: 'player', browser: 'relay' },
  DescriptionUpdate: { path: ClubPath.DescriptionUpdate, request: clubDescriptionUpdateSchema, result: noResult, access: 'player', browser: 'relay' },
  Invite: { path: ClubPath.Invite, request: clubPlayerSchema, result: noResult, access: 'player', browser: 'relay' },
  ExchangeList: { path: ClubPath.ExchangeList, request: clubListSchema, result: clubExchangeListResultSchema, access: 'player', browser: 'relay' },
  ExchangeListExport: { path: ClubPath.ExchangeListExport, request: clubExportSchema, result: noResult, access: 'player', browser: 'relay', answers: 'file' },
  MemberList: { path: ClubPath.MemberList, request: clubListSchema, result: clubMemberListResultSchema, access: 'player', browser: 'relay' },
  MemberListExport: { path: ClubPath.MemberListExport, request: clubExportSchema, result: noResult, access: 'player', browser: 'relay', answers: 'file' },
  CouponListExport: { path: ClubPath.CouponListExport, request: clubCouponExportSchema, result: noResult, access: 'player', browser: 'relay', answers: 'file' },
  ChangeLeader: { path: ClubPath.ChangeLeader, request: clubPlayerSchema, result: noResult, access: 'player', browser: 'relay' },
  AssignSubLeader: { path: ClubPath.AssignSubLeader, request: clubPlayerSchema, result: noResult, access: 'player', browser: 'relay' },
  RemoveSubLeader: { path: ClubPath.RemoveSubLeader, request: clubPlayerSchema, result: noResult, access: 'player', browser: 'relay' },
  CreateChatRoom: { path: ClubPath.CreateChatRoom, request: clubEmptySchema, result: clubChatRoomResultSchema, access: 'player', browser: 'relay' },
  GroupMessage: { path: ClubPath.GroupMessage, request: clubGroupMessageSchema, result: clubGroupMessageResultSchema, access: 'player', browser: 'relay' },
  Dissolve: { path: ClubPath.Dissolve, request: clubEmptySchema, result: noResult, access: 'player', browser: 'relay' },
  Leave: { path: ClubPath.Leave, request: clubEmptySchema, result: noResult, access: 'player', browser: 'relay' },
  Kick: { path: ClubPath.Kick, request: clubPlayerSchema, result: noResult, access: 'player', browser: 'relay' },
} as const satisfies Record<string, HttpEndpoint>;
