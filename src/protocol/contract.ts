/**
 * The contract of every socket OP that is built: its request schema, its reply OP and the
 * schema of the reply's Result (checked when Code is Ok). Both ends read it: the server
 * validates requests with `request`, the client validates replies with `result`, and
 * `send` / `on` / `request` / `register` are typed by it. An OP without an entry here cannot be
 * sent or handled (a compile error): its schema lands with its feature.
 */
import { Op } from './ops';
import * as account from './account';
import * as bigWin from './big-win';
import * as announcements from './announcements';
import * as chat from './chat';
import * as games from './games';
import * as gift from './gift';
import * as giftRecords from './gift-records';
import * as invite from './invite';
import * as honor from './honor';
import * as lists from './lists';
import * as live from './live';
import * as passbook from './passbook';
import * as mail from './mail';
import * as player from './player';
import * as profile from './profile';
import * as redEnvelope from './red-envelope';
import * as share from './share';
import * as tasks from './tasks';
import * as rewards from './rewards';
import * as vip from './vip';
import { validators as resultValidators } from './generated/result-validators';
import type * as z from 'zod/mini';
import { parsePayload, type ParseOutcome } from './schema';

interface Entry<Q extends z.ZodMiniType, R extends number, S extends z.ZodMiniType> {
  request: Q;
  reply: R;
  result: S;
}

const entry = <Q extends z.ZodMiniType, R extends number, S extends z.ZodMiniType>(
  request: Q,
  reply: R,
  result: S,
): Entry<Q, R, S> => ({ request, reply, result });

