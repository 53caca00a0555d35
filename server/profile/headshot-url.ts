/** Which PicURL values a player may select: only pictures they uploaded themself. */
import { HeadshotPath } from '../../src/protocol';
import type { Services } from '../services';
import { HEADSHOT_FILE } from './headshot-store';

/** The address a stored file is served at (relative to the lobby). */
export function headshotUrl(file: string): string {
  return `${HeadshotPath.Serve}/${file}`;
}

/** True for `${HeadshotPath.Serve}/<playerId>-….ext` naming a file that exists. */
export async function isOwnHeadshotUrl(services: Services, url: string, playerId: number): Promise<boolean> {
  const prefix = `${HeadshotPath.Serve}/`;
  if (!url.startsWith(prefix)) return false;
  const file = url.slice(prefix.length);
  const match = HEADSHOT_FILE.exec(file);
  if (!match || Number(match[1]) !== playerId) return false;
  return services.headshots.exists(file);
}
