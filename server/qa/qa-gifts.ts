/**
 * QA helpers for gifts (issue 10, docs/qa-api.md): `POST /__qa/gift-password` sets a player's
 * gift password (no old one needed) and clears today's wrong entries; live rooms get an anchor
 * account. Gift items are given with `/__qa/players` or `/__qa/balance` `Items`.
 */
import * as z from 'zod/mini';
import { GiftLimits, QaPath, parsePayload } from '../../src/protocol';
import { int } from '../../src/protocol/schema';
import type { LiveRoomsTable } from '../db/repositories/live-rooms';
import { ensureRoomAnchor } from '../gifts/anchors';
import { forceGiftPassword } from '../gifts/password';
import { badRequest, type HttpResult } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';

const giftPasswordSchema = z.object({
  PlayerID: int(1),
  Password: z.string().check(z.regex(GiftLimits.PasswordPattern)),
});

export async function playerExists(services: Services, playerId: number): Promise<boolean> {
  return (await services.repos.players.find(playerId)) !== undefined;
}

/** The room with its anchor account (created when it has none). */
export async function roomAnchor(services: Services, room: LiveRoomsTable): Promise<LiveRoomsTable> {
  if (room.anchor_player_id) return room;
  const id = await ensureRoomAnchor(services.repos, room.id, room.anchor_name);
  return { ...room, anchor_player_id: id };
}

export function registerQaGiftRoutes(router: Router, services: Services): void {
  router.post(QaPath.GiftPassword, async (ctx): Promise<HttpResult> => {
    const parsed = parsePayload(giftPasswordSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const { PlayerID, Password } = parsed.value;
    if (!(await playerExists(services, PlayerID))) return badRequest(`PlayerID: no player ${PlayerID}`);
    await forceGiftPassword(services, PlayerID, Password);
    return { body: { PlayerID, PasswordSet: true } };
  });
}
