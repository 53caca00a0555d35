/**
 * The socket's token provider (issue 8 item 4): every connection attempt fetches a fresh
 * ticket before its init frame; a failed fetch is retried like a failed connect; a session
 * that is gone ends as an init refusal would; a fetch that lands after a stop is dropped.
 */
import { Code, Op, reply } from '@/protocol';
import { SESSION_KEYS } from '@/protocol/errors';
import { socketTestBed } from '../../tests/fakes/test-socket';
import { SessionGoneError } from './token-provider';

const { make } = socketTestBed();
const TAG = 'session-tag-1';

/** A provider answering ticket-1, ticket-2 …, or the queued failures first. */
function tickets() {
  const failures: unknown[] = [];
  let n = 0;
  const provider = vi.fn(async () => {
    const failure = failures.shift();
    if (failure !== undefined) throw failure;
    n += 1;
    return `ticket.${n}`;
  });
  return { provider, failWith: (error: unknown) => failures.push(error) };
}

const initOf = (frame: string | undefined) => JSON.parse(frame ?? '{}') as { OP: number; Token: string };

describe('SocketClient with a token provider', () => {
  it('each (re)connect fetches a fresh ticket before its init frame; the session tag is never sent', async () => {
    const { client, transport } = make('lobby', { random: () => 1 });
    const { provider } = tickets();
    client.start(TAG, provider);
    expect(client.getState()).toBe('connecting');
    expect(transport.connections).toHaveLength(0); // no socket before its ticket
    await vi.advanceTimersByTimeAsync(0);
    transport.open();
    expect(initOf(transport.last.sent[0])).toEqual({ OP: Op.LobbyInit, Token: 'ticket.1', CloseRSA: true });
    transport.receive(reply(Op.LobbyInitReply, Code.Ok, { PlayerID: 1 }));
    expect(client.getState()).toBe('ready');

    transport.close();
    await vi.advanceTimersByTimeAsync(500);
    transport.open();
    expect(initOf(transport.last.sent[0]).Token).toBe('ticket.2');
    expect(provider).toHaveBeenCalledTimes(2);
    expect(transport.connections.flatMap((c) => c.sent).join()).not.toContain(TAG);
  });

  it('a failed fetch is handled like a failed connect: back-off, then a new fetch', async () => {
    const { client, transport, logger } = make('chat', { random: () => 1 });
    const { provider, failWith } = tickets();
    failWith(new TypeError('fetch failed'));
    failWith(new Error('socket ticket: HTTP 502'));
    client.start(TAG, provider);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getState()).toBe('error');
    expect(logger.warn).toHaveBeenCalledWith('no socket token', expect.any(TypeError));
    await vi.advanceTimersByTimeAsync(499);
    expect(provider).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 500 ms: second fetch fails too
    expect(provider).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(transport.connections).toHaveLength(1);
    transport.open();
    expect(initOf(transport.last.sent[0]).Token).toBe('ticket.1');
  });

  it('a session gone (401 → SessionGoneError 100005): the expiry alert and sign-out, tagged with the session, and no retry', async () => {
    const { client, transport, hooks } = make('lobby');
    const { provider, failWith } = tickets();
    failWith(new SessionGoneError(Code.SessionExpired));
    client.start(TAG, provider);
    await vi.advanceTimersByTimeAsync(0);
    expect(hooks.showModal).toHaveBeenCalledWith('alert', expect.objectContaining({ code: Code.SessionExpired, op: Op.LobbyInitReply, textKey: SESSION_KEYS.connectionExpired, session: TAG }));
    expect(hooks.signOut).toHaveBeenCalledWith('session-expired', TAG);
    expect(client.getState()).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(provider).toHaveBeenCalledTimes(1);
    expect(transport.connections).toHaveLength(0);
  });

  it('a suspended session (100014) halts with the suspended modal', async () => {
    const { client, hooks } = make('chat');
    const { provider, failWith } = tickets();
    failWith(new SessionGoneError(Code.AccountSuspended));
    client.start(TAG, provider);
    await vi.advanceTimersByTimeAsync(0);
    expect(hooks.showModal).toHaveBeenCalledWith('suspended', expect.objectContaining({ code: Code.AccountSuspended, session: TAG }));
    expect(client.getState()).toBe('error');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it('a ticket that arrives after a stop opens nothing; a new session fetches its own', async () => {
    const { client, transport } = make('chat');
    let release: (ticket: string) => void = () => {};
    const slow = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    client.start(TAG, slow);
    client.stop();
    release('ticket.late');
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.connections).toHaveLength(0);
    expect(client.getState()).toBe('idle');

    const { provider } = tickets();
    client.start('session-tag-2', provider);
    await vi.advanceTimersByTimeAsync(0);
    transport.open();
    expect(initOf(transport.last.sent[0]).Token).toBe('ticket.1');
  });
});
