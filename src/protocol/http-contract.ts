/**
 * The contract of every `/api/v1/...` path of the lobby, declared once (see ./http-endpoint):
 * - the server registers a path's route from its entry here (server/http/serve.ts parses the
 *   body with `request`, checks `access`, and types the handler's Result by `result`); a route
 *   whose path is not here does not compile (server/http/router.ts);
 * - the site's relay (src/http/lobby-relay.ts) passes on exactly the `relay` / `either` paths,
 *   each body checked by `request`;
 * - the browser calls a path with `lobbyCall(endpoint, body)` (src/http/lobby-call.ts), typed by
 *   the entry and its reply checked by `result`.
 * A page imports only the group it calls, so its bundle holds only those schemas.
 * The health checks, the QA API (./http-paths) and the headshot files (GET, a path parameter)
 * are not RPC paths and are not here.
 */
import { AccountPath } from './account-rules';
import {
  bindBonusClaimRequestSchema,
  bindBonusResultSchema,
  bindCodeSendRequestSchema,
  bindCodeVerifyRequestSchema,
  bindCodeVerifyResultSchema,
  codeSendResultSchema,
  phoneSignInResultSchema,
  signInCodeSendRequestSchema,
  signInCodeVerifyRequestSchema,
  socketTicketRequestSchema,
  socketTicketResultSchema,
  thirdPartyInfoRequestSchema,
  thirdPartyInfoResultSchema,
} from './account';
import {
  accountViewRequestSchema,
  accountViewSchema,
  bagLogRequestSchema,
  bagLogResultSchema,
  suspendRequestSchema,
  suspendResultSchema,
  thirdPartyBindRequestSchema,
  thirdPartyBindResultSchema,
} from './account-helpers';
import {
  AnnouncementPath,
  announcementInfoRequestSchema,
  announcementInfoResultSchema,
  announcementListRequestSchema,
  announcementListResultSchema,
} from './announcements';
import {
  ClubPath,
  clubApplicationDecisionSchema,
  clubApplicationListResultSchema,
  clubApplyResultSchema,
  clubChatRoomResultSchema,
  clubCreateResultSchema,
  clubCreateSchema,
  clubDescriptionResultSchema,
  clubDescriptionUpdateSchema,
  clubEmptySchema,
  clubExchangeListResultSchema,
  clubExportSchema,
  clubGroupMessageResultSchema,
  clubGroupMessageSchema,
  clubIdSchema,
  clubInfoResultSchema,
  clubListSchema,
  clubMemberListResultSchema,
  clubPlayerSchema,
  clubSearchResultSchema,
  clubSearchSchema,
} from './club';
import {
  gameLaunchRequestSchema,
  gameLaunchResultSchema,
  gameListRequestSchema,
  gameListResultSchema,
  gameSessionRequestSchema,
  gameSessionResultSchema,
  replayUrlRequestSchema,
  replayUrlResultSchema,
  slotSpinRequestSchema,
  slotSpinResultSchema,
} from './games';
import { GamePath } from './games-rules';
import { AccountHelperPath } from './http-paths';
import type { HttpEndpoint } from './http-endpoint';
import {
  EmailPath,
  InvoicePath,
  emailBindRequestSchema,
  emailBindResultSchema,
  emailCheckRequestSchema,
  emailCheckResultSchema,
  invoicePreferenceReadSchema,
  invoicePreferenceRequestSchema,
  invoiceSettingsSchema,
} from './invoice';
import { playerProfileSchema, signInRequestSchema, signInResultSchema } from './player';
import { headshotResultSchema } from './profile';
import { HEADSHOT_MAX_BYTES, HeadshotPath } from './profile-rules';
import { RankPath, banRecordsRequestSchema, banRecordsResultSchema, richListRequestSchema, richListResultSchema } from './rank';
import { redEnvelopeExportSchema } from './red-envelope';
import { RedEnvelopePath } from './red-envelope-rules';
import { RedeemPath, redeemRequestSchema, redeemResultSchema } from './redeem';
import { empty, noResult } from './schema';
import {
  PaymentPath,
  StorePath,
  exchangeGemRequestSchema,
  exchangeGoldRequestSchema,
  exchangeResultSchema,
  goodsSettingRequestSchema,
  goodsSettingResultSchema,
  myCardPaymentRequestSchema,
  omgPaymentRequestSchema,
  orderCreateRequestSchema,
  orderCreateResultSchema,
  orderListRequestSchema,
  orderListResultSchema,
  orderVerifyRequestSchema,
  orderVerifyResultSchema,
  paymentCallbackResultSchema,
  paymentCallbackSchema,
  simPayRequestSchema,
} from './store';

