/**
 * Pure rules of a channel's message list (chat spec §4): validation of untrusted messages,
 * merge with de-duplication, ordering, the contiguous run a resume starts from, and where the
 * unread divider goes. The list is kept oldest → newest (ascending `Seq`, or CreateTime then ID
 * for messages without one, decision 328): the view draws the newest at the bottom, and the
 * spec's "newest first" is the order of pages.
 */
import type { ReceivedChatMessage } from '@/protocol';

const int = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

function params(v: unknown): ReceivedChatMessage['Params'] {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(v)) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) out[key] = value;
  }
  return out;
}

/**
 * A message from a reply, or null when it lacks what the list relies on (ID, text). The
 * fields the reference server adds (Seq, ChannelType, the addressee, the sender's display data,
 * Params) are kept when well-formed and left out otherwise, as a lobby that sends the spec's
 * fields only leaves them out (decision 328): each reader says what their absence means. A Seq
 * of 0 is no sequence (seqs start at 1). Nothing else is trusted.
 */
export function toChatMessage(value: unknown): ReceivedChatMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if (!int(m.ID) || typeof m.Message !== 'string') return null;
  return {
    ID: m.ID,
    ...(int(m.Seq) && m.Seq >= 1 ? { Seq: m.Seq } : {}),
    ...(int(m.ChannelType) ? { ChannelType: m.ChannelType } : {}),
    From: str(m.From, 'System'),
    SenderType: num(m.SenderType),
    Message: m.Message,
    OriginalMessage: str(m.OriginalMessage),
    CreateTime: num(m.CreateTime),
    AutoReply: Array.isArray(m.AutoReply) ? m.AutoReply.filter((x): x is string => typeof x === 'string') : [],
    ColorID: num(m.ColorID),
    ClubName: str(m.ClubName),
    Flag: num(m.Flag),
    PlayerID: num(m.PlayerID),
    ...(int(m.ToPlayerID) ? { ToPlayerID: m.ToPlayerID } : {}),
    AllianceID: num(m.AllianceID),
    ReplyID: num(m.ReplyID),
    ...(typeof m.Name === 'string' ? { Name: m.Name } : {}),
    ...(typeof m.PictureURL === 'string' ? { PictureURL: m.PictureURL } : {}),
    ...(int(m.PictureSetting) ? { PictureSetting: m.PictureSetting } : {}),
    ...(int(m.VIPLevel) ? { VIPLevel: m.VIPLevel } : {}),
    ...(m.Params === undefined ? {} : { Params: params(m.Params) }),
    ...(typeof m.ClientID === 'string' ? { ClientID: m.ClientID } : {}),
  };
}

/** The valid messages of an untrusted list (e.g. `Result.Msgs`). */
export function toChatMessages(value: unknown): ReceivedChatMessage[] {
  if (!Array.isArray(value)) return [];
  return value.map(toChatMessage).filter((m): m is ReceivedChatMessage => m !== null);
}

/**
 * True when every message carries a Seq (the reference server's). Such a list is ordered by Seq
 * and resumed after its last one; any other (a lobby that sends the spec's fields only) is
 * ordered by CreateTime, then ID, and re-read after a reconnect.
 */
export function isSequenced(messages: readonly ReceivedChatMessage[]): boolean {
  return messages.every((m) => m.Seq !== undefined);
}

type Order = (a: ReceivedChatMessage, b: ReceivedChatMessage) => number;

/** One order for a whole list (so that it is total): by Seq when all carry it, else by time then ID. */
function listOrder(sequenced: boolean): Order {
  return (a, b) => (sequenced && a.Seq !== undefined && b.Seq !== undefined ? a.Seq - b.Seq : a.CreateTime - b.CreateTime || a.ID - b.ID);
}

export interface MergeResult<M extends ReceivedChatMessage = ReceivedChatMessage> {
  messages: M[];
  /** How many of the new messages went before the previous first one (a prepended page). */
  prepended: number;
  /** How many messages were new at all. */
  added: number;
}

