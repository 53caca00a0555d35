/**
 * The record-win chat message (Params op record_win, src/protocol/big-win.ts RecordWinParam)
 * read into what the card shows and the replay page asks for; null when it names no game or no
 * winner. The replay page's address carries the same fields as its query.
 */
import { RecordWinParam } from '@/protocol/big-win-rules';
import { ChatSpecialOp } from '@/protocol/chat-rules';
import type { ReceivedChatMessage } from '@/protocol';

export interface RecordWin {
  gameCode: string;
  gameName: string;
  playerId: number;
  playerName: string;
  amount: number;
  multiple: number;
  roundId: string;
  siteId: string;
}

const text = (params: ReceivedChatMessage['Params'], name: string): string => {
  const value = params?.[name];
  return value === undefined || value === null ? '' : String(value);
};

const number = (params: ReceivedChatMessage['Params'], name: string): number => {
  const value = Number(params?.[name]);
  return Number.isFinite(value) && value >= 0 ? value : 0;
};

export function recordWinOf(message: Pick<ReceivedChatMessage, 'Params'>): RecordWin | null {
  const params = message.Params;
  if (text(params, 'op') !== ChatSpecialOp.RecordWin) return null;
  const gameCode = text(params, RecordWinParam.GameCode);
  const playerId = Number(text(params, RecordWinParam.PlayerId));
  if (!gameCode || !Number.isSafeInteger(playerId) || playerId <= 0) return null;
  return {
    gameCode,
    gameName: text(params, RecordWinParam.GameName) || gameCode,
    playerId,
    playerName: text(params, RecordWinParam.From),
    amount: number(params, RecordWinParam.Amount),
    multiple: number(params, RecordWinParam.Multiple),
    roundId: text(params, RecordWinParam.RoundId),
    siteId: text(params, RecordWinParam.SiteId),
  };
}

/** The query of /{locale}/play-game/now for a record win. */
export function replayQuery(win: Pick<RecordWin, 'gameCode' | 'playerId' | 'roundId' | 'siteId'>): string {
  const query = new URLSearchParams({ gameCode: win.gameCode, playerId: String(win.playerId) });
  if (win.roundId) query.set('roundId', win.roundId);
  if (win.siteId) query.set('siteId', win.siteId);
  return query.toString();
}

export interface ReplayTarget {
  gameCode: string;
  playerId: number;
  roundId: string;
  siteId: string;
  achId: number | null;
}

/** The replay page's query read back; null when it names no game or no player. */
export function replayTargetOf(query: Pick<URLSearchParams, 'get'>): ReplayTarget | null {
  const gameCode = (query.get('gameCode') ?? '').trim();
  const playerId = Number(query.get('playerId'));
  if (!gameCode || gameCode.length > 40 || !Number.isSafeInteger(playerId) || playerId <= 0) return null;
  const achId = Number(query.get('achId'));
  return {
    gameCode,
    playerId,
    roundId: (query.get('roundId') ?? '').slice(0, 80),
    siteId: (query.get('siteId') ?? '').slice(0, 40),
    achId: query.get('achId') !== null && Number.isSafeInteger(achId) && achId >= 0 ? achId : null,
  };
}
