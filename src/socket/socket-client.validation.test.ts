import { ChannelType, Code, Op, reply } from '@/protocol';
import { checkResult } from '@/protocol/contract';
import { installResultSchemas } from '@/protocol/result-check';
import { socketTestBed } from '../../tests/fakes/test-socket';
import { chatMessageResult, unreadResult } from '../../tests/fakes/results';

// as the session's socket code does before connecting: failed Results are named by their schemas
beforeAll(() => installResultSchemas(async () => checkResult));

const { make } = socketTestBed({ checkTimers: false });
function setup() {
  const t = make('chat');
  t.ready();
  return t;
}

describe('SocketClient reply validation', () => {
  it('drops an Ok reply with a wrong field type: no handler runs, a warning names the OP and the field', async () => {
    const { client, transport, logger } = setup();
    const handler = vi.fn();
    client.on(Op.ChatUnreadReply, handler);
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, { ...unreadResult(), PublicTotal: 'three' }));
    expect(handler).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/ChatUnreadReply.*PublicTotal/), expect.stringContaining('PublicTotal')));
    // a nested field too: the first issue's path is reported
    client.on(Op.ChatPublicPush, handler);
    transport.receive(reply(Op.ChatPublicPush, Code.Ok, chatMessageResult({ AutoReply: [1] as unknown as string[] })));
    expect(handler).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(logger.warn).toHaveBeenLastCalledWith(expect.stringContaining('AutoReply.0'), expect.anything()));
    expect(client.getState()).toBe('ready');
  });

  it('hands handlers the Result of a valid reply (fields beyond the schema are tolerated)', () => {
    const { client, transport } = setup();
    const handler = vi.fn();
    client.on(Op.ChatUnreadReply, handler);
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, { ...unreadResult({ PublicTotal: 3 }), Extra: 'x' }));
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ OP: Op.ChatUnreadReply, Code: Code.Ok, Result: expect.objectContaining(unreadResult({ PublicTotal: 3 })) }));
  });

  it('keeps a non-Ok reply as sent: coded replies may carry their own data', () => {
    const { client, transport } = setup();
    const handler = vi.fn();
    client.on(Op.ChatHistoryReply, handler);
    transport.receive(reply(Op.ChatHistoryReply, Code.ClubChatDisabled, { RemainingTime: 2 }, 'locked'));
    expect(handler).toHaveBeenCalledWith({ OP: Op.ChatHistoryReply, Code: Code.ClubChatDisabled, Message: 'locked', Result: { RemainingTime: 2 } });
  });

  it('drops an init reply that fails its schema and retries the connection', () => {
    const t = make('chat');
    t.client.start('token');
    t.transport.open();
    t.transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 'me' }));
    expect(t.client.getState()).toBe('error');
  });
});

describe('send / on are typed by OP', () => {
  it('compiles only declared OPs and fields (checked by tsc)', () => {
    const { client, transport } = setup();
    client.send(Op.ChatHistory, { Page: 1, ChannelType: ChannelType.Public });
    // @ts-expect-error Page must be a number
    client.send(Op.ChatHistory, { Page: '1', ChannelType: ChannelType.Public });
    // @ts-expect-error ChannelType 5 is no channel
    client.send(Op.ChatHistory, { Page: 1, ChannelType: 5 });
    // @ts-expect-error PlayerID is required by 11520
    client.send(Op.UserInfo, {});
    // @ts-expect-error a reply OP (10101) is no request: it cannot be sent
    client.send(Op.LevelsReply, {});
    // @ts-expect-error 99991 has no Result schema: no handler can be registered
    client.on(Op.ProtocolError, () => {});
    client.on(Op.ChatUnreadReply, (r) => {
      const total: number = r.Result.PublicTotal;
      // @ts-expect-error the Result has no such field
      void r.Result.Nope;
      void total;
    });
    client.on(Op.ChatPublicPush, (r) => {
      // @ts-expect-error Seq is a number
      const seq: string = r.Result.Seq;
      void seq;
    });
    // @ts-expect-error a chat send's reply is also everyone's push: request() refuses it
    void client.request(Op.ChatPublicSend, { Message: 'x' });
    vi.advanceTimersByTime(200);
    // the runtime sends what a cast lets through; the server's schema refuses it
    expect(transport.sentOps.filter((op) => op === Op.ChatHistory)).toHaveLength(3);
  });
});
