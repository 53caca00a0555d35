/**
 * Red envelopes (chat §4 "Red envelope", issue 10): money rules.
 * - Create: the creator's gold is debited once, in the transaction that stores the envelope and
 *   its shares (split now, split.ts); reference `red-envelope-create:<ClientID>`.
 * - The envelope goes into a chat channel (ChannelType public or club; private 200233, checked
 *   before the debit) as a card message posted once after the create commits (chat-card.ts).
 * - Receive: one transaction takes the next share through the envelope's locked claim counter
 *   (repository takeShare) and credits it; reference `red-envelope-receive:<envelope>`, per
 *   player, so a player is paid at most once per envelope.
 * - Cancel / expiry (24 h on the server clock, checked lazily on every access and by the sweep):
 *   the open → closed step records the unclaimed rest and credits it to the creator in the
 *   same transaction; reference `red-envelope-refund:<envelope>`. Only one close can win the
 *   row, so the rest is refunded exactly once, and a receive after it finds nothing to take.
 */
import { randomUUID } from 'node:crypto';
import {
  Code,
  ItemId,
  RedEnvelopeLimits,
  RedEnvelopeStatus,
  type RedEnvelope,
  type RedEnvelopeCreate,
  type RedEnvelopeDetailResult,
  type RedEnvelopeListRequest,
  type RedEnvelopeListResult,
  type RedEnvelopeReceiveResult,
  type RedEnvelopeRecordsRequest,
  type RedEnvelopeRecordsResult,
} from '../../src/protocol';
import { withTransaction } from '../db/repositories';
import type { EnvelopeRow } from '../db/repositories/red-envelopes';
import { hasFeature } from '../../src/brand/get-brand';
import { ReplyError } from '../errors';
import { brandOfPlayer } from '../players/player-brand';
import type { Services } from '../services';
import { taskEvent } from '../tasks/events';
import { applyInTransaction, InsufficientBalanceError, type WalletApplied } from '../wallet';
import { envelopeChannel, postEnvelopeCard } from './chat-card';
import { splitShares } from './split';
import { envelopeView } from './views';

const SOURCE = 'red-envelope';

async function mustFind(services: Services, id: number): Promise<EnvelopeRow> {
  const e = await services.repos.redEnvelopes.find(id);
  // chat §8: 100013 on a red envelope means 查無紅包.
  if (!e) throw new ReplyError(Code.PlayerNotFound, `no red envelope ${id}`);
  return e;
}

/**
 * Closes an open envelope (cancel, or expiry when `expiredBy` is given and has passed) and
 * refunds its unclaimed rest to the creator in the same transaction. Answers the refund, or
 * undefined when another step closed it first.
 */
async function close(services: Services, e: EnvelopeRow, status: number, expiredBy?: number): Promise<number | undefined> {
  const applied = await withTransaction(services.repos, async (tx): Promise<{ refund: number; wallet?: WalletApplied } | undefined> => {
    const refund = await tx.redEnvelopes.close(e.id, status, expiredBy);
    if (refund === undefined) return undefined;
    if (refund === 0) return { refund };
    const wallet = await applyInTransaction(tx, [{ playerId: e.creatorId, itemId: ItemId.Gold, delta: refund }], {
      ref: { kind: 'red-envelope-refund', id: e.id, playerId: e.creatorId, itemId: ItemId.Gold },
      source: SOURCE,
      reason: status === RedEnvelopeStatus.Cancelled ? 'red envelope cancelled' : 'red envelope expired',
    });
    return { refund, wallet };
  });
  if (applied?.wallet) await services.wallet.publish(applied.wallet);
  return applied?.refund;
}

/** Refunds the envelope if it is open and past its expiry; answers the row as it is now. */
async function settleExpiry(services: Services, e: EnvelopeRow): Promise<EnvelopeRow> {
  const now = services.clock.now();
  if (e.status !== RedEnvelopeStatus.Open || e.expiresAt > now) return e;
  await close(services, e, RedEnvelopeStatus.Expired, now);
  return mustFind(services, e.id);
}

