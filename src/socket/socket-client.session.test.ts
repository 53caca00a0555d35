import { Code, Op, reply } from '@/protocol';
import { SESSION_KEYS } from '@/protocol/errors';
import { TEST_TOKEN, socketTestBed } from '../../tests/fakes/test-socket';

const { make } = socketTestBed();
const setup = (kind: 'lobby' | 'chat' = 'lobby') => make(kind);

describe('SocketClient global codes', () => {
  it('SessionExpired answering the init frame: alert, then sign-out, and stops', () => {
    const { client, transport, hooks } = setup();
    const order: string[] = [];
    hooks.showModal.mockImplementation((kind: string) => order.push(`modal:${kind}`));
    hooks.signOut.mockImplementation((reason: string) => order.push(`signOut:${reason}`));
    client.start(TEST_TOKEN);
    transport.open();
    transport.receive(reply(Op.LobbyInitReply, Code.SessionExpired, null, 'expired'));
    expect(order).toEqual(['modal:alert', 'signOut:session-expired']);
    expect(hooks.showModal).toHaveBeenCalledWith('alert', {
      code: Code.SessionExpired,
      op: Op.LobbyInitReply,
      message: 'expired',
      textKey: SESSION_KEYS.connectionExpired,
      session: TEST_TOKEN,
    });
    expect(client.getState()).toBe('idle');
    expect(transport.last.closedByClient).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(transport.connections).toHaveLength(1);
  });

  it('SessionExpired later in the session: sign-out without the alert', () => {
    const { client, transport, hooks, ready } = setup();
    ready();
    transport.receive(reply(Op.WalletReply, Code.SessionExpired, null));
    expect(hooks.showModal).not.toHaveBeenCalled();
    // Tagged with the token it was issued under (issue 7 item 8: session generation).
    expect(hooks.signOut).toHaveBeenCalledWith('session-expired', TEST_TOKEN);
    expect(client.getState()).toBe('idle');
  });

  it.each([
    [Code.SignOut, 'signed-out'],
    [Code.ServerSignOut, 'server-signed-out'],
  ] as const)('code %i signs out and stops for good', (code, reason) => {
    const { client, transport, hooks, ready } = setup('chat');
    ready();
    client.send(Op.ChatUnread, {});
    transport.receive(reply(Op.ChatPublicPush, code, null));
    expect(hooks.signOut).toHaveBeenCalledTimes(1);
    expect(hooks.signOut).toHaveBeenCalledWith(reason, TEST_TOKEN);
    expect(hooks.showModal).not.toHaveBeenCalled();
    expect(client.getState()).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(transport.connections).toHaveLength(1);
  });

  it('AccountSuspended shows the suspended modal, stops reconnecting, and leaves sign-out to the app', () => {
    const { client, transport, hooks, ready } = setup();
    ready();
    transport.receive(reply(Op.WalletReply, Code.AccountSuspended, null, 'suspended'));
    expect(hooks.showModal).toHaveBeenCalledWith('suspended', expect.objectContaining({ code: Code.AccountSuspended, session: TEST_TOKEN }));
    expect(hooks.signOut).not.toHaveBeenCalled();
    expect(client.getState()).toBe('error');
    vi.advanceTimersByTime(60_000);
    expect(transport.connections).toHaveLength(1);
    client.start(TEST_TOKEN); // same token: stays halted
    expect(transport.connections).toHaveLength(1);
    client.stop(); // the app signs out when the modal closes
    expect(client.getState()).toBe('idle');
  });

  it('duplicate sign-in shows MULTIPLE_SIGNIN and never reconnects', () => {
    const { client, transport, hooks, ready } = setup();
    ready();
    transport.receive(reply(Op.LobbyInitReply, Code.DuplicateSignIn, null));
    expect(hooks.showModal).toHaveBeenCalledWith(
      'MULTIPLE_SIGNIN',
      expect.objectContaining({ code: Code.DuplicateSignIn, textKey: SESSION_KEYS.multipleSignIn }),
    );
    transport.close();
    vi.advanceTimersByTime(60_000);
    expect(transport.connections).toHaveLength(1);
    expect(client.getState()).toBe('error');
  });

  it('a new token after a halt connects again', () => {
    const { client, transport, ready } = setup();
    ready();
    transport.receive(reply(Op.WalletReply, Code.DuplicateSignIn, null));
    client.start('fresh-token');
    expect(transport.connections).toHaveLength(2);
    expect(client.getState()).toBe('connecting');
  });

  it('global-code replies never reach feature handlers', () => {
    const { client, transport, ready } = setup();
    const handler = vi.fn();
    client.on(Op.WalletReply, handler);
    ready();
    transport.receive(reply(Op.WalletReply, Code.AccountSuspended, null));
    expect(handler).not.toHaveBeenCalled();
  });

  it('a throwing session hook is logged and the socket still stops', () => {
    const { client, transport, hooks, logger, ready } = setup();
    hooks.signOut.mockImplementation(() => {
      throw new Error('app bug');
    });
    ready();
    expect(() => transport.receive(reply(Op.WalletReply, Code.SignOut, null))).not.toThrow();
    expect(logger.error).toHaveBeenCalledWith('session hook threw', expect.any(Error));
    expect(client.getState()).toBe('idle');
  });
});
