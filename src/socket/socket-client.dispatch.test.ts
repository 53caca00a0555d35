import { Code, Op, reply } from '@/protocol';
import { socketTestBed } from '../../tests/fakes/test-socket';
import { chatMessageResult, unreadResult } from '../../tests/fakes/results';

const { make } = socketTestBed();
function setup() {
  const t = make('chat');
  t.ready();
  return t;
}

describe('SocketClient dispatch', () => {
  it('calls every handler registered for the OP, including non-200 codes, until unsubscribed', () => {
    const { client, transport } = setup();
    const a = vi.fn();
    const b = vi.fn();
    const offA = client.on(Op.ChatPublicPush, a);
    client.on(Op.ChatPublicPush, b);
    transport.receive(reply(Op.ChatPublicPush, Code.Ok, chatMessageResult()));
    transport.receive(reply(Op.ChatPublicPush, Code.Muted, null, 'muted'));
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenLastCalledWith({ OP: Op.ChatPublicPush, Code: Code.Muted, Message: 'muted', Result: null });
    offA();
    offA(); // idempotent
    transport.receive(reply(Op.ChatPublicPush, Code.Ok, chatMessageResult()));
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(3);
  });

  it('keeps a second registration of the same function when the first is removed', () => {
    const { client, transport } = setup();
    const h = vi.fn();
    const off1 = client.on(Op.ChatUnreadReply, h);
    client.on(Op.ChatUnreadReply, h);
    off1();
    transport.receive(reply(Op.ChatUnreadReply, Code.Ok, unreadResult()));
    expect(h).toHaveBeenCalledTimes(1);
  });

  it('logs a throwing handler and still runs the others', () => {
    const { client, transport, logger } = setup();
    const after = vi.fn();
    client.on(Op.ChatPublicPush, () => {
      throw new Error('boom');
    });
    client.on(Op.ChatPublicPush, after);
    expect(() => transport.receive(reply(Op.ChatPublicPush, Code.Ok, chatMessageResult()))).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('threw'), expect.any(Error));
  });

  it('a handler removed by an earlier handler in the same dispatch still runs this time only', () => {
    const { client, transport } = setup();
    const second = vi.fn();
    let offSecond = () => {};
    client.on(Op.ChatPublicPush, () => offSecond());
    offSecond = client.on(Op.ChatPublicPush, second);
    transport.receive(reply(Op.ChatPublicPush, Code.Ok, chatMessageResult()));
    transport.receive(reply(Op.ChatPublicPush, Code.Ok, chatMessageResult()));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['not JSON', '{"OP":'],
    ['not an object', '[1,2]'],
    ['no OP', '{"Code":200}'],
    ['string Code', `{"OP":${Op.ChatPublicPush},"Code":"200"}`],
  ])('logs and drops a malformed frame (%s)', (_label, frame) => {
    const { client, transport, logger } = setup();
    const h = vi.fn();
    client.on(Op.ChatPublicPush, h);
    expect(() => transport.receive(frame)).not.toThrow();
    expect(h).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('malformed'), expect.anything());
    expect(client.getState()).toBe('ready');
  });

  it('logs and drops a non-text frame', () => {
    const { transport, logger } = setup();
    transport.last.events.onMessage(new ArrayBuffer(4));
    expect(logger.warn).toHaveBeenCalledWith('non-text frame dropped');
  });

  it('logs and drops replies with an unknown OP or no handler', () => {
    const { transport, logger } = setup();
    const unknownOp = Op.ChatPublicPush + 2; // not in the protocol
    transport.receive(reply(unknownOp, Code.Ok, null));
    expect(logger.warn).toHaveBeenLastCalledWith(expect.stringContaining(`unknown OP ${unknownOp}`));
    // a known push with a valid Result that nothing registered for
    const gift = { GiftID: 1, RoomID: 1, FromID: 2, FromName: 'a', ToID: 3, ToName: '', ItemID: 42, Amount: 1 };
    transport.receive(reply(Op.LiveGiftPush, Code.Ok, gift));
    expect(logger.warn).toHaveBeenLastCalledWith(expect.stringContaining('no handler for'));
  });

  it('logs transport errors without changing state', () => {
    const { client, transport, logger } = setup();
    transport.error();
    expect(logger.warn).toHaveBeenCalledWith('transport error');
    expect(client.getState()).toBe('ready');
  });
});