/** Expires and refunds every open envelope past its expiry (a batch); answers how many closed. */
export async function sweepExpiredEnvelopes(services: Services, batch = 100): Promise<number> {
  let closed = 0;
  for (const id of await services.repos.redEnvelopes.expiredIds(services.clock.now(), batch)) {
    const e = await services.repos.redEnvelopes.find(id);
    if (e && (await close(services, e, RedEnvelopeStatus.Expired, services.clock.now())) !== undefined) closed++;
  }
  return closed;
}

/**
 * 200230 沒有發紅包權限 unless the player may send: their brand offers red envelopes (acct §1:
 * crab, lion; the page hides the entry elsewhere, the server refuses it too) and they hold the
 * permission (granted per player, server/qa or an operator).
 */
async function requireSendPermission(services: Services, playerId: number): Promise<void> {
  const player = await services.repos.players.find(playerId);
  const offered = player !== undefined && hasFeature(brandOfPlayer(player), 'redEnvelope');
  if (!offered) throw new ReplyError(Code.RedEnvelopeNoPermission, 'this brand offers no red envelopes');
  if (!(await services.repos.redEnvelopes.canSend(playerId))) throw new ReplyError(Code.RedEnvelopeNoPermission, 'no permission to send red envelopes');
}

export async function createEnvelope(services: Services, playerId: number, p: RedEnvelopeCreate): Promise<RedEnvelope> {
  const { repos } = services;
  await requireSendPermission(services, playerId);
  const channel = await envelopeChannel(services, playerId, p.ChannelType);
  if (p.Amount < p.Quantity) throw new ReplyError(Code.InvalidInput, `Amount: at least 1 per share (${p.Quantity} shares)`);
  const clientId = p.ClientID ?? randomUUID();
  const replay = p.ClientID === undefined ? undefined : await repos.redEnvelopes.findByClientId(playerId, clientId);
  if (replay) {
    // The first create may have committed and failed before its card was posted.
    const view = envelopeView(replay);
    await postEnvelopeCard(services, view, channel);
    return view;
  }

  const now = services.clock.now();
  const shares = splitShares(p.Amount, p.Quantity, p.Method);
  try {
    await services.wallet.apply([{ playerId, itemId: ItemId.Gold, delta: -p.Amount }], {
      ref: { kind: 'red-envelope-create', id: clientId, playerId, itemId: ItemId.Gold },
      source: SOURCE,
      reason: 'red envelope sent',
      alsoInTransaction: async (tx) => {
        await tx.redEnvelopes.insert({
          creatorId: playerId,
          clientId,
          title: p.Title,
          content: p.Content,
          amount: p.Amount,
          quantity: p.Quantity,
          method: p.Method,
          status: RedEnvelopeStatus.Open,
          createdAt: now,
          expiresAt: now + RedEnvelopeLimits.LifetimeMs,
          shares,
        });
      },
    });
  } catch (err) {
    if (err instanceof InsufficientBalanceError) throw new ReplyError(Code.GoldInsufficient, err.message);
    throw err;
  }
  const created = await repos.redEnvelopes.findByClientId(playerId, clientId);
  if (!created) throw new Error(`red envelope ${clientId} of ${playerId} was paid for but not stored`);
  const view = envelopeView(created);
  await postEnvelopeCard(services, view, channel);
  return view;
}

