// @vitest-environment jsdom
import { Code } from '@/protocol';
import { useModalStore } from '@/features/modals/store';
import { EXPIRES_KEY, REGIST_SHOWN_KEY, firstTimeFor, forgetSession, rememberSignIn } from './local-keys';
import { endSessionOnCode } from './session-codes';
import { createSessionHooks } from './session-hooks';
import { afterSignOutPath } from './sign-out';

beforeEach(() => {
  useModalStore.setState({ active: null });
  localStorage.clear();
});

describe('afterSignOutPath', () => {
  it.each([
    ['/zh_tw/member/info', '/zh_tw'],
    ['/id_id/play-game/m', '/id_id'],
    ['/vi_vn/purchase/point', '/vi_vn'],
    ['/zh_tw/play', '/zh_tw'],
    ['/id_id/play-game/live', '/id_id'],
  ])('leaves the protected route %s for %s', (path, home) => {
    expect(afterSignOutPath(path)).toBe(home);
  });

  it.each(['/zh_tw', '/zh_tw/announcement', '/id_id/support/info', '/zh_tw/rank/coin', '/id_id/play-game/now?gameCode=10001&playerId=1'])(
    'stays on %s',
    (path) => {
      expect(afterSignOutPath(path)).toBeNull();
    },
  );
});

describe('session hooks', () => {
  it('session expired: shows the expiry modal and signs out at once', () => {
    const signOut = vi.fn(async () => {});
    createSessionHooks(signOut).signOut('session-expired');
    expect(useModalStore.getState().active?.kind).toBe('sessionExpired');
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('signed out by the server: no modal', () => {
    const signOut = vi.fn(async () => {});
    createSessionHooks(signOut).signOut('server-signed-out');
    expect(useModalStore.getState().active).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it.each(['MULTIPLE_SIGNIN', 'suspended'] as const)('%s: modal now, sign-out when it closes', (kind) => {
    const signOut = vi.fn(async () => {});
    createSessionHooks(signOut).showModal(kind, { code: 0, op: 0, message: '', textKey: null });
    const active = useModalStore.getState().active;
    expect(active?.kind).toBe(kind);
    expect(signOut).not.toHaveBeenCalled();
    active?.onClose?.();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('in LIFF / APK sessions a duplicate sign-in shows no modal: the session just ends', () => {
    const signOut = vi.fn(async () => {});
    createSessionHooks(signOut, () => true).showModal('MULTIPLE_SIGNIN', { code: 0, op: 0, message: '', textKey: null });
    expect(useModalStore.getState().active).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('HTTP replies with 100005 / 100014 end the session like socket codes do', () => {
    const signOut = vi.fn(async () => {});
    expect(endSessionOnCode(Code.SessionExpired, signOut)).toBe(true);
    expect(useModalStore.getState().active?.kind).toBe('sessionExpired');
    useModalStore.setState({ active: null });
    expect(endSessionOnCode(Code.AccountSuspended, signOut)).toBe(true);
    expect(useModalStore.getState().active?.kind).toBe('suspended');
    expect(endSessionOnCode(Code.WrongCode, signOut)).toBe(false);
  });

  it('a duplicate sign-in modal is not replaced by the expiry modal', () => {
    const hooks = createSessionHooks(vi.fn(async () => {}));
    hooks.showModal('MULTIPLE_SIGNIN', { code: 0, op: 0, message: '', textKey: null });
    hooks.signOut('session-expired');
    expect(useModalStore.getState().active?.kind).toBe('MULTIPLE_SIGNIN');
  });
});

describe('EXPIRES', () => {
  it('keeps the first sign-in time of a session, restarts for a new one, and is removed on sign-out', () => {
    rememberSignIn(1000, 'token-A');
    rememberSignIn(2000, 'token-A');
    expect(localStorage.getItem(EXPIRES_KEY)).toBe('1000');
    rememberSignIn(3000, 'token-B');
    expect(localStorage.getItem(EXPIRES_KEY)).toBe('3000');
    localStorage.setItem('analyticsUserId', 'u1');
    forgetSession();
    expect(localStorage.getItem(EXPIRES_KEY)).toBeNull();
    expect(localStorage.getItem('analyticsUserId')).toBeNull();
  });

  it('the registration modal is claimed by one tab per session', () => {
    expect(firstTimeFor(REGIST_SHOWN_KEY, 'token-A')).toBe(true);
    expect(firstTimeFor(REGIST_SHOWN_KEY, 'token-A')).toBe(false);
    expect(firstTimeFor(REGIST_SHOWN_KEY, 'token-B')).toBe(true);
  });
});