/**
 * Merges `incoming` into `existing`, oldest first (by Seq, or by CreateTime then ID when a
 * message carries no Seq), each message once (by ID, and by Seq where there is one). Returns
 * `existing` itself when nothing is new, so selectors see no change.
 * @example mergeMessages([m2], [m1, m2, m3]).messages // [m1, m2, m3]
 */
export function mergeMessages<M extends ReceivedChatMessage>(existing: M[], incoming: readonly M[]): MergeResult<M> {
  const seqs = new Set(existing.flatMap((m) => (m.Seq === undefined ? [] : [m.Seq])));
  const ids = new Set(existing.map((m) => m.ID));
  const fresh: M[] = [];
  for (const m of incoming) {
    if (ids.has(m.ID) || (m.Seq !== undefined && seqs.has(m.Seq))) continue;
    if (m.Seq !== undefined) seqs.add(m.Seq);
    ids.add(m.ID);
    fresh.push(m);
  }
  if (fresh.length === 0) return { messages: existing, prepended: 0, added: 0 };
  const heldSequenced = isSequenced(existing);
  const sequenced = heldSequenced && isSequenced(fresh);
  const order = listOrder(sequenced);
  fresh.sort(order);
  const first = existing[0];
  const last = existing.at(-1);
  const oldestFresh = fresh[0];
  const newestFresh = fresh.at(-1);
  const prepended = first === undefined ? 0 : fresh.filter((m) => order(m, first) < 0).length;
  // The common cases (a push after the newest, a page before the oldest) need no full sort; a
  // list that stops being sequenced is ordered anew.
  let messages: M[];
  if (first === undefined || last === undefined) messages = fresh;
  else if (heldSequenced !== sequenced) messages = [...existing, ...fresh].sort(order);
  else if (oldestFresh && order(oldestFresh, last) > 0) messages = [...existing, ...fresh];
  else if (newestFresh && order(newestFresh, first) < 0) messages = [...fresh, ...existing];
  else messages = [...existing, ...fresh].sort(order);
  return { messages, prepended, added: fresh.length };
}

/**
 * The last Seq of the gap-free run that starts at the oldest message held: everything up to
 * it is known, so a resume asks for what comes after (docs/protocol-chat.md "No lost
 * messages"). Null when there is nothing to resume from: an empty list, or one that is not
 * sequenced (a lobby that sends the spec's fields only); such a channel is re-read instead.
 */
export function contiguousEnd(messages: readonly ReceivedChatMessage[]): number | null {
  if (!isSequenced(messages)) return null;
  let end: number | null = null;
  for (const { Seq } of messages) {
    if (Seq === undefined || (end !== null && Seq !== end + 1)) break;
    end = Seq;
  }
  return end;
}

/** True when `message` was sent by the player `selfId`. */
export function isOwn(message: ReceivedChatMessage, selfId: number): boolean {
  return selfId > 0 && message.PlayerID === selfId;
}

/**
 * Where the 'unread messages below' divider goes: the ID of the oldest of the `unread` newest
 * messages sent by others, or null when nothing is unread. When more are unread than loaded, the
 * oldest unread is on an older page: `undefined` (not yet) while the server holds older pages
 * (`allLoaded` false), else the oldest loaded one from another player. (By ID: a message need not
 * carry a Seq.)
 */
export function dividerId(messages: readonly ReceivedChatMessage[], unread: number, selfId: number, allLoaded = true): number | null | undefined {
  if (unread <= 0) return null;
  let counted = 0;
  let id: number | null = null;
  for (let i = messages.length - 1; i >= 0 && counted < unread; i--) {
    const m = messages[i];
    if (m === undefined || isOwn(m, selfId)) continue;
    counted++;
    id = m.ID;
  }
  return counted < unread && !allLoaded ? undefined : id;
}
