/**
 * Helpers for the club tests: a QA club with members in roles (POST /__qa/club), a player,
 * and a club call as a player answering the `{Code, Message, Result}` envelope.
 */
import { QaClubPath, QaPath } from '../../src/protocol';
import type { TestServer } from '../testing/harness';

export interface Seat {
  PlayerID: number;
  Token: string;
}

export interface QaClub {
  ClubID: number;
  ClubName: string;
  Leader: Seat;
  SubLeaders: Seat[];
  Members: Seat[];
}

export async function qaClub(s: TestServer, body: Record<string, unknown> = {}): Promise<QaClub> {
  const r = await s.post(QaClubPath, body);
  if (r.status !== 200) throw new Error(`QA club not created: ${JSON.stringify(r.json)}`);
  return r.json as unknown as QaClub;
}

export async function qaPlayer(s: TestServer, body: Record<string, unknown> = {}): Promise<Seat> {
  const r = await s.post(QaPath.Players, body);
  if (r.status !== 200) throw new Error(`QA player not created: ${JSON.stringify(r.json)}`);
  return { PlayerID: r.json.PlayerID as number, Token: r.json.Token as string };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Envelope = { Code: number; Message: string; Result: any };

export async function call(s: TestServer, who: Seat, path: string, body: Record<string, unknown> = {}): Promise<Envelope> {
  const r = await s.post(path, body, { 'api-token': who.Token });
  if (r.status !== 200) throw new Error(`${path} answered HTTP ${r.status}: ${JSON.stringify(r.json)}`);
  return r.json as unknown as Envelope;
}
