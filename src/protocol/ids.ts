/**
 * Item and sign-in provider ids. No schema here: brand configs import this file directly
 * (`@/protocol/ids`), so the root layout does not ship the schema library.
 */

/** Item ids in Bag.Items. Gem is 2 or 39 per brand (see brands/). */
export const ItemId = { Gold: 1, Gem: 2, GamePoints: 39 } as const;

/** The gift items whose gift plays an effect (chat §4 "Live chat"): 42 to 49. */
export const GIFT_EFFECT_MIN_ID = 42;
export const GIFT_EFFECT_MAX_ID = 49;

/** Sign-in provider values (TPType). */
export const Provider = {
  facebook: 2,
  google: 3,
  apple: 4,
  line: 7,
  phone: 10000,
  guest: 99999,
} as const;
export type ProviderName = keyof typeof Provider;
