import { ChannelType, Code, Op, reply } from '@/protocol';
import { socketTestBed } from '../../tests/fakes/test-socket';
import { unreadResult } from '../../tests/fakes/results';

const { make } = socketTestBed();
function setup() {
  const t = make('chat');
  t.ready();
  return t;
}
/** Lets the send queue write every paced frame. */
const flush = () => vi.advanceTimersByTime(500);

describe('SocketClient.request', () => {
  it('resolves each request with its own Result, in order, and handlers do not see them', async () => {
    const { client, transport } = setup();
    const handler = vi.fn();
    client.on(Op.ChatUnreadReply, handler);
    const first = client.request(Op.ChatUnread, {});
    const second = client.request(Op.ChatUnread, {});
    flush();
    expect(transport.sentOps.filter((op) => op === Op.ChatUnread)).toHaveLength(2);
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, unreadResult({ PublicTotal: 1 })));
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, unreadResult({ PublicTotal: 2 })));
    await expect(first).resolves.toMatchObject({ ok: true, result: { PublicTotal: 1 } });
    await expect(second).resolves.toMatchObject({ ok: true, result: { PublicTotal: 2 } });
    expect(handler).not.toHaveBeenCalled();
    // a reply nobody asked for still goes to the handlers
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, unreadResult({ PublicTotal: 3 })));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('resolves with a refusal: its code, message and (when it carries one) its Result as detail', async () => {
    const { client, transport } = setup();
    const page = client.request(Op.ChatHistory, { Page: 1, ChannelType: ChannelType.Club });
    flush();
    transport.receive(reply(Op.ChatHistoryReply, Code.ClubChatDisabled, null, 'off'));
    await expect(page).resolves.toEqual({ ok: false, code: Code.ClubChatDisabled, message: 'off' });
    const club = client.request(Op.ChatHistory, { Page: 1, ChannelType: ChannelType.Club });
    flush();
    transport.receive(reply(Op.ChatHistoryReply, Code.ClubReapplyCountdown, { RetryAfter: 30 }));
    await expect(club).resolves.toEqual({ ok: false, code: Code.ClubReapplyCountdown, message: '', detail: { RetryAfter: 30 } });
  });

  it('times out; the late reply belongs to the timed-out request and does not answer the next one', async () => {
    const { client, transport, logger } = setup();
    const late = client.request(Op.ChatUnread, {}, { timeoutMs: 1000 });
    flush();
    vi.advanceTimersByTime(1000);
    await expect(late).resolves.toEqual({ ok: false, code: Code.Silent, message: '', lost: 'timeout' });
    const next = client.request(Op.ChatUnread, {}, { timeoutMs: 1000 });
    flush();
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, unreadResult({ PublicTotal: 1 }))); // the late one
    expect(logger.warn).toHaveBeenLastCalledWith(expect.stringContaining('timed-out'));
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, unreadResult({ PublicTotal: 2 })));
    await expect(next).resolves.toMatchObject({ ok: true, result: { PublicTotal: 2 } });
  });

  it('a request that timed out before its frame left is taken back, not sent', async () => {
    const { client, transport } = make('chat');
    client.start('token'); // not ready: frames are held
    const waiting = client.request(Op.ChatUnread, {}, { timeoutMs: 100 });
    vi.advanceTimersByTime(100);
    await expect(waiting).resolves.toMatchObject({ lost: 'timeout' });
    transport.open();
    transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
    flush();
    expect(transport.sentOps).toEqual([Op.Init]);
  });

  it('every waiting request is lost when the connection drops, and their frames are not resent', async () => {
    const { client, transport } = setup();
    const sent = client.request(Op.ChatUnread, {});
    const queued = client.request(Op.ChatHistory, { Page: 1, ChannelType: ChannelType.Public });
    vi.advanceTimersByTime(5); // the first frame leaves, the second waits for its pace slot
    transport.close();
    await expect(sent).resolves.toMatchObject({ ok: false, code: Code.Silent, lost: 'disconnected' });
    await expect(queued).resolves.toMatchObject({ ok: false, lost: 'disconnected' });
    vi.advanceTimersByTime(60_000); // reconnect
    transport.open();
    transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
    flush();
    expect(transport.last.sent.map((f) => JSON.parse(f).OP)).toEqual([Op.Init]);
  });

  it('is lost on stop and dispose, and when the reply fails its schema', async () => {
    const { client, transport } = setup();
    const bad = client.request(Op.ChatUnread, {});
    flush();
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, { PublicTotal: 'x' }));
    await expect(bad).resolves.toMatchObject({ ok: false, lost: 'invalid-reply' });
    const stopped = client.request(Op.ChatUnread, {});
    client.stop();
    await expect(stopped).resolves.toMatchObject({ ok: false, lost: 'stopped' });
    client.dispose();
    await expect(client.request(Op.ChatUnread, {})).resolves.toMatchObject({ ok: false, lost: 'stopped' });
  });

  it('an OP whose reply is also a push is not sent by request(): not-allowed', async () => {
    const { client, transport } = setup();
    const refused = client.request(Op.ChatPublicSend as never, { Message: 'x' } as never);
    flush();
    await expect(refused).resolves.toEqual({ ok: false, code: Code.Silent, message: '', lost: 'not-allowed' });
    expect(transport.sentOps).not.toContain(Op.ChatPublicSend);
  });

  it('a global code is handled by the socket once and the request is lost', async () => {
    const { client, transport, hooks } = setup();
    const asked = client.request(Op.ChatUnread, {});
    flush();
    transport.receive(reply(Op.ChatUnreadReply, Code.SignOut, null));
    await expect(asked).resolves.toMatchObject({ ok: false, lost: 'stopped' });
    expect(hooks.signOut).toHaveBeenCalledTimes(1);
  });
});
