/**
 * Table shapes for Kysely. Times are epoch milliseconds (bigint columns) and flags are
 * 0/1 integers, so the same schema runs on SQLite and PostgreSQL.
 */
import type { Generated, Kysely, Transaction } from 'kysely';

export interface PlayersTable {
  id: Generated<number>;
  name: string;
  vip_level: number;
  /** Lifetime VIP points (migration 023; server/vip). */
  vip_points: Generated<number>;
  level: number;
  pic_url: string;
  /** 1 custom picture, 2 default avatar. */
  picture_setting: number;
  information: string;
  /** Provider (TPType) the account was created with. */
  provider: number;
  /** Bound phone, national format 09xxxxxxxx. */
  phone: string | null;
  site_id: string;
  lang: string;
  /** 1 active, 2 suspended. */
  status: number;
  rename_count: number;
  /** Server-clock time of the last rename (migration 013); null before the first. */
  last_rename_at: number | null;
  regist_time: number;
  last_login_time: number;
}

/** Third-party ids (TPIDs): type 6 phone, 7 line, 99999 guest device… */
export interface PlayerIdentitiesTable {
  player_id: number;
  tp_type: number;
  tp_id: string;
  created_at: number;
}

export interface TokensTable {
  /** sha256 of the token: a database leak does not leak live sessions. */
  token_hash: string;
  player_id: number;
  provider: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface BagItemsTable {
  player_id: number;
  item_id: number;
  amount: number;
}

/** One row per wallet change (the passbook). */
export interface LedgerTable {
  id: Generated<number>;
  player_id: number;
  item_id: number;
  delta: number;
  before_amount: number;
  after_amount: number;
  source: string;
  reason: string;
  created_at: number;
}

export interface ClubsTable {
  id: Generated<number>;
  name: string;
  leader_id: number | null;
  pic_path: string;
  pic_default_id: number;
  chat_enabled: number;
  alliance_id: number | null;
  created_at: number;
  /** 025: the club's description (leader and sub leaders edit it) and its member capacity. */
  description: Generated<string>;
  capacity: Generated<number>;
}

export interface ClubMembersTable {
  club_id: number;
  player_id: number;
  /** 1 leader, 2 sub leader, 3 member. */
  role: number;
  joined_at: number;
}

export interface RelationshipsTable {
  player_id: number;
  target_id: number;
  /** 1 friend, 2 blocked. */
  type: number;
  created_at: number;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  /** 1..7: 維護 權益 遊戲 優惠 競賽 其他 活動. */
  category: number;
  title: string;
  /** HTML; sanitised by the client before display. */
  content: string;
  is_top: number;
  created_at: number;
}

/** Per-channel sequence counter: `seq` of a message is strictly increasing per channel. */
export interface ChatChannelsTable {
  channel_type: number;
  channel_key: string;
  last_seq: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  channel_type: number;
  channel_key: string;
  seq: number;
  /** null = System. */
  sender_id: number | null;
  /** 0 player, 1 customer service, 2 system. */
  sender_type: number;
  /** Private messages only: the other player, for unread counts. */
  recipient_id: number | null;
  text: string;
  original_text: string;
  reply_id: number | null;
  /** 1 = warned (the client appends the fixed warning). */
  flag: number;
  color_id: number;
  created_at: number;
  /** Alliance chat: the sender's club name when sent (002-chat). */
  club_name: Generated<string>;
  alliance_id: number | null;
  /** JSON array of auto-reply texts, '' for none (002-chat). */
  auto_reply: Generated<string>;
  /** JSON object of special message parameters (op, gamecode…), '' for none (002-chat). */
  params: Generated<string>;
  /** The sender's own id for the message, unique per sender (005): a resend finds the first row. */
  client_id: Generated<string | null>;
}

export interface ChatReadsTable {
  player_id: number;
  channel_type: number;
  channel_key: string;
  last_read_seq: number;
}

export interface GamesTable {
  game_code: string;
  name_zh_tw: string;
  name_en_us: string;
  banner: string;
  provider: string;
  is_show: number;
  sort_order: number;
}

/** Codes issued for sign-in or binding; limits are counted from these rows. */
export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  code: string;
  device_id: string;
  /** 'signin' | 'bind'. */
  purpose: string;
  player_id: number | null;
  created_at: number;
  tries: number;
  used_at: number | null;
  /** The client address that asked (006); null for codes issued before it. */
  client_address: string | null;
}

