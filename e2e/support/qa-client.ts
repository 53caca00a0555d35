import { QaClubPath, QaPath, QaStorePath, type PaymentCallbackResult } from '../../src/protocol';
import { SERVER_URL } from './env';

/** A typed client of the lobby's QA control API (docs/qa-api.md). */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${SERVER_URL}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`QA ${method} ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface QaPlayer {
  PlayerID: number;
  Token: string;
}

/** One seat of a QA club: Token null for an existing player joined by id. */
export interface QaClubSeat {
  PlayerID: number;
  Token: string | null;
}

export interface QaClub {
  ClubID: number;
  ClubName: string;
  Leader: QaClubSeat;
  SubLeaders: QaClubSeat[];
  Members: QaClubSeat[];
}

export const qa = {
  /** Delivers a provider callback for a store order (docs/qa-api.md "Store callbacks"). */
  storeCallback: (body: { OrderID: string; Status?: 'paid' | 'failed'; Copies?: number; AmountTWD?: number }) =>
    call<{ Outcomes: { Code: number; Message?: string; Result?: PaymentCallbackResult }[] }>('POST', QaStorePath.Callback, body),
  reset: () => call<{ ok: true }>('POST', QaPath.Reset),
  createPlayer: (body: {
    Name?: string;
    VIPLevel?: number;
    /** VIP points, added as a game would (the tier follows them). */
    VipPoints?: number;
    Level?: number;
    Gold?: number;
    Gems?: number;
    Points?: number;
    Phone?: string;
    ClubID?: number;
    /** The role in ClubID: 1 leader, 2 sub leader, 3 member (default). */
    ClubRole?: 1 | 2 | 3;
    TPType?: number;
    /** Any item by id, e.g. gifts `{"42": 3}` (wins over Gold / Gems / Points). */
    Items?: Record<string, number>;
    /** The server permission to send red envelopes (default false). */
    CanSendRedEnvelope?: boolean;
  } = {}) => call<QaPlayer>('POST', QaPath.Players, body),
  /** Creates, changes, opens or closes a live room (closing pushes 200221 to its members). */
  liveRoom: (body: { RoomID: number; Title?: string; AnchorName?: string; StreamURL?: string; Open?: boolean; SortOrder?: number }) =>
    call<{ RoomID: number; Open: boolean }>('POST', QaPath.LiveRooms, body),
  /** Sets balances through the wallet; the player's open lobby sockets get the new bag pushed. */
  setBalance: (body: { PlayerID: number; Gold?: number; Gems?: number; Points?: number; Items?: Record<string, number> }) =>
    call<{ PlayerID: number; Items: Record<string, { Amount: number }> }>('POST', QaPath.Balance, body),
  lastSms: (phone: string, purpose?: 'signin' | 'bind') =>
    call<{ Code: string }>('GET', `${QaPath.Sms}?phone=${encodeURIComponent(phone)}${purpose ? `&purpose=${purpose}` : ''}`),
  /** An access token of the built-in identity provider (LIFF fake, APK hand-off). */
  oidcToken: (body: { Provider: 'line' | 'google' | 'apple' | 'facebook'; Name?: string; Subject?: string }) =>
    call<{ AccessToken: string; Subject: string; TPType: number }>('POST', QaPath.OidcToken, body),
  /** The server clock now (epoch ms), without moving it. */
  serverNow: async () => (await call<{ now: number }>('POST', QaPath.Clock, { AdvanceMs: 0 })).now,
  push: (body: {
    PlayerID: number;
    Socket: 'lobby' | 'chat';
    Message: { OP: number; Code: number; Message: string; Result: unknown };
  }) => call<{ delivered: number }>('POST', QaPath.Push, body),
  fail: (body: { OP: number; Code: number; Message?: string; Times?: number }) =>
    call<{ ok: true }>('POST', QaPath.Fail, body),
  advanceClock: (AdvanceMs: number) => call<{ now: number }>('POST', QaPath.Clock, { AdvanceMs }),
  /** Abuse limits (docs/qa-api.md): lower values; Enforce (default true) limits loopback too, false exempts it again. */
  setLimits: (body: { Enforce?: boolean; CodesPerAddressPerHour?: number; CodesPerMinute?: number; GuestsPerAddressPerHour?: number; GuestsPerMinute?: number }) =>
    call<Record<string, number | boolean>>('POST', QaPath.Limits, body),
  /** Cuts a player's sockets like a network drop (the client reconnects). */
  disconnect: (body: { PlayerID: number; Socket?: 'lobby' | 'chat' }) => call<{ closed: number }>('POST', QaPath.Disconnect, body),
  /** A site message (no speaking rules), pushed like a real one; `From` + SenderType 0 speaks as a player. */
  chatMessage: (body: {
    ChannelType: number;
    Message: string;
    SenderType?: number;
    From?: number;
    PlayerID?: number;
    ClubID?: number;
    Params?: Record<string, string | number>;
    Flag?: number;
  }) => call<{ ID: number; Seq: number }>('POST', QaPath.ChatMessage, body),
  /** An announcement-channel message with HTML Content; `IsTop` pins it (docs/qa-api.md "Chat"). */
  announcement: (body: { Category: number; Title: string; Content: string; IsTop?: boolean }) =>
    call<{ ID: number }>('POST', QaPath.Announcement, body),
  /** Publishes a news article (zh_tw texts), or sets a language's ticker lines (docs/protocol-announcements.md). */
  news: (body: {
    Article?: { Category: number; IsTop?: boolean; AnnounceInChat?: boolean; PublishTime?: number; Texts: { zh_tw: { Title: string; Summary?: string; Content: string } } };
    Ticker?: { Lang: string; Rows: { Text: string }[] };
  }) => call<{ ID?: number }>('POST', QaPath.News, body),
  /** A mail to a player, from the system or `SenderID` (docs/qa-api.md "Mail"). */
  mail: (body: { PlayerID: number; Title: string; Text?: string; Items?: Record<string, number>; SenderID?: number }) =>
    call<{ Sent: boolean }>('POST', QaPath.Mail, body),
  mute: (body: { PlayerID: number; Minutes: number }) => call<{ MutedUntil: number }>('POST', QaPath.Mute, body),
  relationship: (body: { PlayerID: number; TargetID: number; Type: 0 | 1 | 2 }) => call<{ ok: true }>('POST', QaPath.Relationship, body),
  /** A club at once (docs/qa-api.md "Clubs"): fresh signed-in players for the counts, existing ones by id; no VIP, phone or name checks. */
  createClub: (body: {
    ClubName?: string;
    Capacity?: number;
    ChatEnabled?: boolean;
    Description?: string;
    LeaderID?: number;
    SubLeaderIDs?: number[];
    MemberIDs?: number[];
    SubLeaders?: number;
    Members?: number;
    /** Names of the fresh players in order: leader (without LeaderID), sub leaders, members. */
    Names?: string[];
    VIPLevel?: number;
    Exchanges?: { PlayerID: number; Kind: 1 | 2; Gold: number; Gems: number; AgoMs?: number; Repeat?: number }[];
  }) => call<QaClub>('POST', QaClubPath, body),
};
