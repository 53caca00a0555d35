/**
 * Session generation (issue 7 item 8): after a sign-out and an immediate new sign-in, a late
 * session-ending code of the old token — from the old socket or an HTTP reply in flight —
 * leaves the new session alone.
 */
import { Code, Op, reply } from '@/protocol';
import { useModalStore } from '@/features/modals/store';
import { createTestSocket } from '../../../tests/fakes/test-socket';
import { endSessionOnCode } from './session-codes';
import { endCurrentSession, setCurrentSession } from './session-generation';
import { createSessionHooks } from './session-hooks';

beforeEach(() => {
  useModalStore.setState({ active: null });
  vi.useFakeTimers();
});
afterEach(() => {
  setCurrentSession(null);
  // files share a module graph (web-node): the next one must not find this file's modal open
  useModalStore.setState({ active: null });
  vi.useRealTimers();
});

describe('session generation', () => {
  it('signing out ends the session at once: a 100005 provoked by the revocation shows nothing, even while renders still report the old token', () => {
    const signOut = vi.fn(async () => {});
    setCurrentSession('signing-out');
    endCurrentSession();
    setCurrentSession('signing-out'); // a render before next-auth's empty session arrives
    expect(endSessionOnCode(Code.SessionExpired, signOut, 'signing-out')).toBe(true);
    expect(signOut).not.toHaveBeenCalled();
    expect(useModalStore.getState().active).toBeNull();
    // the next sign-in is a session in force again
    setCurrentSession('next');
    endSessionOnCode(Code.SessionExpired, signOut, 'next');
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('HTTP: a late 100005 / 100014 for the revoked token does nothing to the new session', () => {
    const signOut = vi.fn(async () => {});
    setCurrentSession('new');
    expect(endSessionOnCode(Code.SessionExpired, signOut, 'old')).toBe(true); // the caller stops
    expect(endSessionOnCode(Code.AccountSuspended, signOut, 'old')).toBe(true);
    expect(signOut).not.toHaveBeenCalled();
    expect(useModalStore.getState().active).toBeNull();
    // The same code for the session in force ends it.
    endSessionOnCode(Code.SessionExpired, signOut, 'new');
    expect(useModalStore.getState().active?.kind).toBe('sessionExpired');
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it.each([Code.SessionExpired, Code.AccountSuspended, Code.SignOut, Code.ServerSignOut, Code.DuplicateSignIn])(
    'socket: %i arriving on the old session’s connection after a new sign-in is ignored',
    (code) => {
      const signOut = vi.fn(async () => {});
      const socket = createTestSocket('lobby', { hooks: createSessionHooks(signOut) });
      setCurrentSession('old');
      socket.ready('old');
      // Signed out, then straight back in: the page's session is another token now, and the
      // old connection's last frame arrives late.
      setCurrentSession('new');
      socket.transport.receive(reply(Op.WalletReply, code, null));
      expect(signOut).not.toHaveBeenCalled();
      expect(useModalStore.getState().active).toBeNull();
      socket.client.dispose();
    },
  );

  it('socket: the same code on the current session ends it', () => {
    const signOut = vi.fn(async () => {});
    const socket = createTestSocket('lobby', { hooks: createSessionHooks(signOut) });
    setCurrentSession('tok');
    socket.ready('tok');
    socket.transport.receive(reply(Op.WalletReply, Code.SessionExpired, null));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(useModalStore.getState().active?.kind).toBe('sessionExpired');
    socket.client.dispose();
  });

  it('a suspended / duplicate sign-in modal closed after a new sign-in signs nobody out', () => {
    const signOut = vi.fn(async () => {});
    const socket = createTestSocket('lobby', { hooks: createSessionHooks(signOut) });
    setCurrentSession('old');
    socket.ready('old');
    socket.transport.receive(reply(Op.WalletReply, Code.DuplicateSignIn, null));
    expect(useModalStore.getState().active?.kind).toBe('MULTIPLE_SIGNIN');
    setCurrentSession('new');
    useModalStore.getState().active!.onClose!();
    expect(signOut).not.toHaveBeenCalled();
    socket.client.dispose();
  });
});
