/**
 * Socket tickets through real HTTP and real sockets (issue 8 item 4): minted with the api-token
 * header, used once in an init frame, refused when used again, expired, or of a signed-out
 * session; a full token still opens a socket.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountPath, Code, Op, SocketTicketRules, socketTicketResultSchema } from '../../src/protocol';
import { PlayerStatus } from '../db/repositories/players';
import { startTestServer, type TestServer } from '../testing/harness';
import { hashToken } from './token-hash';

describe('socket tickets', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  async function mint(token: string): Promise<string> {
    const r = await s.post(AccountPath.SocketTicket, {}, { 'api-token': token });
    expect(r.json).toMatchObject({ Code: Code.HttpOk });
    expect(socketTicketResultSchema.safeParse(r.json.Result).success).toBe(true);
    expect(r.json.Result.ExpiresIn).toBe(SocketTicketRules.TtlSeconds);
    return r.json.Result.Ticket as string;
  }

  async function initWith(kind: 'lobby' | 'chat', tokenOrTicket: string) {
    const socket = await s.socket(kind);
    const reply = await socket.request({ OP: kind === 'lobby' ? Op.LobbyInit : Op.Init, Token: tokenOrTicket, CloseRSA: true });
    return { socket, reply };
  }

  it('a ticket opens one socket, for its session; a second use gets the bad-token refusal', async () => {
    const { token, playerId } = await s.signInGuest();
    const ticket = await mint(token);
    expect(ticket.startsWith(SocketTicketRules.Prefix)).toBe(true);
    // Only the hash is stored.
    const rows = await s.db.withTables<{ socket_tickets: { ticket_hash: string } }>().selectFrom('socket_tickets').select('ticket_hash').execute();
    expect(rows.map((r) => r.ticket_hash)).toEqual([hashToken(ticket)]);

    const first = await initWith('lobby', ticket);
    expect(first.reply).toMatchObject({ OP: Op.LobbyInitReply, Code: Code.Ok, Result: { PlayerID: playerId } });
    expect(await first.socket.request({ OP: Op.Wallet })).toMatchObject({ Code: Code.Ok });

    const again = await initWith('chat', ticket);
    expect(again.reply).toMatchObject({ OP: Op.InitReply, Code: Code.SessionExpired });
    expect((await again.socket.closed).code).toBe(1000);
  });

  it('of two sockets racing on one ticket, exactly one gets in', async () => {
    const { token } = await s.signInGuest();
    const ticket = await mint(token);
    const [a, b] = await Promise.all([initWith('lobby', ticket), initWith('chat', ticket)]);
    expect([a.reply.Code, b.reply.Code].sort()).toEqual([Code.Ok, Code.SessionExpired].sort());
  });

  it('an expired ticket is refused (QA clock past the ticket life) and pruned by the next mint', async () => {
    const { token } = await s.signInGuest();
    const ticket = await mint(token);
    s.clock.advance(SocketTicketRules.TtlSeconds * 1000);
    expect((await initWith('lobby', ticket)).reply).toMatchObject({ Code: Code.SessionExpired });

    const stale = await mint(token); // minted now; the clock moves on past it
    s.clock.advance(SocketTicketRules.TtlSeconds * 1000 + 1);
    const fresh = await mint(token);
    const left = await s.db.withTables<{ socket_tickets: { ticket_hash: string } }>().selectFrom('socket_tickets').select('ticket_hash').execute();
    expect(left.map((r) => r.ticket_hash)).toEqual([hashToken(fresh)]);
    expect(left.map((r) => r.ticket_hash)).not.toContain(hashToken(stale));
    expect((await initWith('chat', fresh)).reply).toMatchObject({ Code: Code.Ok });
  });

  it('a ticket of a session signed out since it was minted is refused; none is minted for it', async () => {
    const { token } = await s.signInGuest();
    const ticket = await mint(token);
    expect((await s.post(AccountPath.PlayerSignOut, {}, { 'api-token': token })).json).toMatchObject({ Code: Code.HttpOk });
    expect((await initWith('lobby', ticket)).reply).toMatchObject({ Code: Code.SessionExpired });
    expect((await s.post(AccountPath.SocketTicket, {}, { 'api-token': token })).json).toMatchObject({ Code: Code.SessionExpired });
    expect((await s.post(AccountPath.SocketTicket, {})).json).toMatchObject({ Code: Code.SessionExpired });
  });

  it('a suspended player gets 100014 and no ticket is stored', async () => {
    const { token, playerId } = await s.signInGuest();
    await s.db.updateTable('players').set({ status: PlayerStatus.Suspended }).where('id', '=', playerId).execute();
    expect((await s.post(AccountPath.SocketTicket, {}, { 'api-token': token })).json).toMatchObject({ Code: Code.AccountSuspended });
    const rows = await s.db.withTables<{ socket_tickets: { ticket_hash: string } }>().selectFrom('socket_tickets').select('ticket_hash').execute();
    expect(rows).toEqual([]);
  });

  it('a socket opened with a ticket belongs to its token: sign-out and a second sign-in kick it', async () => {
    const playerId = 4;
    const token = await s.services.sessions.issue(playerId, 7);
    const lobby = (await initWith('lobby', await mint(token))).socket;
    await s.services.sessions.issue(playerId, 7);
    expect(await lobby.next()).toMatchObject({ Code: Code.DuplicateSignIn });
    expect((await lobby.closed).code).toBe(1000);

    const next = await s.services.sessions.issue(playerId, 7);
    const chat = (await initWith('chat', await mint(next))).socket;
    await s.post(AccountPath.PlayerSignOut, {}, { 'api-token': next });
    expect(await chat.next()).toMatchObject({ Code: Code.SignOut });
    await chat.closed;
  });

  it('a full token still opens a socket (other clients), and a ticket is never taken for an api-token', async () => {
    const { token, playerId } = await s.signInGuest();
    expect((await initWith('chat', token)).reply).toMatchObject({ Code: Code.Ok, Result: { PlayerID: playerId } });
    const ticket = await mint(token);
    expect((await s.post(AccountPath.PlayerInfo, {}, { 'api-token': ticket })).json).toMatchObject({ Code: Code.SessionExpired });
    expect((await s.post(AccountPath.SocketTicket, {}, { 'api-token': ticket })).json).toMatchObject({ Code: Code.SessionExpired });
  });
});
