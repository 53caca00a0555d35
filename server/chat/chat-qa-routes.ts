/**
 * Chat parts of the QA API (docs/qa-api.md): mute a player, post site messages and
 * announcements, switch club chat and alliances, block or befriend, so browser tests can
 * reach every chat rule and empty state without an admin tool.
 */
import * as z from 'zod/mini';
import { ChatSenderType, QaPath, parsePayload } from '../../src/protocol';
import { int, str } from '../../src/protocol/schema';
import type { ReplyError } from '../errors';
import { answer, badRequest } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { CHANNEL_TYPES } from './channels';
import { muteForQa, setClubChat, setRelationship } from './chat-qa';
import { publishAnnouncement, publishSiteMessage } from './system-messages';

// QA-only bodies (docs/qa-api.md); the app's own bodies are declared in src/protocol.
const muteSchema = z.object({ PlayerID: int(1), Minutes: int(0, 10 * 365 * 24 * 60) });

const messageSchema = z.object({
  ChannelType: z.literal([...CHANNEL_TYPES]),
  Message: str(1, 2000),
  SenderType: z.optional(z.literal([ChatSenderType.Player, ChatSenderType.CustomerService, ChatSenderType.System])),
  From: z.optional(int(1)),
  PlayerID: z.optional(int(1)),
  ClubID: z.optional(int(1)),
  Params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  AutoReply: z.optional(z.array(z.string())),
  Flag: z.optional(z.literal([0, 1])),
});

const announcementSchema = z.object({
  Category: int(1, 7),
  Title: str(1, 200),
  Content: str(0, 20_000),
  IsTop: z.optional(z.boolean()),
});

const clubSchema = z.object({
  ClubID: int(1),
  ChatEnabled: z.optional(z.boolean()),
  /** A name joins (creating if needed) that alliance; "" leaves any alliance. */
  AllianceName: z.optional(str(0, 64)),
});

const relationSchema = z.object({
  PlayerID: int(1),
  TargetID: int(1),
  /** 1 friend, 2 blocked, 0 removes. */
  Type: z.literal([0, 1, 2]),
});

export function registerChatQaRoutes(router: Router, services: Services): void {
  const bad = badRequest;
  // A refused change answers 400 with its reason (QA bodies are not the player envelope).
  const refused = (err: ReplyError) => badRequest(err.message);

  router.post(QaPath.Mute, async (ctx) => {
    const parsed = parsePayload(muteSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const { PlayerID, Minutes } = parsed.value;
    return answer(async () => ({ body: { PlayerID, MutedUntil: await muteForQa(services, PlayerID, Minutes) } }), refused);
  });

  router.post(QaPath.ChatMessage, async (ctx) => {
    const parsed = parsePayload(messageSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const m = parsed.value;
    try {
      const message = await publishSiteMessage(services, {
        channelType: m.ChannelType,
        text: m.Message,
        senderType: m.SenderType,
        senderId: m.From ?? null,
        toPlayerId: m.PlayerID,
        clubId: m.ClubID,
        params: m.Params ?? null,
        autoReply: m.AutoReply,
        flag: m.Flag,
      });
      return { body: message };
    } catch (err) {
      return bad(err instanceof Error ? err.message : String(err));
    }
  });

  router.post(QaPath.Announcement, async (ctx) => {
    const parsed = parsePayload(announcementSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const a = parsed.value;
    const message = await publishAnnouncement(services, { category: a.Category, title: a.Title, content: a.Content, isTop: a.IsTop });
    return { body: message };
  });

  router.post(QaPath.ChatClub, async (ctx) => {
    const parsed = parsePayload(clubSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const c = parsed.value;
    return answer(async () => {
      const after = await setClubChat(services, { clubId: c.ClubID, chatEnabled: c.ChatEnabled, allianceName: c.AllianceName });
      return { body: { ClubID: c.ClubID, ChatEnabled: after.chatEnabled, AllianceID: after.allianceId ?? 0 } };
    }, refused);
  });

  router.post(QaPath.Relationship, async (ctx) => {
    const parsed = parsePayload(relationSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const r = parsed.value;
    return answer(async () => {
      await setRelationship(services, r.PlayerID, r.TargetID, r.Type);
      return { body: { ok: true } };
    }, refused);
  });
}
