/** Helpers of the game tests: players, launches, sessions, spins, forced outcomes. */
import { GamePath, QaPath, type GameLaunchResult, type GameSessionResult } from '../../src/protocol';
import type { TestServer } from '../testing/harness';

export interface GamePlayer {
  id: number;
  token: string;
}

export async function gamePlayer(s: TestServer, gold = 10_000): Promise<GamePlayer> {
  const r = (await s.post(QaPath.Players, { Gold: gold })).json as { PlayerID: number; Token: string };
  return { id: r.PlayerID, token: r.Token };
}

export async function launch(s: TestServer, p: GamePlayer, GameCode = '10001', Lang = 'zh_tw') {
  return s.post(GamePath.Launch, { GameCode, Lang }, { 'api-token': p.token });
}

export async function ticketOf(s: TestServer, p: GamePlayer, gameCode = '10001'): Promise<string> {
  const r = await launch(s, p, gameCode);
  if (r.json.Code !== 0) throw new Error(`launch answered ${JSON.stringify(r.json)}`);
  return new URL((r.json.Result as GameLaunchResult).GameURL).searchParams.get('ticket')!;
}

/** A game session for the demo slot (launch, then the window's ticket trade). */
export async function sessionOf(s: TestServer, p: GamePlayer, gameCode = '10001'): Promise<string> {
  const r = await s.post(GamePath.Session, { Ticket: await ticketOf(s, p, gameCode) });
  if (r.json.Code !== 0) throw new Error(`session answered ${JSON.stringify(r.json)}`);
  return (r.json.Result as GameSessionResult).Session;
}

let spinCounter = 0;
export const newSpinId = () => `spin-${Date.now().toString(36)}-${(spinCounter++).toString(36)}`;

export function spin(s: TestServer, Session: string, Bet = 100, SpinID = newSpinId()) {
  return s.post(GamePath.Spin, { Session, SpinID, Bet });
}

export async function force(s: TestServer, PlayerID: number, Outcomes: ({ Reels: number[][] } | { Multiplier: number })[]) {
  const r = await s.post(QaPath.SlotNext, { PlayerID, Outcomes });
  if (r.status !== 200) throw new Error(`QA slot answered ${r.status} ${JSON.stringify(r.json)}`);
}

/** Every page response as text with its headers. */
export async function page(url: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(url);
  return { status: res.status, html: await res.text(), headers: res.headers };
}