/** Request OP → { request schema, reply OP, Result schema }. */
export const contract = {
  [Op.Init]: entry(player.initRequestSchema, Op.InitReply, player.initResultSchema),
  [Op.LobbyInit]: entry(player.initRequestSchema, Op.LobbyInitReply, player.initResultSchema),
  [Op.Wallet]: entry(player.walletRequestSchema, Op.WalletReply, player.walletResultSchema),
  [Op.Levels]: entry(vip.vipLevelsRequestSchema, Op.LevelsReply, vip.vipLevelsResultSchema),
  [Op.UserInfo]: entry(player.userInfoRequestSchema, Op.UserInfoReply, player.userInfoResultSchema),
  [Op.ProfileModify]: entry(profile.profileModifyRequestSchema, Op.ProfileModifyReply, profile.profileModifyResultSchema),
  [Op.PhoneBindIcon]: entry(account.phoneBindIconRequestSchema, Op.PhoneBindIconReply, account.phoneBindIconResultSchema),
  [Op.PhoneBindAccount]: entry(account.phoneBindAccountRequestSchema, Op.PhoneBindAccountReply, account.phoneBindAccountResultSchema),
  [Op.RelationList]: entry(lists.relationListRequestSchema, Op.RelationListReply, lists.relationListResultSchema),
  [Op.PlayerSearch]: entry(lists.playerSearchRequestSchema, Op.PlayerSearchReply, lists.playerSearchResultSchema),
  [Op.RelationAdd]: entry(lists.relationChangeRequestSchema, Op.RelationAddReply, lists.relationChangeResultSchema),
  [Op.RelationDelete]: entry(lists.relationChangeRequestSchema, Op.RelationDeleteReply, lists.relationChangeResultSchema),
  [Op.RecommendFriends]: entry(lists.recommendFriendsRequestSchema, Op.RecommendFriendsReply, lists.recommendFriendsResultSchema),
  [Op.InvitedFriends]: entry(lists.invitedFriendsRequestSchema, Op.InvitedFriendsReply, lists.invitedFriendsResultSchema),
  [Op.ChatPublicSend]: entry(chat.chatPublicSendSchema, Op.ChatPublicPush, chat.receivedChatMessageSchema),
  [Op.ChatPrivateSend]: entry(chat.chatPrivateSendSchema, Op.ChatPrivatePush, chat.receivedChatMessageSchema),
  [Op.ChatClubSend]: entry(chat.chatClubSendSchema, Op.ChatClubPush, chat.receivedChatMessageSchema),
  [Op.ChatHistory]: entry(chat.chatHistoryRequestSchema, Op.ChatHistoryReply, chat.receivedChatHistoryResultSchema),
  [Op.ChatPrivateRooms]: entry(chat.chatPrivateRoomsRequestSchema, Op.ChatPrivateRoomsReply, chat.chatPrivateRoomsResultSchema),
  [Op.ChatUnread]: entry(chat.chatUnreadRequestSchema, Op.ChatUnreadReply, chat.chatUnreadResultSchema),
  [Op.ChatMarkRead]: entry(chat.chatMarkReadRequestSchema, Op.ChatUnreadChanged, chat.chatUnreadChangedSchema),
  [Op.ChatResume]: entry(chat.chatResumeRequestSchema, Op.ChatResumeReply, chat.receivedChatResumeResultSchema),
  [Op.ChatAllianceList]: entry(chat.chatAllianceListRequestSchema, Op.ChatAllianceListReply, chat.chatAllianceListResultSchema),
  [Op.ChatAnnouncementHistory]: entry(
    chat.chatAnnouncementHistoryRequestSchema,
    Op.ChatAnnouncementHistoryReply,
    chat.receivedChatAnnouncementHistoryResultSchema,
  ),
  [Op.ChatTopAnnouncement]: entry(chat.chatTopAnnouncementRequestSchema, Op.ChatTopAnnouncementReply, chat.chatTopAnnouncementResultSchema),
  // --- red envelopes (issue 10) ---
  [Op.RedEnvelopeCreate]: entry(redEnvelope.redEnvelopeCreateSchema, Op.RedEnvelopeCreateReply, redEnvelope.redEnvelopeCreateResultSchema),
  [Op.RedEnvelopeReceive]: entry(redEnvelope.redEnvelopeIdSchema, Op.RedEnvelopeReceiveReply, redEnvelope.redEnvelopeReceiveResultSchema),
  [Op.RedEnvelopeCancel]: entry(redEnvelope.redEnvelopeIdSchema, Op.RedEnvelopeCancelReply, redEnvelope.redEnvelopeCancelResultSchema),
  [Op.RedEnvelopeList]: entry(redEnvelope.redEnvelopeListSchema, Op.RedEnvelopeListReply, redEnvelope.redEnvelopeListResultSchema),
  [Op.RedEnvelopeRecords]: entry(redEnvelope.redEnvelopeRecordsSchema, Op.RedEnvelopeRecordsReply, redEnvelope.redEnvelopeRecordsResultSchema),
  [Op.RedEnvelopeDetail]: entry(redEnvelope.redEnvelopeIdSchema, Op.RedEnvelopeDetailReply, redEnvelope.redEnvelopeDetailResultSchema),
  // --- live rooms and live chat (issue 10) ---
  [Op.LiveRoomList]: entry(live.liveRoomListRequestSchema, Op.LiveRoomListReply, live.liveRoomListResultSchema),
  [Op.LiveDefaultRoom]: entry(live.liveDefaultRoomRequestSchema, Op.LiveDefaultRoomReply, live.liveDefaultRoomResultSchema),
  [Op.LiveJoin]: entry(live.liveJoinRequestSchema, Op.LiveJoinReply, live.liveJoinResultSchema),
  [Op.LiveLeave]: entry(live.liveLeaveRequestSchema, Op.LiveLeaveReply, live.liveLeaveResultSchema),
  [Op.LiveOnlineCount]: entry(live.liveOnlineCountRequestSchema, Op.LiveOnlineCountReply, live.liveOnlineCountResultSchema),
  [Op.LiveChatSend]: entry(live.liveChatSendSchema, Op.LiveChatPush, chat.receivedChatMessageSchema),
  [Op.LiveHistory]: entry(live.liveHistoryRequestSchema, Op.LiveHistoryReply, live.receivedLiveHistoryResultSchema),
  // --- gifts (issue 10) ---
  [Op.LiveGiftList]: entry(gift.giftListRequestSchema, Op.LiveGiftListReply, gift.giftListResultSchema),
  [Op.LiveGiftSend]: entry(gift.giftSendSchema, Op.LiveGiftSendReply, gift.giftSendResultSchema),
  [Op.GiftPasswordSet]: entry(gift.giftPasswordSetSchema, Op.GiftPasswordSetReply, gift.giftPasswordSetResultSchema),
  // --- passbook (issue 11) ---
  [Op.BankBook]: entry(passbook.bankBookRequestSchema, Op.BankBookReply, passbook.bankBookResultSchema),
  // --- mail (issue 11) ---
  [Op.MailUnread]: entry(mail.mailListRequestSchema, Op.MailUnreadReply, mail.mailListResultSchema),
  [Op.MailAction]: entry(mail.mailActionRequestSchema, Op.MailActionReply, mail.mailActionResultSchema),
  // --- invitations and gift records (issue 11) ---
  [Op.InviteInfo]: entry(invite.inviteInfoRequestSchema, Op.InviteInfoReply, invite.inviteInfoResultSchema),
  [Op.InviteCodeBind]: entry(invite.inviteCodeBindSchema, Op.InviteCodeBindReply, invite.inviteCodeBindResultSchema),
  [Op.InviteRewardClaim]: entry(invite.inviteRewardClaimSchema, Op.InviteRewardClaimReply, invite.inviteRewardClaimResultSchema),
  [Op.GiftRecords]: entry(giftRecords.giftRecordsRequestSchema, Op.GiftRecordsReply, giftRecords.giftRecordsResultSchema),
  [Op.ChatShare]: entry(share.chatShareRequestSchema, Op.ChatShareReply, chat.receivedChatMessageSchema),
  // --- honor list and tasks (issue 11) ---
  [Op.HonorList]: entry(honor.honorListRequestSchema, Op.HonorListReply, honor.honorListResultSchema),
  [Op.HonorPin]: entry(honor.honorPinRequestSchema, Op.HonorPinReply, honor.honorPinResultSchema),
  [Op.TaskList]: entry(tasks.taskListRequestSchema, Op.TaskListReply, tasks.taskListResultSchema),
  [Op.TaskClaim]: entry(tasks.taskClaimRequestSchema, Op.TaskClaimReply, tasks.taskClaimResultSchema),
  // --- big-win promotion (issue 12) ---
  [Op.BigWinPromotionStatus]: entry(bigWin.bigWinStatusRequestSchema, Op.BigWinPromotionStatusReply, bigWin.bigWinStatusResultSchema),
  [Op.BigWinPromotionSet]: entry(bigWin.bigWinSetRequestSchema, Op.BigWinPromotionSetReply, bigWin.bigWinSetResultSchema),
  // --- announcements (issue 12) ---
  [Op.NewsTicker]: entry(announcements.newsTickerRequestSchema, Op.NewsTickerReply, announcements.newsTickerResultSchema),
  // --- reward pages (issue 12 item 5) ---
  [Op.RewardsStatus]: entry(rewards.rewardsStatusRequestSchema, Op.RewardsStatusReply, rewards.rewardsStatusResultSchema),
  [Op.SevenDayClaim]: entry(rewards.sevenDayClaimRequestSchema, Op.SevenDayClaimReply, rewards.sevenDayClaimResultSchema),
  [Op.FireWheelSpin]: entry(rewards.fireWheelSpinRequestSchema, Op.FireWheelSpinReply, rewards.fireWheelSpinResultSchema),
  [Op.SpecialRewardClaim]: entry(rewards.specialRewardClaimRequestSchema, Op.SpecialRewardClaimReply, rewards.specialRewardClaimResultSchema),
} as const;

