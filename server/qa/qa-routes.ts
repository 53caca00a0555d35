/**
 * The QA control API (`/__qa/*`), mounted only in QA mode: reset, create players, read the
 * last SMS code, push any frame, force reply codes, move the clock. See docs/qa-api.md.
 */
import * as z from 'zod/mini';
import { Code, QaPath, parsePayload, type Reply } from '../../src/protocol';
import { int, str } from '../../src/protocol/schema';
import { registerAnnouncementQaRoutes } from '../announcements/announcements-qa-routes';
import { registerChatQaRoutes } from '../chat/chat-qa-routes';
import type { ReplyError } from '../errors';
import { answer, badRequest, errorResult } from '../http/reply';
import type { Router } from '../http/router';
import { registerOidcQaRoutes } from '../oidc/oidc-qa-routes';
import { registerQaBigWinRoute } from '../promotions/qa-big-win-routes';
import { lastSentCode } from '../phone/sms-codes';
import type { Services } from '../services';
import { normalisePhone } from '../sms/sms-sender';
import { createQaPlayer, requestedItems, setQaBalances } from './qa-players';
import { registerQaGiftRoutes } from './qa-gifts';
import { registerQaHonorRoute } from './qa-honor';
import { registerQaLiveRoomsRoute } from './qa-live-rooms';
import { registerQaMailRoute } from './qa-mail';
import { registerQaTransferRoute } from './qa-transfer';
import { registerQaSlotRoute } from '../games/qa-slot-route';
import { registerQaRedeemRoute } from '../redeem/qa-redeem-codes';
import { registerQaFireWheelRoute } from '../rewards/qa-fire-wheel';
import { registerQaStoreCallbackRoute } from '../store/qa-store-callback';
import { registerQaInvoiceRoutes } from '../invoice/qa-invoice-routes';
import { registerQaClubRoute } from '../club/qa-club';

// QA-only bodies (docs/qa-api.md); the app's own bodies are declared in src/protocol.
const amount = () => z.optional(int(0));
const socketKind = () => z.enum(['lobby', 'chat']);

/** `{ "39": 500 }`: item id → amount, for brands whose gem is item 39. */
const itemsSchema = z.record(z.string().check(z.regex(/^\d+$/)), int(0));

const createPlayerSchema = z.object({
  Name: z.optional(str(1, 64)),
  VIPLevel: z.optional(int(0, 8)),
  /** VIP points, added as a game would (the tier rises to what they reach, never falls). */
  VipPoints: amount(),
  Level: z.optional(int(1, 9999)),
  Gold: amount(),
  Gems: amount(),
  Points: amount(),
  Items: z.optional(itemsSchema),
  Phone: z.optional(str(0, 16)),
  ClubID: z.optional(int(1)),
  /** The role in ClubID's club: 1 leader, 2 sub leader, 3 member (default). */
  ClubRole: z.optional(int(1, 3)),
  TPType: z.optional(int()),
  /** The red envelope send permission (default false). */
  CanSendRedEnvelope: z.optional(z.boolean()),
  /** The player's site (= brand id): its VIP table rules player gifts. Default '' (the deployment's brand). */
  SiteID: z.optional(str(0, 32)),
});

const balanceSchema = z.object({
  PlayerID: int(1),
  Gold: amount(),
  Gems: amount(),
  Points: amount(),
  Items: z.optional(itemsSchema),
});

/** A refused QA request: 400 with the reason (QA bodies are not the player envelope). */
const qaFailure = (err: ReplyError) => badRequest(err.message);

const pushSchema = z.object({
  PlayerID: int(1),
  Socket: socketKind(),
  Message: z.object({ OP: int(), Code: int(), Message: z.optional(z.string()), Result: z.optional(z.unknown()) }),
});

const failSchema = z.object({
  OP: int(0),
  Code: int(),
  Message: z.optional(str(0, 1000)),
  Times: z.optional(int(0, 10_000)),
});

const clockSchema = z.object({ AdvanceMs: int(0) });

const disconnectSchema = z.object({ PlayerID: int(1), Socket: z.optional(socketKind()) });

