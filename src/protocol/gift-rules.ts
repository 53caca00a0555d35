/**
 * The gift items with an effect and the gift limits (chat §3, §4, §5; account §8), apart from its
 * schemas (./gift) so that the browser reads them without zod (as ./passbook-rules does for the
 * passbook).
 */
import { GIFT_EFFECT_MAX_ID, GIFT_EFFECT_MIN_ID } from './ids';

export { GIFT_EFFECT_MAX_ID, GIFT_EFFECT_MIN_ID };

/** The gift catalogue (chat §3): the items whose send plays a full-screen effect. */
export const GiftItemId = {
  Rose: 42,
  Fireworks: 43,
  Corgi: 44,
  MeteorShower: 45,
  SportsCar: 46,
  Yacht: 47,
  SkyCastle: 48,
  Rocket: 49,
} as const;

/** True for the item ids whose gift plays an effect (42–49, chat §4 "Live chat"). */
export const hasGiftEffect = (itemId: number): boolean => Number.isInteger(itemId) && itemId >= GIFT_EFFECT_MIN_ID && itemId <= GIFT_EFFECT_MAX_ID;

export const GiftLimits = {
  /** Least gold or gems one player gift moves (chat §5, 200071 below). */
  MinTransferAmount: 20_000,
  MaxAmount: 1_000_000_000_000,
  /** Most gift items one live send moves. */
  MaxItemsPerSend: 999,
  /** A gift password is 4–6 digits. */
  PasswordPattern: /^\d{4,6}$/,
  /** Wrong password entries a player may make a day (200122 after that, account §8). */
  PasswordTriesPerDay: 3,
} as const;
