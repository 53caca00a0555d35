/**
 * Stored message → the wire `ChatMessage` (chat spec §3). Kept in one place so pushes,
 * histories and resume describe a message identically, which is what lets the client
 * de-duplicate by ID and order by Seq.
 */
import type { ChatMessage } from '../../src/protocol';
import type { ChatMessageRow, MessageWithSender } from '../db/repositories/chat';
import type { PlayerRow } from '../db/repositories/players';

const DEFAULT_AVATAR = 2;

function parseJson<T>(text: string, valid: (v: unknown) => v is T): T | null {
  if (text === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isParams = (v: unknown): v is Record<string, string | number> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((x) => typeof x === 'string' || typeof x === 'number');

/** A message with its sender's display fields, as the histories read it. */
export function toChatMessage(row: MessageWithSender): ChatMessage {
  const senderId = row.sender_id === null ? 0 : Number(row.sender_id);
  const hasPlayer = senderId !== 0 && row.sender_name !== null;
  const pic = row.sender_pic_url ?? '';
  return {
    ID: Number(row.id),
    Seq: Number(row.seq),
    ChannelType: row.channel_type,
    From: senderId === 0 ? 'System' : String(senderId),
    SenderType: row.sender_type,
    Message: row.text,
    OriginalMessage: row.original_text,
    CreateTime: Number(row.created_at),
    AutoReply: parseJson(row.auto_reply, isStringArray) ?? [],
    ColorID: row.color_id,
    ClubName: row.club_name,
    Flag: row.flag,
    PlayerID: senderId,
    ToPlayerID: row.recipient_id === null ? 0 : Number(row.recipient_id),
    AllianceID: row.alliance_id === null ? 0 : Number(row.alliance_id),
    ReplyID: row.reply_id === null ? 0 : Number(row.reply_id),
    Name: hasPlayer ? (row.sender_name ?? '') : '',
    PictureURL: hasPlayer ? pic : '',
    // Spec: setting 1 with an empty picture means the default avatar (2).
    PictureSetting: hasPlayer && row.sender_picture_setting === 1 && pic !== '' ? 1 : DEFAULT_AVATAR,
    VIPLevel: hasPlayer ? (row.sender_vip_level ?? 0) : 0,
    Params: parseJson(row.params, isParams),
    // The sender's own id comes back so its client knows the send arrived (no lost message).
    ...(row.client_id ? { ClientID: row.client_id } : {}),
  };
}

/** A freshly stored message, with the sender row the send already loaded. */
export function toSentMessage(row: ChatMessageRow, sender: PlayerRow | null): ChatMessage {
  return toChatMessage({
    ...row,
    sender_name: sender?.name ?? null,
    sender_pic_url: sender?.pic_url ?? null,
    sender_picture_setting: sender?.picture_setting ?? null,
    sender_vip_level: sender?.vip_level ?? null,
  });
}
