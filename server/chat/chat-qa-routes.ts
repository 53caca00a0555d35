/**
 * Chat parts of the QA API (docs/qa-api.md): mute a player, post site messages and
 * announcements, switch club chat and alliances, block or befriend, so browser tests can
 * reach every chat rule and empty state without an admin tool.
 */
import { ChatSenderType, Code, QaPath } from '../../src/protocol';
import { badRequest, errorResult } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { check, v, ValidationError, type Schema } from '../validate';
import { CHANNEL_TYPES } from './channels';
import { publishAnnouncement, publishSiteMessage } from './system-messages';

const MINUTE = 60_000;

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
  const { repos } = services;
  const bad = badRequest;
  const playerExists = async (id: number) => (await repos.players.find(id)) !== undefined;

  router.post(QaPath.Mute, async (ctx) => {
    const parsed = check(muteSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const { PlayerID, Minutes } = parsed.value;
    if (!(await playerExists(PlayerID))) return bad(`PlayerID: no player ${PlayerID}`);
    const until = services.clock.now() + Minutes * MINUTE;
    await repos.mutes.set(PlayerID, until, 'qa');
    return { body: { PlayerID, MutedUntil: Minutes === 0 ? 0 : until } };
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
    const club = await repos.clubs.find(c.ClubID);
    if (!club) return bad(`ClubID: no club ${c.ClubID}`);
    if (c.ChatEnabled !== undefined) await repos.clubs.setChatEnabled(club.id, c.ChatEnabled);
    let allianceId = club.alliance_id ?? null;
    if (c.AllianceName !== undefined) {
      allianceId = c.AllianceName === '' ? null : (await repos.alliances.ensure(c.AllianceName)).id;
      await repos.alliances.setClubAlliance(club.id, allianceId);
    }
    const after = await repos.clubs.find(club.id);
    return { body: { ClubID: club.id, ChatEnabled: after?.chat_enabled === 1, AllianceID: allianceId ?? 0 } };
  });

  router.post(QaPath.Relationship, async (ctx) => {
    const parsed = check(relationSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const r = parsed.value;
    if (r.PlayerID === r.TargetID) return bad('TargetID: must differ from PlayerID');
    for (const id of [r.PlayerID, r.TargetID]) if (!(await playerExists(id))) return bad(`no player ${id}`);
    if (r.Type === 0) await repos.relationships.remove(r.PlayerID, r.TargetID);
    else await repos.relationships.set(r.PlayerID, r.TargetID, r.Type);
    return { body: { ok: true } };
  });
}
