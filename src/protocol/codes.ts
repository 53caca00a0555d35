/**
 * Result codes carried in the `Code` field of socket replies and HTTP helper replies.
 * Socket replies use 200 for success; the HTTP helpers (sign-in, SMS) use 0.
 */
export const Code = {
  HttpOk: 0,
  Ok: 200,

  /** 100000: silent generic failure; on a gift send it means "cannot gift yourself". */
  Silent: 100000,
  /** Bad input (phone format, bind-phone envelope, own invitation code…). */
  InvalidInput: 100001,
  /** Connection expired: sign out (alert when it answers the first frame). */
  SessionExpired: 100005,
  /** The server asks the client to reconnect. */
  Reconnect: 100006,
  NotFound: 100009,
  GoldInsufficient: 100011,
  PlayerNotFound: 100013,
  AccountSuspended: 100014,
  /** Sign out (token revoked). */
  SignOut: 100015,
  /**
   * The same player signed in elsewhere. The spec names the MULTIPLE_SIGNIN modal but not
   * its code; see docs/decisions/008-codes-the-spec-does-not-name.md.
   */
  DuplicateSignIn: 100016,
  ClubReapplyCountdown: 100017,
  /** Frame larger than the server accepts (64 KiB). */
  FrameTooLarge: 100018,
  /** Frame is not JSON, has no numeric OP, or a field has the wrong type. */
  MalformedFrame: 100019,
  /** OP unknown to the server. */
  UnknownOp: 100020,
  /** Any OP other than the init before the init succeeded. */
  NotInitialised: 100021,

  /** Sign out (server side session gone). */
  ServerSignOut: 200001,
  Silent200017: 200017,
  NotEligible: 200024,
  BindGeneric: 200029,
  PhoneDailyLimit: 200030,
  PhoneBoundElsewhere: 200031,
  WrongCode: 200032,
  PlayerDailyCodeLimit: 200035,
  RedeemInvalid: 200044,
  RedeemNotEligible: 200045,
  VerifyFailed: 200056,
  CodeTriesExhausted: 200062,
  DeviceDailyLimit: 200063,
  VipTooLow: 200065,
  SensitiveWords: 200067,
  Muted: 200068,
  ChatRateLimited: 200069,
  CannotReachPlayer: 200070,
  PhoneAccountsFull: 200082,
  RedEnvelopeNoPermission: 200230,
  LiveRoomClosed: 200221,

  // --- added with the error catalogue (src/protocol/errors.ts) ---
  GiftDailyLimitAlt: 200081,
  GiftRecipientNoAccount: 200121,
  GiftWrongEntries: 200122,
  GiftGemInsufficient: 200124,
  GiftDailyLimit: 200125,
  /** Listed among gift errors without a description (chat §8). */
  GiftUndescribed200216: 200216,
  /** Listed among gift errors without a description (chat §8). */
  GiftUndescribed200217: 200217,
  GiftPasswordWrong: 200218,
  GiftAmountTooLow: 200071,
  GiftAccountCannotGift: 200076,
  GiftRecipientNotEligible: 200077,
  GiftFeeChanged: 200078,
  GiftAmountInsufficient: 200079,
  GiftDailyCountLimit: 200080,
  GiftDailyClaimLimit: 200083,
  NicknameInvalid: 200086,
  NicknameTaken: 200087,
  RenameLimit: 200119,
  InvoiceMobileBarcodeNotFound: 200089,
  InvoiceDonationCodeNotFound: 200090,
  InvoiceTaxApiFailed: 200091,
  InvoiceCitizenCertNotFound: 200092,
  InvoiceEmailNotBound: 200093,
  RedEnvelopeExpired: 200231,
  RedEnvelopeAlreadyReceived: 200232,
  RedEnvelopeNotPrivate: 200233,
  RedEnvelopeAllClaimed: 200234,
  /**
   * Club errors 200098–200115. The spec lists 15 meanings for 18 codes without the pairing;
   * they are assigned in the listed order and the last three are undescribed club errors.
   */
  ClubInvalidId: 200098,
  ClubFull: 200099,
  ClubDuplicateApplication: 200100,
  ClubNameInvalid: 200101,
  ClubAlreadyMember: 200102,
  ClubActionDenied: 200103,
  ClubNotMember: 200104,
  ClubChangePending: 200105,
  ClubRightsInsufficient: 200106,
  ClubSmsLimit: 200107,
  ClubChatDisabled: 200108,
  ClubVipTooLowToCreate: 200109,
  ClubVaultBelowMinimum: 200110,
  ClubPhoneBindingRequired: 200111,
  ClubDailyMailLimit: 200112,
  ClubUndescribed200113: 200113,
  ClubUndescribed200114: 200114,
  ClubUndescribed200115: 200115,

  // --- abuse limits (issue 8; not in the spec, see docs/decisions/065-abuse-limits.md) ---
  /** A code was sent to this number less than 60 s ago; Result {RetryAfter} seconds. */
  CodeResendWait: 200301,
  /** This address asked for too many SMS codes in the last hour. */
  AddressCodeLimit: 200302,
  /** The server is sending too many SMS codes right now (global limit). */
  GlobalCodeLimit: 200303,
  /** This address created too many guest accounts in the last hour. */
  AddressGuestLimit: 200304,
  /** Too many guest accounts are being created right now (global limit). */
  GlobalGuestLimit: 200305,

  // --- mail (issue 11; not in the spec, see docs/protocol-mail.md) ---
  /** No such mail among the player's own (unknown, deleted, or another player's). */
  MailNotFound: 200341,
  /** A mail whose items are not collected yet cannot be deleted. */
  MailItemsNotCollected: 200342,
  /** Collect-and-send-back only answers a mail a player sent (not a system mail). */
  MailNotFromPlayer: 200343,

  // --- friends (issue 11; not in the spec, see docs/decisions/128-friends-and-blocks-one-way.md) ---
  /** The friend list is at the VIP tier's friendLimit. */
  FriendListFull: 200351,
  // --- account linking (issue 11 item 12; not in the spec, see docs/protocol-account-helpers.md) ---
  /** This LINE / Google / Apple / Facebook identity already belongs to another player. */
  IdentityLinkedElsewhere: 200361,
  /** The account already has an identity of this provider. */
  ProviderAlreadyLinked: 200362,
  /** The provider's token was refused while linking (expired or not for this server). */
  LinkTokenInvalid: 200363,
  // --- honor list and tasks (issue 11; not in the spec, see docs/protocol-tasks.md) ---
  /** A fourth pin: at most 3 honor records are pinned. */
  HonorPinLimit: 200371,
  /** No such honor record among the player's own. */
  HonorNotFound: 200372,
  /** No such task today. */
  TaskNotFound: 200373,
  /** The task's goal is not reached yet. */
  TaskNotDone: 200374,
  // --- games (issue 12; chat §8 "unknown game", see docs/protocol-games.md) ---
  /** No game of this code in the catalogue ('unknown game'). */
  GameUnknown: 200381,
  /** A spin's bet is not one of the demo slot's bets. */
  GameBetInvalid: 200382,
  /** The game window's ticket is unknown, used up or expired (open the game again). */
  GameTicketInvalid: 200383,
  /** No recorded round for this replay. */
  GameRoundNotFound: 200384,
  // --- announcements (issue 12; see docs/protocol-announcements.md) ---
  /** No published article of this id (/api/v1/a10t/info). */
  AnnouncementNotFound: 200401,
  /** Today's seven-day sign-in is already claimed (not in the spec: docs/protocol-rewards.md). */
  SevenDayClaimed: 200411,
  /** This period's fire wheel spin is used. */
  FireWheelSpun: 200412,
  /** The special reward's condition does not hold. */
  SpecialRewardNotEligible: 200413,
  /** The special reward was claimed before. */
  SpecialRewardClaimed: 200414,
  /** This brand has no special reward. */
  SpecialRewardNotOffered: 200415,
  // --- store and payments (issue 13 items 1–2; not in the spec, see docs/protocol-store.md) ---
  /** No goods of this GoodsID. */
  StoreGoodsUnknown: 200451,
  /** The goods exist but the player's brand does not sell them (another brand's goods). */
  StoreGoodsNotOffered: 200452,
  /** The payment group or MyCard method is not offered for these goods on this brand. */
  StorePaymentNotOffered: 200453,
  /** The RequestID was used for a different order or exchange. */
  StoreRequestReused: 200454,
  /** Too many pending orders: pay or abandon one first. */
  StoreTooManyPending: 200455,
  /** No payment provider is available on this server (production without one). */
  StorePaymentUnavailable: 200456,
  /** No order of this OrderID (for this player). */
  StoreOrderUnknown: 200457,
  /** A payment callback whose signature does not verify. */
  StoreSignatureInvalid: 200458,
  /** A paid callback whose amount is not the order's. */
  StoreAmountMismatch: 200459,
  /** The order failed before: a later paid callback is refused. */
  StoreOrderClosed: 200460,
  /** A callback naming another provider than the order's. */
  StoreProviderMismatch: 200461,
  /** The player's brand has no gem exchange (no gems). */
  StoreExchangeNotOffered: 200462,
  /** gold → gem: the gold is not a whole number of gems. */
  StoreExchangeAmountInvalid: 200463,
  // --- email binding (issue 13 item 3; not in the spec, see docs/protocol-invoice.md) ---
  /** This email address is bound to another player. */
  EmailBoundElsewhere: 200441,
  /** This address asked about or bound too many emails in the last hour (abuse limits). */
  EmailRequestLimit: 200442,
} as const;

export type CodeName = keyof typeof Code;

/** Codes whose meaning is global and handled once inside `src/socket`. */
export const GLOBAL_SOCKET_CODES = [
  Code.SessionExpired,
  Code.Reconnect,
  Code.AccountSuspended,
  Code.SignOut,
  Code.ServerSignOut,
  Code.DuplicateSignIn,
] as const;
