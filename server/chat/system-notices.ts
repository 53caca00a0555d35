/**
 * Private system notices: a message the site sends one player alone, stored and read like any
 * private message. A private conversation is between two players (the client lists rooms and
 * asks history by the other player's id), so the site speaks through its notice account — a
 * player row named 系統通知 (a staff word no player may take), suspended so nobody signs in as it
 * or writes to it (200070) — and marks each notice SenderType 2 (system), which the client shows
 * with the system label and no player card. Created on first use; its id is kept in app_meta.
 * The first user: vault codes (server/vault, decision 327).
 */
import { ChannelType, ChatSenderType, type ChatMessage } from '../../src/protocol';
import { siteAccountId } from '../players/site-accounts';
import type { Services } from '../services';
import { publishSiteMessage } from './system-messages';

export const NOTICE_ACCOUNT_NAME = '系統通知';
const NOTICE_ACCOUNT_KEY = 'system_notice_player_id';

/** The notice account's player id (created on first use, once across processes: server/players/site-accounts.ts). */
export const noticeAccountId = (services: Services): Promise<number> => siteAccountId(services, NOTICE_ACCOUNT_KEY, NOTICE_ACCOUNT_NAME);

export interface SystemNotice {
  toPlayerId: number;
  text: string;
  params: Record<string, string | number>;
  /** The notice's once-only key: a second send with it posts nothing. */
  onceKey: string;
}

/**
 * Sends a private notice to one player (pushed as 30011 to their chat sockets, 30051 with the new
 * unread count). Answers the message, or null when a notice with `onceKey` was sent before (by
 * this call's twin on another process too: the sender's ClientID is unique).
 */
export async function sendSystemNotice(services: Services, n: SystemNotice): Promise<ChatMessage | null> {
  const senderId = await noticeAccountId(services);
  const sent = () => services.repos.chat.bySenderClientId(senderId, n.onceKey);
  if (await sent()) return null;
  try {
    return await publishSiteMessage(services, {
      channelType: ChannelType.Private,
      senderId,
      senderType: ChatSenderType.System,
      toPlayerId: n.toPlayerId,
      text: n.text,
      params: n.params,
      clientId: n.onceKey,
    });
  } catch (err) {
    // Two sends racing: the unique (sender, ClientID) index let one insert through.
    if (await sent()) return null;
    throw err;
  }
}
