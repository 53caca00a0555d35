import { ChannelType, Code, Op, reply } from '@/protocol';
import { socketTestBed } from '../../tests/fakes/test-socket';
import { unreadResult } from '../../tests/fakes/results';
import { SocketRequestError } from './pending-requests';

const { make } = socketTestBed();
function setup() {
  const t = make('chat');
  t.ready();
  return t;
}
/** Lets the send queue write every paced frame. */
const flush = () => vi.advanceTimersByTime(500);

describe('SocketClient.request', () => {
  it('resolves each request with its own reply, in order, and handlers do not see them', async () => {
    const { client, transport } = setup();
    const handler = vi.fn();
    client.on(Op.ChatUnreadReply, handler);
    const first = client.request(Op.ChatUnread, {});
    const second = client.request(Op.ChatUnread, {});
    flush();
    expect(transport.sentOps.filter((op) => op === Op.ChatUnread)).toHaveLength(2);
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, unreadResult({ PublicTotal: 1 })));
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, unreadResult({ PublicTotal: 2 })));
    await expect(first).resolves.toMatchObject({ Result: { PublicTotal: 1 } });
    await expect(second).resolves.toMatchObject({ Result: { PublicTotal: 2 } });
    expect(handler).not.toHaveBeenCalled();
    // a reply nobody asked for still goes to the handlers
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, unreadResult({ PublicTotal: 3 })));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('resolves with a refusal: the caller reads its Code', async () => {
    const { client, transport } = setup();
    const page = client.request(Op.ChatHistory, { Page: 1, ChannelType: ChannelType.Club });
    flush();
    transport.receive(reply(Op.ChatHistoryReply, Code.ClubChatDisabled, null, 'off'));
    await expect(page).resolves.toEqual({ OP: Op.ChatHistoryReply, Code: Code.ClubChatDisabled, Message: 'off', Result: null });
  });

  it('times out; the late reply belongs to the timed-out request and does not answer the next one', async () => {
    const { client, transport, logger } = setup();
    const late = client.request(Op.ChatUnread, {}, { timeoutMs: 1000 });
    flush();
    vi.advanceTimersByTime(1000);
    await expect(late).rejects.toMatchObject({ name: 'SocketRequestError', reason: 'timeout' });
    const next = client.request(Op.ChatUnread, {}, { timeoutMs: 1000 });
    flush();
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, unreadResult({ PublicTotal: 1 }))); // the late one
    expect(logger.warn).toHaveBeenLastCalledWith(expect.stringContaining('timed-out'));
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, unreadResult({ PublicTotal: 2 })));
    await expect(next).resolves.toMatchObject({ Result: { PublicTotal: 2 } });
  });

  it('a request that timed out before its frame left is taken back, not sent', async () => {
    const { client, transport } = make('chat');
    client.start('token'); // not ready: frames are held
    const waiting = client.request(Op.ChatUnread, {}, { timeoutMs: 100 });
    vi.advanceTimersByTime(100);
    await expect(waiting).rejects.toMatchObject({ reason: 'timeout' });
    transport.open();
    transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
    flush();
    expect(transport.sentOps).toEqual([Op.Init]);
  });

  it('rejects every waiting request when the connection drops, and their frames are not resent', async () => {
    const { client, transport } = setup();
    const sent = client.request(Op.ChatUnread, {});
    const queued = client.request(Op.ChatHistory, { Page: 1, ChannelType: ChannelType.Public });
    vi.advanceTimersByTime(5); // the first frame leaves, the second waits for its pace slot
    transport.close();
    await expect(sent).rejects.toMatchObject({ reason: 'disconnected' });
    await expect(queued).rejects.toBeInstanceOf(SocketRequestError);
    vi.advanceTimersByTime(60_000); // reconnect
    transport.open();
    transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
    flush();
    expect(transport.last.sent.map((f) => JSON.parse(f).OP)).toEqual([Op.Init]);
  });

  it('rejects on stop and dispose, and when the reply fails its schema', async () => {
    const { client, transport } = setup();
    const bad = client.request(Op.ChatUnread, {});
    flush();
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, { PublicTotal: 'x' }));
    await expect(bad).rejects.toMatchObject({ reason: 'invalid-reply' });
    const stopped = client.request(Op.ChatUnread, {});
    client.stop();
    await expect(stopped).rejects.toMatchObject({ reason: 'stopped' });
    client.dispose();
    await expect(client.request(Op.ChatUnread, {})).rejects.toMatchObject({ reason: 'stopped' });
  });

  it('a global code is handled by the socket once and the request rejects', async () => {
    const { client, transport, hooks } = setup();
    const asked = client.request(Op.ChatUnread, {});
    flush();
    transport.receive(reply(Op.ChatUnreadReply, Code.SignOut, null));
    await expect(asked).rejects.toMatchObject({ reason: 'stopped' });
    expect(hooks.signOut).toHaveBeenCalledTimes(1);
  });
});
