/**
 * A game's name for the banner and the replay page: the `gameList` entry kept in local storage
 * (chat §3 "Game list entry kept locally": GameCode, GameNames, Provider) when there is one,
 * else the code itself. A missing, unreadable or malformed list is the same as no entry.
 */
import { isBody } from '@/protocol/body-check';

export const GAME_LIST_KEY = 'gameList';

export function gameNameOf(gameCode: string, storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): string {
  const raw = readItem(storage, GAME_LIST_KEY);
  if (!raw) return gameCode;
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return gameCode;
  }
  if (!Array.isArray(list)) return gameCode;
  for (const item of list) {
    if (isBody('GameListEntry', item) && item.GameCode === gameCode && item.GameNames.trim() !== '') return item.GameNames;
  }
  return gameCode;
}

function readItem(storage: Pick<Storage, 'getItem'> | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage refused (private mode, blocked cookies)
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
