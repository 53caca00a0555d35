/**
 * A live gift (items 42–49): from the sender's bag to the anchor of the sender's live room
 * (ToID 0 or the anchor's id) or to a player in the same room. One wallet operation moves the
 * items (reference `gift:<ClientID>:<sender>:<item>`) and stores the gift row in its
 * transaction; then everyone in the room, on every process, gets the 30181 push.
 */
import { Code, GiftLimits, Op, reply, type GiftPush, type GiftSendRequest } from '../../src/protocol';
import type { GiftRow } from '../db/repositories/gifts';
import type { PlayerRow } from '../db/repositories/players';
import { ReplyError } from '../errors';
import { liveProcesses, requireOpenRoom } from '../live/rooms';
import type { Services } from '../services';
import { InsufficientBalanceError } from '../wallet';

export interface SentGift {
  gift: GiftRow;
  toName: string;
}

export async function sendLiveGift(services: Services, socketId: string, sender: PlayerRow, p: GiftSendRequest, clientId: string): Promise<SentGift> {
  const { repos } = services;
  if (p.Amount > GiftLimits.MaxItemsPerSend) throw new ReplyError(Code.InvalidInput, `Amount: at most ${GiftLimits.MaxItemsPerSend} gift items`);
  const room = await requireOpenRoom(services, socketId);
  const anchorId = room.anchor_player_id ?? 0;
  const toId = p.ToID === 0 ? anchorId : p.ToID;
  if (toId === sender.id) throw new ReplyError(Code.Silent, '不能給自己送禮');
  if (toId === 0) throw new ReplyError(Code.GiftRecipientNotEligible, `live room ${room.id} has no anchor account`);
  const members = await repos.liveRooms.playerIds(room.id, await liveProcesses(services));
  if (toId !== anchorId && !members.includes(toId)) throw new ReplyError(Code.GiftRecipientNotEligible, `player ${toId} is not in live room ${room.id}`);
  const recipient = await repos.players.find(toId);
  if (!recipient) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
  const toName = toId === anchorId ? room.anchor_name || recipient.name : recipient.name;

  let gift: GiftRow | undefined;
  try {
    await services.wallet.apply(
      [
        { playerId: sender.id, itemId: p.ItemID, delta: -p.Amount },
        { playerId: toId, itemId: p.ItemID, delta: p.Amount },
      ],
      {
        ref: { kind: 'gift', id: clientId, playerId: sender.id, itemId: p.ItemID },
        source: 'gift',
        reason: 'live gift',
        alsoInTransaction: async (tx) => {
          gift = await tx.gifts.insert({ from_id: sender.id, to_id: toId, client_id: clientId, item_id: p.ItemID, amount: p.Amount, fee: 0, room_id: room.id });
        },
      },
    );
  } catch (err) {
    if (err instanceof InsufficientBalanceError) throw new ReplyError(Code.GiftAmountInsufficient, err.message);
    throw err;
  }
  // A concurrent retry of the same ClientID lost the reference race: answer the first gift
  // (its own send pushed it).
  const first = gift !== undefined;
  gift ??= await repos.gifts.byClientId(sender.id, clientId);
  if (!gift) throw new Error(`gift ${clientId} of ${sender.id} was paid for but not stored`);
  const push: GiftPush = {
    GiftID: gift.id,
    RoomID: room.id,
    FromID: sender.id,
    FromName: sender.name,
    ToID: toId,
    ToName: toId === anchorId ? room.anchor_name : recipient.name,
    ItemID: p.ItemID,
    Amount: p.Amount,
  };
  if (!first) return { gift, toName };
  const audience = await repos.liveRooms.playerIds(room.id, await liveProcesses(services));
  services.hub.pushToPlayers(audience, reply(Op.LiveGiftPush, Code.Ok, push), 'chat');
  return { gift, toName };
}