/** One guest account created, with the address that asked (006): the guest sign-up limits. */
export interface GuestSignUpsTable {
  id: Generated<number>;
  player_id: number;
  client_address: string;
  created_at: number;
}

/** What the demo SMS sender "delivered"; read by GET /__qa/sms. */
export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  code: string;
  purpose: string;
  created_at: number;
}

export interface AlliancesTable {
  id: Generated<number>;
  name: string;
  created_at: number;
}

/** A player may not speak in chat before `muted_until` (epoch ms). */
export interface ChatMutesTable {
  player_id: number;
  muted_until: number;
  reason: string;
  created_at: number;
}

/** One row per private conversation and side: the room list reads these. */
export interface ChatPrivateRoomsTable {
  player_id: number;
  other_id: number;
  channel_key: string;
  last_seq: number;
  last_at: number;
}

/** 003-phone: proof of a verified phone, exchanged at sign-in (TPType 10000). */
export interface PhoneTicketsTable {
  token_hash: string;
  phone: string;
  created_at: number;
  expires_at: number;
  /** Set once: by the sign-in that created an account with this ticket. */
  create_claimed_at: number | null;
}

/** 003-phone: the phone a player bound through the bind flow, and its one-time bonus. */
export interface PhoneBindsTable {
  player_id: number;
  phone: string;
  bound_at: number;
  bonus_paid_at: number | null;
  bonus_amount: number | null;
}

/** 003-phone: accounts created before their first sign-in (RegistSituation 1 then). */
export interface PendingWelcomesTable {
  player_id: number;
  created_at: number;
}

/** 003-phone: identities of the built-in QA/demo OpenID provider, per provider name. */
export interface OidcIdentitiesTable {
  provider: string;
  subject: string;
  name: string;
  created_at: number;
}

