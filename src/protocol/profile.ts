/**
 * Profile edit (account §7 10160, §5 nickname rules, §8 200086 / 200087 / 200067 / 200119)
 * and the headshot upload (chat §7 /api/v1/headshot). The nickname rule is a pure function
 * here so the page and the server apply the very same check.
 */
import * as z from 'zod/mini';
import { str } from './schema';
import { playerProfileSchema } from './player';

export * from './profile-rules';

/**
 * 10160: change any of name, picture and introduction; absent fields stay. `Decode` true
 * means Name and Introduction are percent-encoded (decodeURIComponent) — the page sends
 * plain text and false. PicURL goes with PicSetting 1: an address the headshot upload gave.
 */
export const profileModifyRequestSchema = z.object({
  Name: z.optional(str(0, 200)),
  PicSetting: z.optional(z.literal([1, 2])),
  PicURL: z.optional(str(0, 300)),
  Introduction: z.optional(str(0, 1000)),
  Decode: z.optional(z.boolean()),
});
export type ProfileModifyRequest = z.infer<typeof profileModifyRequestSchema>;

/** 10161: the player's own profile after the change (with Detail). */
export const profileModifyResultSchema = playerProfileSchema;
export type ProfileModifyResult = z.infer<typeof profileModifyResultSchema>;

/** Result of the upload: the address to send as PicURL with PicSetting 1. */
export const headshotResultSchema = z.object({ PicURL: str(1, 300) });
export type HeadshotResult = z.infer<typeof headshotResultSchema>;
