import { Code, GLOBAL_SOCKET_CODES, Op, reply } from '@/protocol';
import { SESSION_KEYS } from '@/protocol/errors';
import { globalAction, isGlobalCode, type GlobalSocketCode } from './global-codes';

const r = (code: GlobalSocketCode, op: number = Op.ChatPublicPush) => ({ ...reply(op, code, null, 'msg'), Code: code });

describe('global codes', () => {
  it('knows exactly the protocol list', () => {
    for (const code of GLOBAL_SOCKET_CODES) expect(isGlobalCode(code)).toBe(true);
    expect(isGlobalCode(Code.Ok)).toBe(false);
    expect(isGlobalCode(Code.Muted)).toBe(false);
  });

  it('maps Reconnect to reconnect', () => {
    expect(globalAction(r(Code.Reconnect), false)).toEqual({ type: 'reconnect' });
  });

  it('maps SessionExpired to sign-out, with the alert only when it answers the init frame', () => {
    expect(globalAction(r(Code.SessionExpired, Op.InitReply), true)).toEqual({
      type: 'sign-out',
      reason: 'session-expired',
      alert: { code: Code.SessionExpired, op: Op.InitReply, message: 'msg', textKey: SESSION_KEYS.connectionExpired },
    });
    expect(globalAction(r(Code.SessionExpired), false)).toEqual({ type: 'sign-out', reason: 'session-expired', alert: null });
  });

  it('maps SignOut and ServerSignOut to sign-out', () => {
    expect(globalAction(r(Code.SignOut), false)).toEqual({ type: 'sign-out', reason: 'signed-out', alert: null });
    expect(globalAction(r(Code.ServerSignOut), false)).toEqual({ type: 'sign-out', reason: 'server-signed-out', alert: null });
  });

  it('halts with a modal on AccountSuspended and DuplicateSignIn', () => {
    const suspended = globalAction(r(Code.AccountSuspended), false);
    expect(suspended).toMatchObject({ type: 'halt', modal: 'suspended', detail: { code: Code.AccountSuspended } });
    expect(suspended.type === 'halt' && suspended.detail.textKey).toBeTruthy();
    expect(globalAction(r(Code.DuplicateSignIn), true)).toMatchObject({
      type: 'halt',
      modal: 'MULTIPLE_SIGNIN',
      detail: { code: Code.DuplicateSignIn, textKey: SESSION_KEYS.multipleSignIn },
    });
  });
});
