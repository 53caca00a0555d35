/**
 * Sending a mail: stored for the recipient, then pushed to their lobby sockets (10121 with
 * the new unread count) on whichever process holds them, so the badge moves at once.
 */
import { Code, MailKind, MailLimits, Op, reply, type Mail, type MailNewPush } from '../../src/protocol';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { mailView } from './views';

/** The name the list shows for a system mail (the client shows its own words for SenderType 0). */
export const SYSTEM_SENDER_NAME = '系統';

export interface OutgoingMail {
  to: number;
  /** null: the system. */
  from: number | null;
  title: string;
  text: string;
  items?: Record<string, number>;
  kind?: number;
  /** A one-off mail (the demo welcome, a QA ClientID): sent at most once per recipient. */
  dedupeKey?: string;
}

/** Checks an attachment: whole item ids, at most MailLimits.MaxItems, each amount ≥ 1. */
export function checkItems(items: Record<string, number>): Record<string, number> {
  const entries = Object.entries(items);
  if (entries.length > MailLimits.MaxItems) throw new ReplyError(Code.InvalidInput, `Items: at most ${MailLimits.MaxItems} items`);
  for (const [id, amount] of entries) {
    if (!/^[1-9]\d{0,8}$/.test(id)) throw new ReplyError(Code.InvalidInput, `Items: "${id}" is not an item id`);
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > MailLimits.MaxItemAmount) throw new ReplyError(Code.InvalidInput, `Items.${id}: expected a whole amount ≥ 1`);
  }
  return Object.fromEntries(entries);
}

/** Stores and pushes a mail; answers it, or undefined when its dedupe key was sent before. */
export async function sendMail(services: Services, m: OutgoingMail): Promise<Mail | undefined> {
  const { repos } = services;
  const to = await repos.players.find(m.to);
  if (!to) throw new ReplyError(Code.PlayerNotFound, `no player ${m.to}`);
  let senderName = SYSTEM_SENDER_NAME;
  if (m.from !== null) {
    const from = await repos.players.find(m.from);
    if (!from) throw new ReplyError(Code.PlayerNotFound, `no player ${m.from}`);
    senderName = from.name;
  }
  const id = await repos.mails.insert({
    playerId: m.to,
    senderId: m.from,
    senderName,
    kind: m.kind ?? MailKind.Plain,
    title: m.title.slice(0, MailLimits.TitleLength),
    body: m.text.slice(0, MailLimits.TextLength),
    items: checkItems(m.items ?? {}),
    dedupeKey: m.dedupeKey,
    createdAt: services.clock.now(),
  });
  if (id === undefined) return undefined;
  const row = await repos.mails.find(m.to, id);
  if (!row) throw new Error(`mail ${id} of ${m.to} was stored but cannot be read`);
  const mail = mailView(row);
  const push: MailNewPush = { Mail: mail, Unread: await repos.mails.unreadCount(m.to) };
  services.hub.push(m.to, reply(Op.MailNewPush, Code.Ok, push), 'lobby');
  return mail;
}
