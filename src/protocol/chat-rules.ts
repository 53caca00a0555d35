/**
 * The chat's channel types, limits, sender types and special-message ops (chat spec §3, §4, §5,
 * §9), apart from its schemas (./chat) so that the browser reads them without zod (as
 * ./passbook-rules does for the passbook).
 */

/** Chat channel types (chat spec §4): the ChannelType field of 30020 / 30050. */
export const ChannelType = { Public: 1, Private: 2, Club: 3, Alliance: 4, Announcement: 6 } as const;
export type ChannelTypeValue = (typeof ChannelType)[keyof typeof ChannelType];

/** Chat limits shared by the client and the server (chat spec §5, §9; account §9). */
export const ChatLimits = {
  /** Characters (code points) per message. */
  MaxMessageLength: 100,
  /**
   * Messages per history / room page (chat §9). It is also the most a request may ask:
   * PerPage is optional, 1..PageSize, default PageSize (docs/decisions/049-every-op-has-a-schema.md).
   */
  PageSize: 20,
  /** Highest page number a request may ask for. */
  MaxPage: 100_000,
  /** Messages per player per rolling minute, across channels (200069 beyond). */
  MessagesPerMinute: 10,
  /** VIP 3 (金, gold) is needed to speak (200024 below). */
  MinVipLevel: 3,
  /** Most messages one 30061 resume reply carries; HasMore says when to ask again. */
  ResumeMaxMessages: 100,
  /** Length of a message's client id (no lost outgoing message, issue 7). */
  ClientIdMaxLength: 64,
} as const;

/** SenderType of a chat message (chat spec §3: 1 = customer service). */
export const ChatSenderType = { Player: 0, CustomerService: 1, System: 2 } as const;

/**
 * `Params.op` of special chat messages (chat spec §3 "special chat message parameters"). The
 * spec lists the parameter names but not the op values; these are ours (docs/protocol-chat.md).
 */
export const ChatSpecialOp = {
  /** A big win worth replaying: opens /play-game/now (gamecode, player_id, multiple, amount). */
  RecordWin: 'record_win',
  /** A shared game: shown as a game link card (gamecode, gameName, player_id). */
  Share: 'share',
  /** A vault (bank code) unlocked: opens the bank-code modal (subContent = the code, jackpot_id). */
  VaultUnlock: 'vault_unlock',
  /** A red envelope was sent into the channel (red_envelope_id, title, amount): opens the envelope overlay. */
  RedEnvelope: 'red_envelope',
} as const;
