/**
 * Chat parts of the QA API (docs/qa-api.md): mute a player, post site messages and
 * announcements, switch club chat and alliances, block or befriend, so browser tests can
 * reach every chat rule and empty state without an admin tool.
 */
import { ChatSenderType, QaPath } from '../../src/protocol';
import type { ReplyError } from '../errors';
import { answer, badRequest } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { check, v, ValidationError, type Schema } from '../validate';
import { CHANNEL_TYPES } from './channels';
import { muteForQa, setClubChat, setRelationship } from './chat-qa';
import { publishAnnouncement, publishSiteMessage } from './system-messages';

const paramsSchema: Schema<Record<string, string | number>> = (value, path) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ValidationError(path, 'object');
  for (const [key, x] of Object.entries(value)) {
    if (typeof x !== 'string' && typeof x !== 'number') throw new ValidationError(`${path}.${key}`, 'string or number');
  }
  return value as Record<string, string | number>;
};

const stringList: Schema<string[]> = (value, path) => {
  if (!Array.isArray(value) || !value.every((x) => typeof x === 'string')) throw new ValidationError(path, 'array of strings');
  return value as string[];
};

const muteSchema = v.object({ PlayerID: v.int({ min: 1 }), Minutes: v.int({ min: 0, max: 10 * 365 * 24 * 60 }) });

const messageSchema = v.object({
  ChannelType: v.oneOf(...CHANNEL_TYPES),
  Message: v.str({ min: 1, max: 2000 }),
  SenderType: v.optional(v.oneOf(ChatSenderType.Player, ChatSenderType.CustomerService, ChatSenderType.System)),
  From: v.optional(v.int({ min: 1 })),
  PlayerID: v.optional(v.int({ min: 1 })),
  ClubID: v.optional(v.int({ min: 1 })),
  Params: v.optional(paramsSchema),
  AutoReply: v.optional(stringList),
  Flag: v.optional(v.oneOf(0, 1)),
});

const announcementSchema = v.object({
  Category: v.int({ min: 1, max: 7 }),
  Title: v.str({ min: 1, max: 200 }),
  Content: v.str({ max: 20_000 }),
  IsTop: v.optional(v.bool()),
});

const clubSchema = v.object({
  ClubID: v.int({ min: 1 }),
  ChatEnabled: v.optional(v.bool()),
  /** A name joins (creating if needed) that alliance; "" leaves any alliance. */
  AllianceName: v.optional(v.str({ max: 64 })),
});

const relationSchema = v.object({
  PlayerID: v.int({ min: 1 }),
  TargetID: v.int({ min: 1 }),
  /** 1 friend, 2 blocked, 0 removes. */
  Type: v.oneOf(0, 1, 2),
});

export function registerChatQaRoutes(router: Router, services: Services): void {
  const bad = badRequest;
  // A refused change answers 400 with its reason (QA bodies are not the player envelope).
  const refused = (err: ReplyError) => badRequest(err.message);

  router.post(QaPath.Mute, async (ctx) => {
    const parsed = check(muteSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const { PlayerID, Minutes } = parsed.value;
    return answer(async () => ({ body: { PlayerID, MutedUntil: await muteForQa(services, PlayerID, Minutes) } }), refused);
  });

  router.post(QaPath.ChatMessage, async (ctx) => {
    const parsed = check(messageSchema, ctx.body);
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
    const parsed = check(announcementSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const a = parsed.value;
    const message = await publishAnnouncement(services, { category: a.Category, title: a.Title, content: a.Content, isTop: a.IsTop });
    return { body: message };
  });

  router.post(QaPath.ChatClub, async (ctx) => {
    const parsed = check(clubSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const c = parsed.value;
    return answer(async () => {
      const after = await setClubChat(services, { clubId: c.ClubID, chatEnabled: c.ChatEnabled, allianceName: c.AllianceName });
      return { body: { ClubID: c.ClubID, ChatEnabled: after.chatEnabled, AllianceID: after.allianceId ?? 0 } };
    }, refused);
  });

  router.post(QaPath.Relationship, async (ctx) => {
    const parsed = check(relationSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const r = parsed.value;
    return answer(async () => {
      await setRelationship(services, r.PlayerID, r.TargetID, r.Type);
      return { body: { ok: true } };
    }, refused);
  });
}
