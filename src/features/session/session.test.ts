import { useModalStore } from '@/features/modals/store';
import { EXPIRES_KEY, forgetSession, rememberSignIn } from './local-keys';
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
  ])('leaves the protected route %s for %s', (path, home) => {
    expect(afterSignOutPath(path)).toBe(home);
  });

  it.each(['/zh_tw', '/zh_tw/announcement', '/id_id/play-game/now', '/zh_tw/rank/coin'])(
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

  it('a duplicate sign-in modal is not replaced by the expiry modal', () => {
    const hooks = createSessionHooks(vi.fn(async () => {}));
    hooks.showModal('MULTIPLE_SIGNIN', { code: 0, op: 0, message: '', textKey: null });
    hooks.signOut('session-expired');
    expect(useModalStore.getState().active?.kind).toBe('MULTIPLE_SIGNIN');
  });
});

describe('EXPIRES', () => {
  it('keeps the first sign-in time and is removed on sign-out', () => {
    rememberSignIn(1000);
    rememberSignIn(2000);
    expect(localStorage.getItem(EXPIRES_KEY)).toBe('1000');
    forgetSession();
    expect(localStorage.getItem(EXPIRES_KEY)).toBeNull();
  });
});
