/**
 * 30210 → 30211: one send OP for both kinds of gift (src/protocol/gift.ts). Items 42–49 are
 * live gifts (live-gift.ts), anything else a player gift (player-gift.ts). A ClientID makes
 * the send idempotent: a send whose ClientID already made a gift answers that gift (with the
 * bag as it is now) before any check, and moves nothing.
 */
import { randomUUID } from 'node:crypto';
import { Code, hasGiftEffect, type GiftSendRequest, type GiftSendResult } from '../../src/protocol';
import type { GiftRow } from '../db/repositories/gifts';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { taskEvent } from '../tasks/events';
import { sendLiveGift } from './live-gift';
import { sendPlayerGift } from './player-gift';

export interface GiftSocket {
  socketId: string;
  playerId: number;
}

async function resultOf(services: Services, gift: GiftRow, toName?: string): Promise<GiftSendResult> {
  const name = toName ?? (await services.repos.players.find(gift.to_id))?.name ?? '';
  return { GiftID: gift.id, ToID: gift.to_id, ToName: name, ItemID: gift.item_id, Amount: gift.amount, Fee: gift.fee, Bag: { Items: await services.wallet.bag(gift.from_id) } };
}

export async function sendGift(services: Services, socket: GiftSocket, p: GiftSendRequest): Promise<GiftSendResult> {
  const { repos } = services;
  if (p.ClientID !== undefined) {
    const first = await repos.gifts.byClientId(socket.playerId, p.ClientID);
    if (first) return resultOf(services, first);
  }
  const sender = await repos.players.find(socket.playerId);
  if (!sender) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
  const clientId = p.ClientID ?? randomUUID();
  const sent = hasGiftEffect(p.ItemID) ? await sendLiveGift(services, socket.socketId, sender, p, clientId) : await sendPlayerGift(services, sender, p, clientId);
  taskEvent(services, socket.playerId, { kind: 'gift' });
  return resultOf(services, sent.gift, sent.toName);
}
