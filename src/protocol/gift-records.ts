/**
 * Gift records (account §3 "Gift record list", §7 12860 / 12861, §9 "gift records default
 * page 1 of 10"): the gifts the player sent and received — player gifts of gold or gems and
 * live gifts — newest first, 10 a page.
 */
import * as z from 'zod/mini';
import { int } from './schema';

export const GiftRecordLimits = { PerPage: 10, MaxPerPage: 50, MaxPage: 100_000 } as const;

/** Which side of the gift the asking player was. */
export const GiftDirection = { Sent: 1, Received: 2 } as const;

/** 12860. */
export const giftRecordsRequestSchema = z.object({
  Page: int(1, GiftRecordLimits.MaxPage),
  PerPage: int(1, GiftRecordLimits.MaxPerPage),
});
export type GiftRecordsRequest = z.infer<typeof giftRecordsRequestSchema>;

/** One gift as the asking player sees it. Fee is what the sender paid on top (0 for live gifts). */
export const giftRecordSchema = z.object({
  GiftID: int(1),
  Direction: z.literal([GiftDirection.Sent, GiftDirection.Received]),
  /** The other player (the receiver of a sent gift, the sender of a received one). */
  PlayerID: int(1),
  Name: z.string(),
  ItemID: int(1),
  Amount: int(1),
  Fee: int(0),
  /** The live room of a live gift, 0 for a player gift. */
  RoomID: int(0),
  /** Epoch ms; shown in Taipei time. */
  CreateTime: int(0),
});
export type GiftRecord = z.infer<typeof giftRecordSchema>;

/** 12861: one page and how many records there are. */
export const giftRecordsResultSchema = z.object({ List: z.array(giftRecordSchema), Total: int(0) });
export type GiftRecordsResult = z.infer<typeof giftRecordsResultSchema>;
