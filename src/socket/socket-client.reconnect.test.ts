import { Code, Op, reply } from '@/protocol';
import { TEST_TOKEN, socketTestBed } from '../../tests/fakes/test-socket';

const { make } = socketTestBed();
const setup = (random = () => 1) => make('chat', { random });

describe('SocketClient reconnect', () => {
  it('reconnects after a close with exponential backoff (500, 1000, 2000 … with random 1)', () => {
    const { client, transport } = setup();
    client.start(TEST_TOKEN);
    const gaps: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      transport.close();
      expect(client.getState()).toBe('error');
      const before = transport.connections.length;
      const t0 = Date.now();
      while (transport.connections.length === before) vi.advanceTimersByTime(1);
      gaps.push(Date.now() - t0);
    }
    expect(gaps).toEqual([500, 1000, 2000, 4000]);
    expect(client.getState()).toBe('connecting');
  });

  it('applies jitter from the injected random and caps at 30 s', () => {
    const { client, transport } = setup(() => 0);
    client.start(TEST_TOKEN);
    for (let i = 0; i < 12; i += 1) {
      transport.close();
      vi.runOnlyPendingTimers();
    }
    transport.close();
    const before = transport.connections.length;
    vi.advanceTimersByTime(14_999);
    expect(transport.connections).toHaveLength(before);
    vi.advanceTimersByTime(1); // cap 30 s, equal jitter with random 0 → 15 s
    expect(transport.connections).toHaveLength(before + 1);
  });

  it('resets the backoff after a successful init', () => {
    const { client, transport } = setup();
    client.start(TEST_TOKEN);
    transport.close();
    vi.advanceTimersByTime(500);
    transport.close();
    vi.advanceTimersByTime(1000);
    transport.open();
    transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
    transport.close();
    const before = transport.connections.length;
    vi.advanceTimersByTime(500);
    expect(transport.connections).toHaveLength(before + 1);
  });

  it('reconnects on a reply with Code.Reconnect, closing the current connection', () => {
    const { client, transport, ready, hooks } = setup();
    ready();
    const handler = vi.fn();
    client.on(Op.ChatUnreadReply, handler);
    transport.receive(reply(Op.ChatUnreadReply, Code.Reconnect, null));
    expect(handler).not.toHaveBeenCalled();
    expect(transport.last.closedByClient).toBe(true);
    expect(client.getState()).toBe('error');
    vi.advanceTimersByTime(500);
    expect(transport.connections).toHaveLength(2);
    transport.open();
    expect(transport.last.sent.map((f) => JSON.parse(f).OP)).toEqual([Op.Init]);
    expect(hooks.signOut).not.toHaveBeenCalled();
  });

  it('re-sends frames that were queued but not yet sent when the connection dropped', () => {
    const { client, transport, ready } = setup();
    ready();
    vi.advanceTimersByTime(20);
    client.send(Op.ChatUnread, {});
    client.send(Op.ChatPublicSend, { Message: 'late' }); // waits for its pace slot
    transport.close();
    vi.advanceTimersByTime(500);
    transport.open();
    transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
    vi.advanceTimersByTime(40);
    expect(transport.last.sent.map((f) => JSON.parse(f))).toEqual([
      { OP: Op.Init, Token: TEST_TOKEN, CloseRSA: true },
      { OP: Op.ChatPublicSend, Message: 'late' },
    ]);
  });

  it('does not reconnect after stop(), and ignores late events of the stopped connection', () => {
    const { client, transport, ready } = setup();
    ready();
    const old = transport.last;
    client.stop();
    expect(old.closedByClient).toBe(true);
    old.events.onClose(1000, '');
    old.events.onMessage(JSON.stringify(reply(Op.ChatUnreadReply, Code.SignOut, null)));
    vi.advanceTimersByTime(60_000);
    expect(transport.connections).toHaveLength(1);
    expect(client.getState()).toBe('idle');
  });

  it('does not connect without a token; start("") stops', () => {
    const { client, transport, ready } = setup();
    client.start('');
    expect(transport.connections).toHaveLength(0);
    ready();
    client.start('');
    expect(client.getState()).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(transport.connections).toHaveLength(1);
  });

  it('restarts on a new token and ignores a repeated start with the same token', () => {
    const { client, transport, ready } = setup();
    ready();
    client.start(TEST_TOKEN);
    expect(transport.connections).toHaveLength(1);
    client.start('other-token');
    expect(transport.connections).toHaveLength(2);
    expect(transport.connections[0]!.closedByClient).toBe(true);
    transport.open();
    expect(JSON.parse(transport.last.sent[0]!)).toMatchObject({ OP: Op.Init, Token: 'other-token' });
  });

  it('cancels a pending retry when the token changes', () => {
    const { client, transport } = setup();
    client.start(TEST_TOKEN);
    transport.close();
    client.start('next');
    expect(transport.connections).toHaveLength(2);
    vi.advanceTimersByTime(60_000);
    expect(transport.connections).toHaveLength(2);
  });

  it('leaves no timer after dispose and ignores calls afterwards', () => {
    const { client, transport, ready, logger } = setup();
    ready();
    client.send(Op.ChatUnread, {});
    client.send(Op.ChatUnread, {});
    transport.close();
    client.dispose();
    expect(vi.getTimerCount()).toBe(0);
    client.start(TEST_TOKEN);
    client.send(Op.ChatUnread, {});
    expect(transport.connections).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('after dispose'));
  });
});
