/**
 * Pure rules of a channel's message list (chat spec §4): validation of untrusted messages,
 * merge with de-duplication, ordering by sequence, the contiguous run a resume starts from,
 * and where the unread divider goes. The list is kept oldest → newest (ascending `Seq`): the
 * view draws the newest at the bottom, and the spec's "newest first" is the order of pages.
 */
import type { ChatMessage } from '@/protocol';

const int = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

function params(v: unknown): ChatMessage['Params'] {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(v)) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) out[key] = value;
  }
  return out;
}

/**
 * A message from a reply, or null when it lacks what the list relies on (ID, Seq, text,
 * time). Optional display fields get safe defaults; nothing else is trusted.
 */
export function toChatMessage(value: unknown): ChatMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if (!int(m.ID) || !int(m.Seq) || m.Seq < 1 || typeof m.Message !== 'string' || !int(m.ChannelType)) return null;
  return {
    ID: m.ID,
    Seq: m.Seq,
    ChannelType: m.ChannelType,
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
    ToPlayerID: num(m.ToPlayerID),
    AllianceID: num(m.AllianceID),
    ReplyID: num(m.ReplyID),
    Name: str(m.Name),
    PictureURL: str(m.PictureURL),
    PictureSetting: num(m.PictureSetting, 2),
    VIPLevel: num(m.VIPLevel),
    Params: params(m.Params),
  };
}

/** The valid messages of an untrusted list (e.g. `Result.Msgs`). */
export function toChatMessages(value: unknown): ChatMessage[] {
  if (!Array.isArray(value)) return [];
  return value.map(toChatMessage).filter((m): m is ChatMessage => m !== null);
}

export interface MergeResult {
  messages: ChatMessage[];
  /** How many of the new messages went before the previous first one (a prepended page). */
  prepended: number;
  /** How many messages were new at all. */
  added: number;
}

/**
 * Merges `incoming` into `existing`: ascending `Seq`, each message once (by ID and by Seq).
 * Returns `existing` itself when nothing is new, so selectors see no change.
 * @example mergeMessages([m2], [m1, m2, m3]).messages // [m1, m2, m3]
 */
export function mergeMessages(existing: readonly ChatMessage[], incoming: readonly ChatMessage[]): MergeResult {
  const seqs = new Set(existing.map((m) => m.Seq));
  const ids = new Set(existing.map((m) => m.ID));
  const fresh: ChatMessage[] = [];
  for (const m of incoming) {
    if (seqs.has(m.Seq) || ids.has(m.ID)) continue;
    seqs.add(m.Seq);
    ids.add(m.ID);
    fresh.push(m);
  }
  if (fresh.length === 0) return { messages: existing as ChatMessage[], prepended: 0, added: 0 };
  const firstSeq = existing[0]?.Seq ?? Number.POSITIVE_INFINITY;
  const lastSeq = existing.at(-1)?.Seq ?? Number.NEGATIVE_INFINITY;
  fresh.sort((a, b) => a.Seq - b.Seq);
  const prepended = existing.length === 0 ? 0 : fresh.filter((m) => m.Seq < firstSeq).length;
  // The common cases (a push after the newest, a page before the oldest) need no full sort.
  let messages: ChatMessage[];
  if (fresh[0]!.Seq > lastSeq) messages = [...existing, ...fresh];
  else if (fresh.at(-1)!.Seq < firstSeq) messages = [...fresh, ...existing];
  else messages = [...existing, ...fresh].sort((a, b) => a.Seq - b.Seq);
  return { messages, prepended, added: fresh.length };
}

/**
 * The last Seq of the gap-free run that starts at the oldest message held: everything up to
 * it is known, so a resume asks for what comes after (docs/protocol-chat.md "No lost
 * messages"). 0 for an empty list.
 */
export function contiguousEnd(messages: readonly ChatMessage[]): number {
  let end = messages[0]?.Seq ?? 0;
  for (let i = 1; i < messages.length; i++) {
    const seq = messages[i]!.Seq;
    if (seq !== end + 1) break;
    end = seq;
  }
  return end;
}

/** True when `message` was sent by the player `selfId`. */
export function isOwn(message: ChatMessage, selfId: number): boolean {
  return selfId > 0 && message.PlayerID === selfId;
}

/**
 * Where the 'unread messages below' divider goes: the Seq of the oldest of the `unread`
 * newest messages sent by others, or null when nothing is unread. When fewer are loaded,
 * it sits above the oldest loaded one from another player.
 */
export function dividerSeq(messages: readonly ChatMessage[], unread: number, selfId: number): number | null {
  if (unread <= 0) return null;
  let counted = 0;
  let seq: number | null = null;
  for (let i = messages.length - 1; i >= 0 && counted < unread; i--) {
    const m = messages[i]!;
    if (isOwn(m, selfId)) continue;
    counted++;
    seq = m.Seq;
  }
  return seq;
}
