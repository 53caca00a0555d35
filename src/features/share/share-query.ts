/**
 * /share (the member menu's 分享好友) as a link into the share dialog: `?gameCode=…&gameName=…`
 * (optional `text` and `id`) names what to share, so a game page, a record or a message can
 * point at it. Values are trimmed and bounded; without a game code there is nothing to share.
 */
import { ChatLimits, ShareLimits } from '@/protocol';
import type { ShareRequest } from './store';

const clip = (value: string | null, max: number): string => Array.from((value ?? '').trim()).slice(0, max).join('');

/** The share a query names, or null when it names no game. */
export function shareFromQuery(query: URLSearchParams): ShareRequest | null {
  const gameCode = clip(query.get('gameCode'), ShareLimits.MaxGameCodeLength);
  if (!gameCode) return null;
  const gameName = clip(query.get('gameName'), 40) || gameCode;
  const text = clip(query.get('text'), ChatLimits.MaxMessageLength);
  const id = clip(query.get('id'), ShareLimits.MaxIdLength);
  return { gameCode, gameName, ...(text ? { text } : {}), ...(id ? { id } : {}) };
}
