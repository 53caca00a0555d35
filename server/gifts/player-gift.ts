/**
 * A player gift (贈禮, the profile card): gold, or the brand's gem item, to another player.
 * Checks in this order (docs/protocol-gifts.md): sender may gift (200076), not to oneself
 * (100000), recipient exists (100013), has a bound account (200121), is active and may
 * receive (200077), item, amount ≥ 20,000 (200071), the fee the player confirmed (200078
 * { Fee }), the gift password (200218 / 200122), today's limits (200125 amount, 200080 count,
 * 200083 recipient claims), the balance (200079 gold / 200124 gems).
 *
 * One wallet operation (reference `gift:<ClientID>:<sender>:<item>`) debits amount and fee,
 * credits the recipient and the house account (the fee), counts the day's limits by
 * conditional updates and stores the gift row, all in one transaction: a limit passed by a
 * concurrent gift rolls everything back.
 */
import { Code, GiftLimits, ItemId, type GiftSendRequest } from '../../src/protocol';
import { taipeiDayStart } from '../clock';
import type { GiftRow } from '../db/repositories/gifts';
import { PlayerStatus, type PlayerRow } from '../db/repositories/players';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { InsufficientBalanceError } from '../wallet';
import { houseAccountId } from './house';
import type { SentGift } from './live-gift';
import { checkGiftPassword } from './password';
import { isGuest } from '../players/player-brand';
import { giftFee, giftRules } from './rules';

const dailyAmountLimit = () => new ReplyError(Code.GiftDailyLimit, 'daily gift amount limit reached');
const dailyCountLimit = () => new ReplyError(Code.GiftDailyCountLimit, 'daily gift count limit reached');
const claimLimit = () => new ReplyError(Code.GiftDailyClaimLimit, 'the recipient reached the daily claim limit');

export async function sendPlayerGift(services: Services, sender: PlayerRow, p: GiftSendRequest, clientId: string): Promise<SentGift> {
  const { repos } = services;
  const rules = giftRules(sender);
  if (!rules.canGift) throw new ReplyError(Code.GiftAccountCannotGift, 'this account cannot make player gifts');
  if (p.ToID === sender.id) throw new ReplyError(Code.Silent, '不能給自己送禮');
  const recipient = p.ToID === 0 ? undefined : await repos.players.find(p.ToID);
  if (!recipient) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
  if (isGuest(recipient)) throw new ReplyError(Code.GiftRecipientNoAccount, 'the recipient has no bound account');
  const claims = giftRules(recipient).claimDailyCount;
  if (recipient.status !== PlayerStatus.Active || claims === 0) throw new ReplyError(Code.GiftRecipientNotEligible, 'the recipient cannot receive gifts');
  if (!rules.items.includes(p.ItemID)) throw new ReplyError(Code.InvalidInput, `ItemID: ${p.ItemID} cannot be gifted`);
  if (p.Amount < GiftLimits.MinTransferAmount) throw new ReplyError(Code.GiftAmountTooLow, `at least ${GiftLimits.MinTransferAmount}`);
  const fee = giftFee(p.Amount, rules.feePerMille);
  if (p.Fee !== fee) throw new ReplyError(Code.GiftFeeChanged, `the fee is ${fee}`, { Fee: fee });
  await checkGiftPassword(services, sender.id, p.Password);

  // Early answers for today's limits (the transaction below enforces them under races).
  const day = taipeiDayStart(services.clock.now());
  const [mine, theirs] = await Promise.all([repos.gifts.daily(sender.id, day), repos.gifts.daily(recipient.id, day)]);
  if (rules.dailyAmount !== null && mine.sent_amount + p.Amount > rules.dailyAmount) throw dailyAmountLimit();
  if (rules.dailyCount !== null && mine.sent_count >= rules.dailyCount) throw dailyCountLimit();
  if (claims !== null && theirs.claim_count >= claims) throw claimLimit();

  const house = await houseAccountId(services);
  let gift: GiftRow | undefined;
  const changes = [
    { playerId: sender.id, itemId: p.ItemID, delta: -p.Amount, reason: 'player gift sent' },
    { playerId: recipient.id, itemId: p.ItemID, delta: p.Amount, reason: 'player gift received' },
  ];
  if (fee > 0) changes.push({ playerId: sender.id, itemId: p.ItemID, delta: -fee, reason: 'player gift fee' }, { playerId: house, itemId: p.ItemID, delta: fee, reason: 'player gift fee' });
  try {
    await services.wallet.apply(changes, {
      ref: { kind: 'gift', id: clientId, playerId: sender.id, itemId: p.ItemID },
      source: 'gift',
      reason: 'player gift',
      alsoInTransaction: async (tx) => {
        if (!(await tx.gifts.addSent(sender.id, day, p.Amount, rules.dailyAmount, rules.dailyCount))) {
          const now = await tx.gifts.daily(sender.id, day);
          throw rules.dailyCount !== null && now.sent_count >= rules.dailyCount ? dailyCountLimit() : dailyAmountLimit();
        }
        if (!(await tx.gifts.addClaim(recipient.id, day, claims))) throw claimLimit();
        gift = await tx.gifts.insert({ from_id: sender.id, to_id: recipient.id, client_id: clientId, item_id: p.ItemID, amount: p.Amount, fee, room_id: null });
      },
    });
  } catch (err) {
    if (err instanceof InsufficientBalanceError) {
      throw new ReplyError(p.ItemID === ItemId.Gold ? Code.GiftAmountInsufficient : Code.GiftGemInsufficient, err.message);
    }
    throw err;
  }
  gift ??= await repos.gifts.byClientId(sender.id, clientId);
  if (!gift) throw new Error(`gift ${clientId} of ${sender.id} was paid for but not stored`);
  return { gift, toName: recipient.name };
}
