/**
 * Redeem codes (chat §7 /api/v1/coupon/receive, §8 200044 無效的兌換碼 / 200045 不符合兌換資格;
 * issue 13 item 3): a code minted by operations (QA here) pays its items once per player, up to
 * its total uses. See docs/protocol-rewards.md.
 */
import * as z from 'zod/mini';
import { bagSchema } from './player';
import { rewardItemsSchema } from './rewards';

export const RedeemPath = { Receive: '/api/v1/coupon/receive' } as const;

/** What a code may hold: letters, digits and '-', 4–32 long; compared upper-cased. */
export const REDEEM_CODE_PATTERN = /^[A-Za-z0-9-]{4,32}$/;

/** Upper-cased and trimmed: how a typed code is compared with the minted ones. */
export const normaliseRedeemCode = (code: string): string => code.trim().toUpperCase();

/** POST /api/v1/coupon/receive (header api-token). Any text: a malformed code is 200044, not a 400. */
export const redeemRequestSchema = z.object({ Code: z.string().check(z.maxLength(64)) });
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** What the code paid and the bag after it. */
export const redeemResultSchema = z.object({ Credited: rewardItemsSchema, Bag: bagSchema });
export type RedeemResult = z.infer<typeof redeemResultSchema>;