/** Pushes that answer no request: push OP → Result schema. */
export const pushes = {
  [Op.ChatAnnouncementPush]: chat.receivedChatMessageSchema,
  // --- live rooms (issue 10) ---
  [Op.LiveEnterPush]: live.liveEnterPushSchema,
  [Op.LiveRoomTotalPush]: live.liveRoomTotalPushSchema,
  [Op.LiveGiftPush]: gift.giftPushSchema,
  // --- mail (issue 11) ---
  [Op.MailNewPush]: mail.mailNewPushSchema,
  // --- big-win promotion (issue 12) ---
  [Op.BigWinAlertPush]: bigWin.receivedBigWinAlertSchema,
} as const;

/**
 * Where the reference server sends more than the client requires (decision 328: the client
 * accepts chat messages and big-win pushes shaped as the spec gives them): reply / push OP →
 * the schema of what the server sends, with `Seq` and its other fields required. The server's
 * tests check its replies against these (`checkSentResult`, server/testing/harness.ts), so it
 * keeps sending them; the browser checks `result` / `pushes` only.
 */
export const sentResults = {
  [Op.ChatPublicPush]: chat.chatMessageSchema,
  [Op.ChatPrivatePush]: chat.chatMessageSchema,
  [Op.ChatClubPush]: chat.chatMessageSchema,
  [Op.ChatAnnouncementPush]: chat.chatMessageSchema,
  [Op.ChatHistoryReply]: chat.chatHistoryResultSchema,
  [Op.ChatAnnouncementHistoryReply]: chat.chatAnnouncementHistoryResultSchema,
  [Op.ChatResumeReply]: chat.chatResumeResultSchema,
  [Op.ChatShareReply]: chat.chatMessageSchema,
  [Op.LiveChatPush]: chat.chatMessageSchema,
  [Op.LiveHistoryReply]: live.liveHistoryResultSchema,
  [Op.BigWinAlertPush]: bigWin.bigWinAlertSchema,
} as const;