/** 004-wallet-refs: one row per applied wallet operation, with its first result (JSON). */
export interface WalletRefsTable {
  ref: string;
  result: string | null;
  created_at: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** A red envelope (008): totals and the claim counter; amounts in gold. */
export interface RedEnvelopesTable {
  id: Generated<number>;
  creator_id: number;
  client_id: string;
  title: string;
  content: string;
  amount: number;
  quantity: number;
  method: number;
  /** RedEnvelopeStatus: 1 open, 2 all claimed, 3 cancelled, 4 expired. */
  status: number;
  claimed: Generated<number>;
  claimed_amount: Generated<number>;
  refund_amount: Generated<number>;
  created_at: number;
  expires_at: number;
}

/** One share of an envelope, split at creation; player and time set when received. */
export interface RedEnvelopeSharesTable {
  envelope_id: number;
  seq: number;
  amount: number;
  player_id: number | null;
  claimed_at: number | null;
}

/** Players allowed to create red envelopes. */
export interface RedEnvelopeSendersTable {
  player_id: number;
  granted_at: number;
}

/** A renamed player's nickname key (migration 013): one owner per key. */
export interface NicknameClaimsTable {
  name_key: string;
  player_id: number;
  created_at: number;
}

/** Club applications and invitations, club cooldowns, daily counts and exchange records (025). */
export interface ClubApplicationsTable {
  id: Generated<number>;
  club_id: number;
  player_id: number;
  /** 1 application, 2 invitation. */
  kind: number;
  /** 1 pending, 2 accepted, 3 rejected, 4 void. */
  status: Generated<number>;
  inviter_id: number | null;
  created_at: number;
  decided_at: number | null;
}
export interface ClubCooldownsTable {
  player_id: number;
  /** 0: any club. */
  club_id: number;
  until_at: number;
}
export interface ClubDailyCountsTable {
  club_id: number;
  kind: string;
  day_start: number;
  count: Generated<number>;
}
export interface ClubExchangesTable {
  id: Generated<number>;
  club_id: number;
  player_id: number;
  kind: number;
  gold: number;
  gems: number;
  created_at: number;
}

export interface DB {
  players: PlayersTable;
  nickname_claims: NicknameClaimsTable;
  player_identities: PlayerIdentitiesTable;
  tokens: TokensTable;
  bag_items: BagItemsTable;
  ledger: LedgerTable;
  clubs: ClubsTable;
  club_members: ClubMembersTable;
  club_applications: ClubApplicationsTable;
  club_cooldowns: ClubCooldownsTable;
  club_daily_counts: ClubDailyCountsTable;
  club_exchanges: ClubExchangesTable;
  relationships: RelationshipsTable;
  announcements: AnnouncementsTable;
  chat_channels: ChatChannelsTable;
  chat_messages: ChatMessagesTable;
  chat_reads: ChatReadsTable;
  games: GamesTable;
  sms_codes: SmsCodesTable;
  guest_sign_ups: GuestSignUpsTable;
  sms_outbox: SmsOutboxTable;
  app_meta: AppMetaTable;
  phone_tickets: PhoneTicketsTable;
  phone_binds: PhoneBindsTable;
  pending_welcomes: PendingWelcomesTable;
  oidc_identities: OidcIdentitiesTable;
  alliances: AlliancesTable;
  chat_mutes: ChatMutesTable;
  chat_private_rooms: ChatPrivateRoomsTable;
  wallet_refs: WalletRefsTable;
  red_envelopes: RedEnvelopesTable;
  red_envelope_shares: RedEnvelopeSharesTable;
  red_envelope_senders: RedEnvelopeSendersTable;
}

/** A database handle or an open transaction: repositories accept either. */
export type Db = Kysely<DB> | Transaction<DB>;

/** A store order (migration 024; server/store, docs/protocol-store.md). */
export interface StoreOrdersTable {
  id: string;
  player_id: number;
  site_id: string;
  goods_id: string;
  goods_name: string;
  pay_group: string;
  method: string | null;
  provider: string;
  amount_twd: number;
  /** JSON: item id → amount credited when paid. */
  items: string;
  points: number;
  status: 'pending' | 'paid' | 'failed';
  request_id: string;
  pay_key: string;
  provider_txn: string | null;
  created_at: number;
  closed_at: number | null;
}

/** The store's tables, for `db.withTables<StoreTables>()` (server/db/repositories/store-orders.ts). */
export type StoreTables = {
  store_orders: StoreOrdersTable;
};

// --- email binding and e-invoice preference (migration 026; read through `withTables<InvoiceTables>`) ---
export interface PlayerEmailsTable {
  player_id: number;
  /** Lower-cased; UNIQUE. */
  email: string;
  bound_at: number;
}
export interface EmailRequestsTable {
  id: Generated<number>;
  player_id: number;
  client_address: string;
  created_at: number;
}
export interface InvoicePreferencesTable {
  player_id: number;
  /** InvoiceCarrierType: 1 member, 2 mobile barcode, 3 citizen certificate, 4 donation. */
  carrier_type: number;
  /** The barcode, certificate or donation code; null for member (the bound email is read live). */
  carrier: string | null;
  updated_at: number;
}
export interface InvoiceMofCarriersTable {
  /** 'mobile' | 'certificate'. */
  kind: string;
  carrier: string;
  created_at: number;
}
export type InvoiceTables = {
  player_emails: PlayerEmailsTable;
  email_requests: EmailRequestsTable;
  invoice_preferences: InvoicePreferencesTable;
  invoice_mof_carriers: InvoiceMofCarriersTable;
  app_meta: AppMetaTable;
};