/** Sign-in, the phone helpers and the socket ticket (docs/protocol-account.md). */
export const accountApi = {
  SignIn: { path: AccountPath.SignIn, request: signInRequestSchema, result: signInResultSchema, access: 'visitor', browser: 'none' },
  SignInCodeSend: { path: AccountPath.SignInCodeSend, request: signInCodeSendRequestSchema, result: codeSendResultSchema, access: 'visitor', browser: 'direct' },
  SignInCodeVerify: { path: AccountPath.SignInCodeVerify, request: signInCodeVerifyRequestSchema, result: phoneSignInResultSchema, access: 'visitor', browser: 'direct' },
  BindCodeSend: { path: AccountPath.BindCodeSend, request: bindCodeSendRequestSchema, result: codeSendResultSchema, access: 'player', browser: 'relay' },
  BindCodeVerify: { path: AccountPath.BindCodeVerify, request: bindCodeVerifyRequestSchema, result: bindCodeVerifyResultSchema, access: 'player', browser: 'relay' },
  BindBonusClaim: { path: AccountPath.BindBonusClaim, request: bindBonusClaimRequestSchema, result: bindBonusResultSchema, access: 'player', browser: 'relay' },
  ThirdPartyInfo: { path: AccountPath.ThirdPartyInfo, request: thirdPartyInfoRequestSchema, result: thirdPartyInfoResultSchema, access: 'visitor', browser: 'direct' },
  PlayerInfo: { path: AccountPath.PlayerInfo, request: empty, result: playerProfileSchema, access: 'player', browser: 'none' },
  PlayerSignOut: { path: AccountPath.PlayerSignOut, request: empty, result: noResult, access: 'player', browser: 'none' },
  SocketTicket: { path: AccountPath.SocketTicket, request: socketTicketRequestSchema, result: socketTicketResultSchema, access: 'player', browser: 'none' },
} as const satisfies Record<string, HttpEndpoint>;

/** The account helpers (docs/protocol-account-helpers.md) and the headshot upload. */
export const accountHelperApi = {
  Account: { path: AccountHelperPath.Account, request: accountViewRequestSchema, result: accountViewSchema, access: 'player', browser: 'relay' },
  ThirdPartyBind: { path: AccountHelperPath.ThirdPartyBind, request: thirdPartyBindRequestSchema, result: thirdPartyBindResultSchema, access: 'player', browser: 'relay' },
  BagLog: { path: AccountHelperPath.BagLog, request: bagLogRequestSchema, result: bagLogResultSchema, access: 'player', browser: 'none' },
  Suspend: { path: AccountHelperPath.Suspend, request: suspendRequestSchema, result: suspendResultSchema, access: 'operator', browser: 'none' },
  HeadshotUpload: {
    path: HeadshotPath.Upload,
    request: empty,
    result: headshotResultSchema,
    access: 'player',
    browser: 'relay',
    binaryMaxBytes: HEADSHOT_MAX_BYTES,
  },
} as const satisfies Record<string, HttpEndpoint>;