/**
 * Bodies the browser reads outside an Ok Result, by name: an HTTP route's answer and the data a
 * refusal carries. Compiled like the Results (`isBody` in ./body-check checks them without zod).
 */
export const bodies = {
  SocketTicket: account.socketTicketResultSchema,
  GiftFeeChanged: gift.giftFeeChangedSchema,
  GiftWrongEntries: gift.giftWrongEntriesSchema,
  GameList: games.gameListResultSchema,
  GameLaunch: games.gameLaunchResultSchema,
  GameCatalogue: games.gameCatalogueSchema,
  GameListEntry: games.gameListEntrySchema,
} as const;
/** A body's name, and its value once checked. */
export type BodyName = keyof typeof bodies;
export type BodyOf<N extends BodyName> = z.output<(typeof bodies)[N]>;

type Contract = typeof contract;
type Pushes = typeof pushes;

/** A request OP with a declared schema. */
export type RequestOp = keyof Contract;
/** An OP a reply or push can carry with a declared Result schema. */
export type ReplyOp = Contract[RequestOp]['reply'] | keyof Pushes;
/** Request OPs a feature may send (the init frame is the socket's own). */
export type SendableOp = Exclude<RequestOp, typeof Op.Init | typeof Op.LobbyInit>;

/** The payload a request OP takes (what the sender writes: optional fields may be left out). */
export type RequestOf<O extends RequestOp> = z.input<Contract[O]['request']>;
/** The payload a handler of request OP `O` receives (after parsing). */
export type ParsedRequestOf<O extends RequestOp> = z.output<Contract[O]['request']>;

type ResultSchemaOf<R> =
  | { [K in RequestOp]: Contract[K]['reply'] extends R ? Contract[K]['result'] : never }[RequestOp]
  | (R extends keyof Pushes ? Pushes[R] : never);

/**
 * The Result of a reply / push OP (`ResultOf<typeof Op.WalletReply>`), or of the reply to a
 * request OP (`ResultOf<typeof Op.Wallet>`).
 */
export type ResultOf<O extends RequestOp | ReplyOp> = O extends RequestOp
  ? z.output<Contract[O]['result']>
  : z.output<ResultSchemaOf<O>>;

/** The reply OP of a request OP, typed. */
export type ReplyOpOf<O extends RequestOp> = Contract[O]['reply'];

const resultByReply = new Map<number, z.ZodMiniType>();
for (const e of Object.values(contract) as Entry<z.ZodMiniType, number, z.ZodMiniType>[]) {
  resultByReply.set(e.reply, e.result);
}
for (const [op, schema] of Object.entries(pushes)) resultByReply.set(Number(op), schema);

/** The Result schema of a reply or push OP, or undefined when the OP has none declared. */
export function resultSchema(op: number): z.ZodMiniType | undefined {
  return resultByReply.get(op);
}

/**
 * Checks the Result of an Ok reply or push against its OP's schema (compiled ahead of time,
 * scripts/compile-schemas.ts). Undefined when the OP has no schema declared.
 */
export function checkResult(op: number, value: unknown): ParseOutcome<unknown> | undefined {
  const schema = resultByReply.get(op);
  return schema && parsePayload(schema, value, resultValidators[op]);
}

const sentByReply = new Map<number, z.ZodMiniType>(Object.entries(sentResults).map(([op, schema]) => [Number(op), schema]));

/**
 * Checks the Result of an Ok reply or push the reference server sent: against what it sends
 * (`sentResults`) where that is more than the client requires, else as `checkResult`.
 */
export function checkSentResult(op: number, value: unknown): ParseOutcome<unknown> | undefined {
  const sent = sentByReply.get(op);
  return sent ? parsePayload(sent, value) : checkResult(op, value);
}

/** The request schema of a request OP, or undefined when the OP has none declared. */
export function requestSchema(op: number): z.ZodMiniType | undefined {
  return (contract as Record<number, Entry<z.ZodMiniType, number, z.ZodMiniType> | undefined>)[op]?.request;
}

/** True when `op` is a request OP with a declared contract. */
export function isContractOp(op: number): op is RequestOp {
  return Object.prototype.hasOwnProperty.call(contract, op);
}
