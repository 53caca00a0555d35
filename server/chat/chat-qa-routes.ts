/**
 * Chat parts of the QA API (docs/qa-api.md): mute a player, post site messages and
 * announcements, switch club chat and alliances, block or befriend, so browser tests can
 * reach every chat rule and empty state without an admin tool.
 */
import { ChatSenderType, Code, parsePayload } from '../../src/protocol';
import * as z from 'zod/mini';
import { int, str } from '../../src/protocol/schema';
import { errorResult, type Router } from '../http/router';
import type { Services } from '../services';
import { CHANNEL_TYPES } from './channels';
import { publishAnnouncement, publishSiteMessage } from './system-messages';

const MINUTE = 60_000;

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
  const { repos } = services;
  const bad = (message: string) => errorResult(400, Code.InvalidInput, message);
  const playerExists = async (id: number) => (await repos.players.find(id)) !== undefined;

  router.post('/__qa/mute', async (ctx) => {
    const parsed = parsePayload(muteSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const { PlayerID, Minutes } = parsed.value;
    if (!(await playerExists(PlayerID))) return bad(`PlayerID: no player ${PlayerID}`);
    const until = services.clock.now() + Minutes * MINUTE;
    await repos.mutes.set(PlayerID, until, 'qa');
    return { body: { PlayerID, MutedUntil: Minutes === 0 ? 0 : until } };
  });

  router.post('/__qa/chat/message', async (ctx) => {
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

  router.post('/__qa/announcement', async (ctx) => {
    const parsed = parsePayload(announcementSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const a = parsed.value;
    const message = await publishAnnouncement(services, { category: a.Category, title: a.Title, content: a.Content, isTop: a.IsTop });
    return { body: message };
  });

  router.post('/__qa/chat/club', async (ctx) => {
    const parsed = parsePayload(clubSchema, ctx.body);
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

  router.post('/__qa/relationship', async (ctx) => {
    const parsed = parsePayload(relationSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const r = parsed.value;
    if (r.PlayerID === r.TargetID) return bad('TargetID: must differ from PlayerID');
    for (const id of [r.PlayerID, r.TargetID]) if (!(await playerExists(id))) return bad(`no player ${id}`);
    if (r.Type === 0) await repos.relationships.remove(r.PlayerID, r.TargetID);
    else await repos.relationships.set(r.PlayerID, r.TargetID, r.Type);
    return { body: { ok: true } };
  });
}