/** The news (docs/protocol-announcements.md): no token needed. */
export const announcementApi = {
  List: { path: AnnouncementPath.List, request: announcementListRequestSchema, result: announcementListResultSchema, access: 'visitor', browser: 'direct' },
  Info: { path: AnnouncementPath.Info, request: announcementInfoRequestSchema, result: announcementInfoResultSchema, access: 'visitor', browser: 'direct' },
} as const satisfies Record<string, HttpEndpoint>;

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
  ChangeLeader: { path: ClubPath.ChangeLeader, request: clubPlayerSchema, result: noResult, access: 'player', browser: 'relay' },
  AssignSubLeader: { path: ClubPath.AssignSubLeader, request: clubPlayerSchema, result: noResult, access: 'player', browser: 'relay' },
  RemoveSubLeader: { path: ClubPath.RemoveSubLeader, request: clubPlayerSchema, result: noResult, access: 'player', browser: 'relay' },
  CreateChatRoom: { path: ClubPath.CreateChatRoom, request: clubEmptySchema, result: clubChatRoomResultSchema, access: 'player', browser: 'relay' },
  GroupMessage: { path: ClubPath.GroupMessage, request: clubGroupMessageSchema, result: clubGroupMessageResultSchema, access: 'player', browser: 'relay' },
  Dissolve: { path: ClubPath.Dissolve, request: clubEmptySchema, result: noResult, access: 'player', browser: 'relay' },
  Leave: { path: ClubPath.Leave, request: clubEmptySchema, result: noResult, access: 'player', browser: 'relay' },
  Kick: { path: ClubPath.Kick, request: clubPlayerSchema, result: noResult, access: 'player', browser: 'relay' },
} as const satisfies Record<string, HttpEndpoint>;

/** The games (docs/protocol-games.md): the catalogue, a window, a replay, and the demo window's own calls. */
export const gameApi = {
  List: { path: GamePath.List, request: gameListRequestSchema, result: gameListResultSchema, access: 'visitor', browser: 'direct' },
  Launch: { path: GamePath.Launch, request: gameLaunchRequestSchema, result: gameLaunchResultSchema, access: 'player', browser: 'relay' },
  ReplayUrl: { path: GamePath.ReplayUrl, request: replayUrlRequestSchema, result: replayUrlResultSchema, access: 'player', browser: 'relay' },
  Session: { path: GamePath.Session, request: gameSessionRequestSchema, result: gameSessionResultSchema, access: 'game-window', browser: 'none' },
  Spin: { path: GamePath.Spin, request: slotSpinRequestSchema, result: slotSpinResultSchema, access: 'game-window', browser: 'none' },
} as const satisfies Record<string, HttpEndpoint>;

/** The email and invoice helpers (docs/protocol-invoice.md). */
export const invoiceApi = {
  EmailCheck: { path: EmailPath.Check, request: emailCheckRequestSchema, result: emailCheckResultSchema, access: 'player', browser: 'none' },
  EmailBind: { path: EmailPath.Bind, request: emailBindRequestSchema, result: emailBindResultSchema, access: 'player', browser: 'relay' },
  Preference: { path: InvoicePath.Preference, request: invoicePreferenceReadSchema, result: invoiceSettingsSchema, access: 'player', browser: 'relay' },
  SetPreference: { path: InvoicePath.SetPreference, request: invoicePreferenceRequestSchema, result: invoiceSettingsSchema, access: 'player', browser: 'relay' },
} as const satisfies Record<string, HttpEndpoint>;

/** The rank pages (docs/protocol-rank.md). */
export const rankApi = {
  RichList: { path: RankPath.RichList, request: richListRequestSchema, result: richListResultSchema, access: 'visitor', browser: 'either' },
  BanRecords: { path: RankPath.BanRecords, request: banRecordsRequestSchema, result: banRecordsResultSchema, access: 'visitor', browser: 'direct' },
} as const satisfies Record<string, HttpEndpoint>;

