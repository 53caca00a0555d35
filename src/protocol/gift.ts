/**
 * Gifts (chat spec §3 "Gift", §7 30181/30210/30230, §8 gift codes; account spec §2 "Gift effect
 * overlay", the profile card's 贈禮, §8). One send OP serves two things:
 * - a **live gift**: a gift item (42–49) from the sender's bag to the room's anchor or to a
 *   player in the same room; everyone in the room gets the 30181 push and plays the effect;
 * - a **player gift** (贈禮): gold (item 1) or the brand's gem item to another player, at least
 *   20,000, with a fee the sender pays on top, daily limits and the gift password.
 * Rules where the spec is silent (fee rates, limits, password) are in
 * docs/decisions/110-gift-fee-and-password.md,
 * docs/decisions/111-gift-eligibility-order-and-limits.md and docs/protocol-gifts.md.
 */
import * as z from 'zod/mini';
import { bagSchema } from './player';
import { clientIdSchema } from './chat';
import { empty, int, str } from './schema';
import { GiftLimits } from './gift-rules';

export * from './gift-rules';

/** 30230: no fields. */
export const giftListRequestSchema = empty;

/** One catalogue entry. `Name` is the zh_tw name; the client shows its own locale's. */
export const giftCatalogueItemSchema = z.object({ ItemID: int(1), Name: z.string(), Effect: z.boolean() });
export type GiftCatalogueItem = z.infer<typeof giftCatalogueItemSchema>;

/**
 * What a player gift costs this player now: the fee rate (per mille of the amount, rounded up),
 * the least amount, what is left of today's limits (Taipei day; -1 = no limit) and whether a
 * gift password is set (a player gift needs one).
 */
export const giftTransferRulesSchema = z.object({
  MinAmount: int(0),
  FeePerMille: int(0),
  DailyAmountLeft: int(-1),
  DailyCountLeft: int(-1),
  /** False when this account may not make player gifts at all (guest, VIP too low: 200076). */
  CanGift: z.boolean(),
  PasswordSet: z.boolean(),
  /** Wrong password entries left today. */
  PasswordTriesLeft: int(0),
});
export type GiftTransferRules = z.infer<typeof giftTransferRulesSchema>;

/** 30231: the catalogue, the player's whole bag (gold, gems, gift items) and the player-gift rules. */
export const giftListResultSchema = z.object({
  List: z.array(giftCatalogueItemSchema),
  Bag: bagSchema,
  Transfer: giftTransferRulesSchema,
});
export type GiftListResult = z.infer<typeof giftListResultSchema>;

/**
 * 30210: send a gift. ToID 0 means the anchor of this socket's live room. For a player gift
 * `Fee` is the fee the player was shown (200078 with the current fee when it differs) and
 * `Password` the gift password. `ClientID` makes a retry idempotent: the same ClientID
 * answers the first result and moves nothing again.
 */
export const giftSendSchema = z.object({
  ToID: int(0),
  ItemID: int(1),
  Amount: int(1, GiftLimits.MaxAmount),
  Fee: z.optional(int(0)),
  Password: z.optional(str(0, 16)),
  ClientID: z.optional(clientIdSchema),
});
export type GiftSendRequest = z.infer<typeof giftSendSchema>;

/** 30211: what was sent, the fee paid and the sender's bag after it. */
export const giftSendResultSchema = z.object({
  GiftID: int(1),
  ToID: int(1),
  ToName: z.string(),
  ItemID: int(1),
  Amount: int(1),
  Fee: int(0),
  Bag: bagSchema,
});
export type GiftSendResult = z.infer<typeof giftSendResultSchema>;

/** Result of a 30211 with Code 200078 (fee changed): the fee to show and confirm again. */
export const giftFeeChangedSchema = z.object({ Fee: int(0) });

/** Result of a 30211 with Code 200122 (too many wrong passwords): entries made today. */
export const giftWrongEntriesSchema = z.object({ WrongEntries: int(0) });

/** 30181 push: a gift sent in a live room, to everyone in the room (the sender too). */
export const giftPushSchema = z.object({
  GiftID: int(1),
  RoomID: int(1),
  FromID: int(1),
  FromName: z.string(),
  ToID: int(1),
  /** '' when the receiver is the anchor and the room names none (the client shows 主播). */
  ToName: z.string(),
  ItemID: int(1),
  Amount: int(1),
});
export type GiftPush = z.infer<typeof giftPushSchema>;

/** 12870: set or change the gift password (OldPassword needed when one is set). */
export const giftPasswordSetSchema = z.object({
  Password: z.string().check(z.regex(GiftLimits.PasswordPattern)),
  OldPassword: z.optional(str(0, 16)),
});
/** 12871. */
export const giftPasswordSetResultSchema = z.object({ PasswordSet: z.literal(true) });
