/**
 * The QA control API (`/__qa/*`), mounted only in QA mode: reset, create players, read the
 * last SMS code, push any frame, force reply codes, move the clock. See docs/qa-api.md.
 */
import { Code, QaPath, type Reply } from '../../src/protocol';
import { registerChatQaRoutes } from '../chat/chat-qa-routes';
import type { ReplyError } from '../errors';
import { answer, badRequest, errorResult } from '../http/reply';
import type { Router } from '../http/router';
import { registerOidcQaRoutes } from '../oidc/oidc-qa-routes';
import { lastSentCode } from '../phone/sms-codes';
import type { Services } from '../services';
import { normalisePhone } from '../sms/sms-sender';
import { check, v, ValidationError, type Schema } from '../validate';
import { createQaPlayer, requestedItems, setQaBalances } from './qa-players';

const amount = () => v.optional(v.int({ min: 0 }));

/** `{ "39": 500 }`: item id → amount, for brands whose gem is item 39. */
const itemsSchema: Schema<Record<number, number>> = (value, path) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ValidationError(path, 'object');
  const out: Record<number, number> = {};
  for (const [key, n] of Object.entries(value)) {
    if (!/^\d+$/.test(key)) throw new ValidationError(`${path}.${key}`, 'a numeric item id key');
    out[Number(key)] = v.int({ min: 0 })(n, `${path}.${key}`);
  }
  return out;
};

const createPlayerSchema = v.object({
  Name: v.optional(v.str({ min: 1, max: 64 })),
  VIPLevel: v.optional(v.int({ min: 0, max: 8 })),
  Level: v.optional(v.int({ min: 1, max: 9999 })),
  Gold: amount(),
  Gems: amount(),
  Points: amount(),
  Items: v.optional(itemsSchema),
  Phone: v.optional(v.str({ max: 16 })),
  ClubID: v.optional(v.int({ min: 1 })),
  TPType: v.optional(v.int()),
});

const balanceSchema = v.object({
  PlayerID: v.int({ min: 1 }),
  Gold: amount(),
  Gems: amount(),
  Points: amount(),
  Items: v.optional(itemsSchema),
});

/** A refused QA request: 400 with the reason (QA bodies are not the player envelope). */
const qaFailure = (err: ReplyError) => badRequest(err.message);

const pushSchema = v.object({
  PlayerID: v.int({ min: 1 }),
  Socket: v.oneOf('lobby', 'chat'),
  Message: v.object({ OP: v.int(), Code: v.int(), Message: v.optional(v.str()), Result: v.unknown() }),
});

const failSchema = v.object({
  OP: v.int({ min: 0 }),
  Code: v.int(),
  Message: v.optional(v.str({ max: 1000 })),
  Times: v.optional(v.int({ min: 0, max: 10_000 })),
});

const clockSchema = v.object({ AdvanceMs: v.int({ min: 0 }) });

const disconnectSchema = v.object({ PlayerID: v.int({ min: 1 }), Socket: v.optional(v.oneOf('lobby', 'chat')) });

/** Close code of `/__qa/disconnect`: a network drop as the client sees it (it reconnects). */
export const QA_DISCONNECT_CLOSE_CODE = 4000;

export function registerQaRoutes(router: Router, services: Services, resetAll: () => Promise<void>): void {
  const bad = badRequest;

  router.post(QaPath.Reset, async () => {
    await resetAll();
    return { body: { ok: true } };
  });

  router.post(QaPath.Players, async (ctx) => {
    const parsed = check(createPlayerSchema, ctx.body ?? {});
    if (!parsed.ok) return bad(parsed.error);
    const p = parsed.value;
    const phone = p.Phone === undefined ? undefined : normalisePhone(p.Phone);
    if (phone === null) return bad('Phone: expected 09xxxxxxxx or 9xxxxxxxx');
    return answer(async () => ({ body: await createQaPlayer(services, { ...p, phone }) }), qaFailure);
  });

  router.post(QaPath.Balance, async (ctx) => {
    const parsed = check(balanceSchema, ctx.body);
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

  router.post(QaPath.Push, (ctx) => {
    const parsed = check(pushSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const { PlayerID, Socket, Message } = parsed.value;
    const frame: Reply = { OP: Message.OP, Code: Message.Code, Message: Message.Message ?? '', Result: Message.Result ?? null };
    return { body: { delivered: services.hub.push(PlayerID, frame, Socket) } };
  });

  router.post(QaPath.Fail, (ctx) => {
    const parsed = check(failSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const f = parsed.value;
    services.failRules.set(f.OP, f.Code, f.Message ?? '', f.Times ?? 1);
    return { body: { ok: true } };
  });

  router.post(QaPath.Clock, (ctx) => {
    const parsed = check(clockSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    return { body: { now: services.clock.advance(parsed.value.AdvanceMs) } };
  });

  // Cuts a player's sockets (of one kind, or all) as a network drop would: no frame first,
  // the token stays valid, so the client reconnects and resumes (chat: 30060).
  router.post(QaPath.Disconnect, (ctx) => {
    const parsed = check(disconnectSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const { PlayerID, Socket } = parsed.value;
    const sockets = services.hub.socketsOf(PlayerID, Socket);
    for (const socket of sockets) {
      socket.close(QA_DISCONNECT_CLOSE_CODE, 'qa disconnect');
      services.hub.remove(socket);
    }
    return { body: { closed: sockets.length } };
  });

  registerChatQaRoutes(router, services);
  registerOidcQaRoutes(router, services);
}