/** The red envelope's receive-info export (a CSV file). */
export const redEnvelopeApi = {
  ReceiveInfoExport: { path: RedEnvelopePath.ReceiveInfoExport, request: redEnvelopeExportSchema, result: noResult, access: 'player', browser: 'relay', answers: 'file' },
} as const satisfies Record<string, HttpEndpoint>;

/** 兌換碼 (docs/protocol-store.md). */
export const redeemApi = {
  Receive: { path: RedeemPath.Receive, request: redeemRequestSchema, result: redeemResultSchema, access: 'player', browser: 'relay' },
} as const satisfies Record<string, HttpEndpoint>;

/** The store and its payments (docs/protocol-store.md). */
export const storeApi = {
  GoodsSetting: { path: StorePath.GoodsSetting, request: goodsSettingRequestSchema, result: goodsSettingResultSchema, access: 'player', browser: 'relay' },
  Order: { path: StorePath.Order, request: orderCreateRequestSchema, result: orderCreateResultSchema, access: 'player', browser: 'relay' },
  OrderList: { path: StorePath.OrderList, request: orderListRequestSchema, result: orderListResultSchema, access: 'player', browser: 'relay' },
  ExchangeGemToGold: { path: StorePath.ExchangeGemToGold, request: exchangeGemRequestSchema, result: exchangeResultSchema, access: 'player', browser: 'relay' },
  ExchangeGold: { path: StorePath.ExchangeGold, request: exchangeGoldRequestSchema, result: exchangeResultSchema, access: 'player', browser: 'relay' },
  MyCardPayment: { path: PaymentPath.MyCardPayment, request: myCardPaymentRequestSchema, result: orderCreateResultSchema, access: 'player', browser: 'none' },
  Omg: { path: PaymentPath.Omg, request: omgPaymentRequestSchema, result: orderCreateResultSchema, access: 'player', browser: 'none' },
  MyCardVerify: { path: PaymentPath.MyCardVerify, request: orderVerifyRequestSchema, result: orderVerifyResultSchema, access: 'player', browser: 'relay' },
  Callback: { path: PaymentPath.Callback, request: paymentCallbackSchema, result: paymentCallbackResultSchema, access: 'provider', browser: 'none' },
  SimAction: { path: PaymentPath.SimAction, request: simPayRequestSchema, result: paymentCallbackResultSchema, access: 'pay-page', browser: 'none' },
} as const satisfies Record<string, HttpEndpoint>;

type EndpointsOf<G extends readonly Record<string, HttpEndpoint>[]> = { [K in keyof G]: G[K][keyof G[K]] }[number];

function everyEndpoint<G extends readonly Record<string, HttpEndpoint>[]>(...groups: G): EndpointsOf<G>[] {
  return groups.flatMap((group) => Object.values(group)) as EndpointsOf<G>[];
}

/**
 * Every path of the contract: the server must route each, and routes no other /api/v1 path.
 * (Pure: a page that imports one group does not keep this list, nor the other groups.)
 */
export const httpContract = /*#__PURE__*/ everyEndpoint(
  accountApi,
  accountHelperApi,
  announcementApi,
  clubApi,
  gameApi,
  invoiceApi,
  rankApi,
  redEnvelopeApi,
  redeemApi,
  storeApi,
);

/** Any endpoint of the contract. */
export type ContractEndpoint = (typeof httpContract)[number];
/** A path of the contract. */
export type HttpPath = ContractEndpoint['path'];
/** The endpoint of one path. */
export type EndpointOf<P extends HttpPath> = Extract<ContractEndpoint, { path: P }>;
/** Endpoints a page may call, with how it reaches them. */
export type BrowserEndpoint = Exclude<ContractEndpoint, { browser: 'none' }>;

/** The endpoint of a path, or undefined (the relay looks paths up here). */
export function endpointOf(path: string): ContractEndpoint | undefined {
  return httpContract.find((e) => e.path === path);
}