/** Close code of `/__qa/disconnect`: a network drop as the client sees it (it reconnects). */
export const QA_DISCONNECT_CLOSE_CODE = 4000;

export function registerQaRoutes(router: Router, services: Services, resetAll: () => Promise<void>): void {
  const bad = badRequest;

  router.post(QaPath.Reset, async () => {
    await resetAll();
    return { body: { ok: true } };
  });

  router.post(QaPath.Players, async (ctx) => {
    const parsed = parsePayload(createPlayerSchema, ctx.body ?? {});
    if (!parsed.ok) return bad(parsed.error);
    const p = parsed.value;
    const phone = p.Phone === undefined ? undefined : normalisePhone(p.Phone);
    if (phone === null) return bad('Phone: expected 09xxxxxxxx or 9xxxxxxxx');
    return answer(async () => ({ body: await createQaPlayer(services, { ...p, phone }) }), qaFailure);
  });

  router.post(QaPath.Balance, async (ctx) => {
    const parsed = parsePayload(balanceSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const p = parsed.value;
    const items = requestedItems(p);
    if (Object.keys(items).length === 0) return bad('Gold, Gems, Points or Items: nothing to set');
    return answer(async () => ({ body: { PlayerID: p.PlayerID, Items: await setQaBalances(services, p.PlayerID, items) } }), qaFailure);
  });

  router.get(QaPath.Sms, async (ctx) => {
    const phone = normalisePhone(ctx.query.get('phone') ?? '');
    if (!phone) return bad('phone: expected 09xxxxxxxx or 9xxxxxxxx');
    const purpose = ctx.query.get('purpose');
    if (purpose !== null && purpose !== 'signin' && purpose !== 'bind') return bad('purpose: expected signin or bind');
    const code = await lastSentCode(services, phone, purpose ?? undefined);
    if (code === undefined) return errorResult(404, Code.NotFound, `no SMS sent to ${phone}`);
    return { body: { Code: code } };
  });

  // Push, fail, clock and disconnect act on every server process and answer once all did.
  router.post(QaPath.Push, async (ctx) => {
    const parsed = parsePayload(pushSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const { PlayerID, Socket, Message } = parsed.value;
    const frame: Reply = { OP: Message.OP, Code: Message.Code, Message: Message.Message ?? '', Result: Message.Result ?? null };
    return { body: { delivered: await services.hub.pushCounted(PlayerID, frame, Socket) } };
  });

  router.post(QaPath.Fail, async (ctx) => {
    const parsed = parsePayload(failSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const f = parsed.value;
    await services.failRules.set(f.OP, f.Code, f.Message ?? '', f.Times ?? 1);
    return { body: { ok: true } };
  });

  router.post(QaPath.Clock, async (ctx) => {
    const parsed = parsePayload(clockSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    return { body: { now: await services.clockControl.advance(parsed.value.AdvanceMs) } };
  });

  // Cuts a player's sockets (of one kind, or all) as a network drop would: no frame first,
  // the token stays valid, so the client reconnects and resumes (chat: 30060).
  router.post(QaPath.Disconnect, async (ctx) => {
    const parsed = parsePayload(disconnectSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const { PlayerID, Socket } = parsed.value;
    return { body: { closed: await services.hub.disconnect(PlayerID, Socket, QA_DISCONNECT_CLOSE_CODE, 'qa disconnect') } };
  });

  registerQaTransferRoute(router, services);
  registerQaLiveRoomsRoute(router, services);
  registerQaGiftRoutes(router, services);
  registerQaMailRoute(router, services);
  registerQaHonorRoute(router, services);
  registerQaBigWinRoute(router, services);
  registerQaSlotRoute(router, services);
  registerQaRedeemRoute(router, services);
  registerQaFireWheelRoute(router, services);
  registerQaStoreCallbackRoute(router, services);
  registerQaInvoiceRoutes(router, services);
  registerQaClubRoute(router, services);
  registerChatQaRoutes(router, services);
  registerAnnouncementQaRoutes(router, services);
  registerOidcQaRoutes(router, services);
}