export async function receiveEnvelope(services: Services, playerId: number, id: number): Promise<RedEnvelopeReceiveResult> {
  const { repos } = services;
  const e = await settleExpiry(services, await mustFind(services, id));
  if ((await repos.redEnvelopes.receivedBy(id, playerId)) !== undefined) throw alreadyReceived();
  const now = services.clock.now();
  const taken = await withTransaction(repos, async (tx) => {
    const seq = await tx.redEnvelopes.takeShare(id, now);
    if (seq === undefined) return undefined;
    // The envelope row is locked now: a receive of this player that committed first is visible.
    if ((await tx.redEnvelopes.receivedBy(id, playerId)) !== undefined) throw alreadyReceived();
    const amount = await tx.redEnvelopes.assignShare(id, seq, playerId, now);
    const wallet = await applyInTransaction(tx, [{ playerId, itemId: ItemId.Gold, delta: amount }], {
      ref: { kind: 'red-envelope-receive', id, playerId, itemId: ItemId.Gold },
      source: SOURCE,
      reason: 'red envelope received',
    });
    return { amount, wallet };
  });
  if (!taken) {
    const after = await mustFind(services, id);
    if (after.status === RedEnvelopeStatus.AllClaimed || (after.status === RedEnvelopeStatus.Open && after.claimed >= after.quantity)) {
      throw new ReplyError(Code.RedEnvelopeAllClaimed, 'all shares claimed');
    }
    throw new ReplyError(Code.RedEnvelopeExpired, `red envelope ${e.id} is closed`);
  }
  await services.wallet.publish(taken.wallet);
  taskEvent(services, playerId, { kind: 'red-envelope' });
  const [entry] = taken.wallet.entries;
  if (!entry) throw new Error(`red envelope ${id}: the receive of ${playerId} has no wallet entry`);
  return { RedEnvelopeID: id, Amount: taken.amount, Gold: entry.after };
}

function alreadyReceived(): ReplyError {
  return new ReplyError(Code.RedEnvelopeAlreadyReceived, 'already received');
}

/** The creator cancels: the unclaimed rest comes back. Cancelling a closed envelope answers it as it is. */
export async function cancelEnvelope(services: Services, playerId: number, id: number): Promise<RedEnvelope> {
  const e = await settleExpiry(services, await mustFind(services, id));
  if (e.creatorId !== playerId) throw new ReplyError(Code.InvalidInput, `red envelope ${id} is not yours`);
  if (e.status === RedEnvelopeStatus.Open) await close(services, e, RedEnvelopeStatus.Cancelled);
  return envelopeView(await mustFind(services, id));
}

/**
 * 12810: the player's own envelopes. A player without the send permission gets 200230: the
 * client learns the permission from this reply (chat §4 "Red envelope": true after a list
 * reply, false on 200230), so a list must not succeed for one who may not send.
 */
export async function listEnvelopes(services: Services, playerId: number, p: RedEnvelopeListRequest): Promise<RedEnvelopeListResult> {
  const { repos } = services;
  await requireSendPermission(services, playerId);
  for (const id of await repos.redEnvelopes.expiredIdsOf(playerId, services.clock.now())) {
    const e = await repos.redEnvelopes.find(id);
    if (e) await settleExpiry(services, e);
  }
  const { rows, total } = await repos.redEnvelopes.listOf(playerId, p.Status, p.IsDesc, (p.Page - 1) * p.PerPage, p.PerPage);
  return { List: rows.map(envelopeView), Total: total };
}

export async function envelopeRecords(services: Services, p: RedEnvelopeRecordsRequest): Promise<RedEnvelopeRecordsResult> {
  await settleExpiry(services, await mustFind(services, p.RedEnvelopeID));
  const { rows, total } = await services.repos.redEnvelopes.receives(p.RedEnvelopeID, p.OrderBy, p.IsDesc, (p.Page - 1) * p.PerPage, p.PerPage);
  return { ReceiveInfo: rows.map((r) => ({ PlayerID: r.playerId, Name: r.name, Amount: r.amount, ReceiveTime: r.claimedAt })), Total: total };
}

export async function envelopeDetail(services: Services, playerId: number, id: number): Promise<RedEnvelopeDetailResult> {
  const e = await settleExpiry(services, await mustFind(services, id));
  return { Envelope: envelopeView(e), MyAmount: (await services.repos.redEnvelopes.receivedBy(id, playerId)) ?? 0 };
}
