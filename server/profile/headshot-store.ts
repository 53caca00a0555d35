/**
 * Uploaded profile pictures (chat §7 /api/v1/headshot), kept as files under
 * `<data dir>/headshots`. The type is read from the first bytes (PNG, JPEG, WebP), never from
 * what the client says, and the name is made here, so nothing the client sends reaches a path.
 * Each player's files sit in a folder of their own (`headshots/<playerId>/`); an upload removes
 * the player's older uploads except the one on their profile, so a player holds at most two.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HEADSHOT_FILE_NAME, HEADSHOT_MAX_BYTES, type HeadshotType } from '../../src/protocol';

/** File name of a stored headshot (made here, checked again before any read). */
export const HEADSHOT_FILE = HEADSHOT_FILE_NAME;

const EXT: Record<HeadshotType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const TYPE_OF_EXT: Record<string, HeadshotType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** The picture type of `data` by its magic bytes, or null for anything else. */
export function sniffImageType(data: Uint8Array): HeadshotType | null {
  const at = (offset: number, bytes: number[]) => bytes.every((b, i) => data[offset + i] === b);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

export type SaveOutcome = { ok: true; file: string } | { ok: false; reason: 'empty' | 'too-large' | 'type' };

export class HeadshotStore {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'headshots');
  }

  /** Where a well-formed name lives: `<dir>/<playerId>/<rest>`. */
  private pathOf(file: string): string {
    const [player, rest] = [file.slice(0, file.indexOf('-')), file.slice(file.indexOf('-') + 1)];
    return path.join(this.dir, player, rest);
  }

  /**
   * Checks and stores a picture of `playerId`; answers the new file's name. The player's
   * other files go, except `keep` (the picture on their profile).
   */
  async save(playerId: number, data: Uint8Array, keep = ''): Promise<SaveOutcome> {
    if (data.length === 0) return { ok: false, reason: 'empty' };
    if (data.length > HEADSHOT_MAX_BYTES) return { ok: false, reason: 'too-large' };
    const type = sniffImageType(data);
    if (!type) return { ok: false, reason: 'type' };
    const file = `${playerId}-${randomBytes(16).toString('hex')}.${EXT[type]}`;
    const folder = path.join(this.dir, String(playerId));
    await mkdir(folder, { recursive: true });
    await writeFile(this.pathOf(file), data, { flag: 'wx' });
    for (const old of await readdir(folder)) {
      const name = `${playerId}-${old}`;
      if (name !== file && name !== keep) await rm(path.join(folder, old), { force: true });
    }
    return { ok: true, file };
  }

  /** A stored picture and its type, or null (unknown or malformed name). */
  async read(file: string): Promise<{ data: Buffer; contentType: HeadshotType } | null> {
    const match = HEADSHOT_FILE.exec(file);
    if (!match) return null;
    try {
      return { data: await readFile(this.pathOf(file)), contentType: TYPE_OF_EXT[match[2]!]! };
    } catch {
      return null;
    }
  }

  async exists(file: string): Promise<boolean> {
    if (!HEADSHOT_FILE.test(file)) return false;
    try {
      return (await stat(this.pathOf(file))).isFile();
    } catch {
      return false;
    }
  }
}
