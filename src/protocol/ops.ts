/**
 * Every OP number of the lobby and chat sockets, by name. This is the only file in the
 * project where an OP number is written; everything else imports `Op`.
 *
 * Convention (spec: replies are the request OP + 1): a request OP ends in 0 and its reply
 * or push ends in 1. `replyOp(Op.ChatPublicSend) === Op.ChatPublicPush`.
 */
export const Op = {
  // --- handshake ---
  /** Chat socket init (and lobby socket init on servers that do not know 13010). */
  Init: 10000,
  InitReply: 10001,
  /** Lobby socket init. */
  LobbyInit: 13010,
  LobbyInitReply: 13011,

  // --- lobby: wallet, levels, profile ---
  Wallet: 10030,
  WalletReply: 10031,
  BigWinAlertPush: 10081,
  /** VIP tier and points (docs/protocol-vip.md); 10101 is also pushed when the tier rises. */
  Levels: 10100,
  LevelsReply: 10101,
  MailUnread: 10110,
  MailUnreadReply: 10111,
  /** Pushed when a new mail arrives (not in the spec: docs/protocol-mail.md). */
  MailNewPush: 10121,
  HonorList: 10130,
  HonorListReply: 10131,
  MailAction: 10140,
  MailActionReply: 10141,
  ProfileModify: 10160,
  ProfileModifyReply: 10161,
  PhoneBindIcon: 10640,
  PhoneBindIconReply: 10641,
  RelationList: 11490,
  RelationListReply: 11491,
  PlayerSearch: 11510,
  PlayerSearchReply: 11511,
  UserInfo: 11520,
  UserInfoReply: 11521,
  RelationAdd: 11530,
  RelationAddReply: 11531,
  RecommendFriends: 11560,
  RecommendFriendsReply: 11561,
  RelationDelete: 11570,
  RelationDeleteReply: 11571,
  BankBook: 11680,
  BankBookReply: 11681,
  HonorPin: 11830,
  HonorPinReply: 11831,
  BigWinPromotionSet: 12120,
  BigWinPromotionSetReply: 12121,
  BigWinPromotionStatus: 12130,
  BigWinPromotionStatusReply: 12131,
  InviteInfo: 12350,
  InviteInfoReply: 12351,
  InviteCodeBind: 12360,
  InviteCodeBindReply: 12361,
  PhoneBindAccount: 12390,
  PhoneBindAccountReply: 12391,
  InvitedFriends: 12630,
  InvitedFriendsReply: 12631,
  InviteRewardClaim: 12640,
  InviteRewardClaimReply: 12641,
  NewsTicker: 12740,
  NewsTickerReply: 12741,
  RedEnvelopeCreate: 12780,
  RedEnvelopeCreateReply: 12781,
  RedEnvelopeReceive: 12790,
  RedEnvelopeReceiveReply: 12791,
  RedEnvelopeCancel: 12800,
  RedEnvelopeCancelReply: 12801,
  RedEnvelopeList: 12810,
  RedEnvelopeListReply: 12811,
  RedEnvelopeRecords: 12820,
  RedEnvelopeRecordsReply: 12821,
  RedEnvelopeDetail: 12830,
  RedEnvelopeDetailReply: 12831,
  GiftRecords: 12860,
  GiftRecordsReply: 12861,
  /** Set or change the gift password (not in the spec's table: docs/protocol-gifts.md). */
  GiftPasswordSet: 12870,
  GiftPasswordSetReply: 12871,
  /** Tasks (not in the spec's table: docs/protocol-tasks.md). */
  TaskList: 12900,
  TaskListReply: 12901,
  TaskClaim: 12910,
  TaskClaimReply: 12911,
  /** Reward pages: seven-day sign-in, fire wheel, special reward (not in the spec's table: docs/protocol-rewards.md). */
  RewardsStatus: 12950,
  RewardsStatusReply: 12951,
  SevenDayClaim: 12960,
  SevenDayClaimReply: 12961,
  FireWheelSpin: 12970,
  FireWheelSpinReply: 12971,
  SpecialRewardClaim: 12980,
  SpecialRewardClaimReply: 12981,

  // --- chat socket ---
  ChatPublicSend: 30000,
  ChatPublicPush: 30001,
  ChatPrivateSend: 30010,
  ChatPrivatePush: 30011,
  ChatHistory: 30020,
  ChatHistoryReply: 30021,
  ChatPrivateRooms: 30030,
  ChatPrivateRoomsReply: 30031,
  ChatUnread: 30040,
  ChatUnreadReply: 30041,
  ChatMarkRead: 30050,
  /** Pushed when counts changed; the client refetches 30040. */
  ChatUnreadChanged: 30051,
  /**
   * Not in the spec (30060 is unused there): messages of one channel after a sequence
   * number, oldest first, so a reconnecting client fetches exactly what it missed.
   * See docs/protocol-chat.md.
   */
  ChatResume: 30060,
  ChatResumeReply: 30061,
  /** Not in the spec: share a game as a card message (docs/decisions/135-chat-share-op.md). */
  ChatShare: 30070,
  ChatShareReply: 30071,
  ChatClubSend: 30080,
  ChatClubPush: 30081,
  ChatAllianceList: 30090,
  ChatAllianceListReply: 30091,
  LiveChatSend: 30100,
  LiveChatPush: 30101,
  LiveHistory: 30110,
  LiveHistoryReply: 30111,
  LiveJoin: 30120,
  LiveJoinReply: 30121,
  LiveLeave: 30130,
  LiveLeaveReply: 30131,
  LiveOnlineCount: 30140,
  LiveOnlineCountReply: 30141,
  LiveEnterPush: 30151,
  LiveRoomTotalPush: 30171,
  LiveGiftPush: 30181,
  LiveGiftSend: 30210,
  LiveGiftSendReply: 30211,
  LiveRoomList: 30220,
  LiveRoomListReply: 30221,
  LiveGiftList: 30230,
  LiveGiftListReply: 30231,
  /** New announcement / system message pushed to the announcement channel. */
  ChatAnnouncementPush: 30241,
  ChatAnnouncementHistory: 30250,
  ChatAnnouncementHistoryReply: 30251,
  ChatTopAnnouncement: 30260,
  ChatTopAnnouncementReply: 30261,
  LiveDefaultRoom: 30270,
  LiveDefaultRoomReply: 30271,

  /** Error reply to a frame that could not be read at all (no usable OP). */
  ProtocolError: 99991,
} as const;

export type OpName = keyof typeof Op;
export type OpNumber = (typeof Op)[OpName];

const byNumber = new Map<number, OpName>(
  (Object.entries(Op) as [OpName, number][]).map(([name, n]) => [n, name]),
);

/** True when `n` is an OP this protocol knows. */
export function isKnownOp(n: number): n is OpNumber {
  return byNumber.has(n);
}

/** The name of an OP number, for logs: `opName(30001) === "ChatPublicPush"`. */
export function opName(n: number): OpName | undefined {
  return byNumber.get(n);
}

/** The reply OP of a request OP (request + 1), e.g. `replyOp(Op.HonorList) === Op.HonorListReply`. */
export function replyOp(request: number): number {
  return request + 1;
}

/** OPs the client may send (requests end in 0). */
export function isRequestOp(n: number): boolean {
  return isKnownOp(n) && n % 10 === 0;
}
