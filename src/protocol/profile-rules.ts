/**
 * Nickname, introduction and headshot rules (account §3, §5), apart from its schemas (./profile)
 * so that the browser reads them without zod (as ./passbook-rules does for the passbook).
 */

/** Longest nickname, in characters (account §5). */
export const NICKNAME_MAX = 10;

/** Longest introduction (bio), in characters; the same as a chat line (spec silent). */
export const INTRODUCTION_MAX = 100;

/** One rename per this window, measured on the server clock (spec: "rename count limited"). */
export const RENAME_WINDOW_MS = 24 * 3600_000;

/** Renames allowed per window (Detail.RenameLimit). */
export const RENAME_LIMIT = 1;

/** 1 a picture of the player's own (PicURL), 2 the brand's default avatar (account §3). */
export const PictureSetting = { Custom: 1, Default: 2 } as const;

/**
 * One nickname character: a Han ideograph (the "half-width Chinese" of the spec: one
 * character each, no full-width forms), an ASCII letter or an ASCII digit. Spaces,
 * punctuation, emoji and full-width letters are refused.
 */
const NICKNAME_CHAR = /^[\p{Script=Han}A-Za-z0-9]$/u;

/** Why a nickname is refused: 'empty' (nothing left after trimming) or 'invalid' (200086). */
export type NicknameProblem = 'empty' | 'invalid';

/**
 * Checks a nickname as typed (the page trims it first; the server does not: a space is a
 * refused character there). Counts code points, so an ideograph outside the BMP is one.
 * @example nicknameProblem('小明Abc123') === null; nicknameProblem('小明!') === 'invalid'
 */
export function nicknameProblem(name: string): NicknameProblem | null {
  if (name === '') return 'empty';
  const chars = Array.from(name);
  if (chars.length > NICKNAME_MAX) return 'invalid';
  return chars.every((c) => NICKNAME_CHAR.test(c)) ? null : 'invalid';
}

/** The key two nicknames collide on: case does not tell players apart ("Amy" vs "amy"). */
export function nicknameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

/** The headshot upload and where stored pictures are served (GET `${Serve}/<file>`). */
export const HeadshotPath = { Upload: '/api/v1/headshot', Serve: '/api/v1/headshot/file' } as const;

/** A stored headshot's file name: `<playerId>-<32 hex>.<png|jpg|webp>` (made by the server). */
export const HEADSHOT_FILE_NAME = /^(\d+)-[0-9a-f]{32}\.(png|jpg|webp)$/;

/** Largest picture accepted, in bytes. */
export const HEADSHOT_MAX_BYTES = 1024 * 1024;

/** Picture types accepted (checked by their first bytes, not by what the client says). */
export const HEADSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type HeadshotType = (typeof HEADSHOT_TYPES)[number];
