// @vitest-environment jsdom
import { dismissModal, useModalStore } from '@/features/modals/store';
import { AccountPath, Code, type HttpReply, type PhoneAccount } from '@/protocol';
import {
  canSendCode,
  canVerify,
  checkSignInNumber,
  chooseAccount,
  forgetAccounts,
  sendSignInCode,
  setCode,
  setPhone,
  verifySignInCode,
  type PhoneFlowDeps,
} from './phone-sign-in-flow';
import { openPhoneSignIn } from './open-phone-sign-in';
import { initialPhoneSignIn, usePhoneSignInStore } from './phone-sign-in-store';
import { clearStoredAccounts, readStoredAccounts } from './stored-accounts';
import { lobbyCallOver } from '../../../../tests/support/fake-lobby-http';

const NOW = 1_700_000_000_000;
const ok = <R>(Result: R): HttpReply<R> => ({ Code: Code.HttpOk, Message: '', Result });
const SENT = { ExpiresIn: 600, ResendAfter: 60 };
const fail = (code: number, Result: unknown = null): HttpReply<unknown> => ({ Code: code, Message: 'x', Result });
const account = (id: number, registTime: string): PhoneAccount => ({
  Player: { PlayerID: id, Name: `玩家${id}`, RegistTime: registTime },
  Level: id,
});

function deps(replies: Record<string, HttpReply<unknown>[]>, signInResult: number | null = null) {
  const post = vi.fn<(path: string, body: unknown) => Promise<HttpReply<unknown>>>(async (path) => {
    const reply = replies[path]?.shift();
    if (!reply) throw new Error(`unexpected ${path}`);
    return reply;
  });
  const d = {
    call: lobbyCallOver(post),
    siteId: 'crab',
    lang: 'zh_tw',
    signInWithTicket: vi.fn(async () => signInResult),
    onSignedIn: vi.fn(),
    now: () => NOW,
  } satisfies PhoneFlowDeps;
  return { ...d, postMock: post };
}

const state = () => usePhoneSignInStore.getState();
const modal = () => useModalStore.getState().active;

async function requestCode(d: ReturnType<typeof deps>, phone = '912345678') {
  openPhoneSignIn();
  setPhone(phone);
  await sendSignInCode(d);
}

describe('phone sign-in (account §4)', () => {
  beforeEach(() => {
    usePhoneSignInStore.setState(initialPhoneSignIn);
    useModalStore.setState({ active: null });
    clearStoredAccounts();
    localStorage.clear();
  });

  it('sends the code with the 0-prefixed number, country 886 and the device id; then counts 60 s', async () => {
    const d = deps({ [AccountPath.SignInCodeSend]: [ok({ ExpiresIn: 600, ResendAfter: 60 })] });
    await requestCode(d);
    expect(d.postMock).toHaveBeenCalledWith(AccountPath.SignInCodeSend, {
      SiteID: 'crab',
      CountryCode: 886,
      PhoneNumber: '0912345678',
      Lang: 'zh_tw',
      DeviceID: localStorage.getItem('deviceId'),
    });
    expect(state()).toMatchObject({ requested: true, resendAt: NOW + 60_000, pending: null });
    expect(canSendCode(NOW + 59_000)).toBe(false);
    expect(canSendCode(NOW + 60_000)).toBe(true);
  });

  it('valid_captcha: a wait restores the countdown, a limit blocks sending until the number changes, an answer for a number typed over is dropped', async () => {
    openPhoneSignIn();
    setPhone('912345678');
    await checkSignInNumber(deps({ [AccountPath.CodeSendCheck]: [ok({ WaitSeconds: 30, CodesLeft: 3 })] }));
    expect(state()).toMatchObject({ requested: true, resendAt: NOW + 30_000, blocked: null });

    setPhone('912345670');
    await checkSignInNumber(deps({ [AccountPath.CodeSendCheck]: [fail(Code.PhoneDailyLimit)] }));
    expect(state().blocked).toBe(Code.PhoneDailyLimit);
    expect(canSendCode(NOW)).toBe(false);
    setPhone('912345671');
    expect(state().blocked).toBeNull();

    // asked again later (the modal reopened the next day): lifted
    await checkSignInNumber(deps({ [AccountPath.CodeSendCheck]: [fail(Code.PhoneDailyLimit)] }));
    expect(state().blocked).toBe(Code.PhoneDailyLimit);
    await checkSignInNumber(deps({ [AccountPath.CodeSendCheck]: [ok({ WaitSeconds: 0, CodesLeft: 5 })] }));
    expect(state().blocked).toBeNull();

    const slow = deps({ [AccountPath.CodeSendCheck]: [fail(Code.PhoneDailyLimit)] });
    const asked = checkSignInNumber(slow);
    setPhone('912345672');
    await asked;
    expect(state().blocked).toBeNull();
    // a lost answer says nothing
    await checkSignInNumber(deps({ [AccountPath.CodeSendCheck]: [fail(Code.Silent)] }));
    expect(state()).toMatchObject({ blocked: null, requested: false });
  });

  it('does not send for a number that is too short', async () => {
    const d = deps({});
    await requestCode(d, '09123');
    expect(d.postMock).not.toHaveBeenCalled();
    expect(canSendCode(NOW)).toBe(false);
  });

  it('login needs a requested code of 6 digits', async () => {
    const d = deps({ [AccountPath.SignInCodeSend]: [ok(SENT)] });
    openPhoneSignIn();
    setPhone('0912345678');
    setCode('123456');
    expect(canVerify()).toBe(false);
    await sendSignInCode(d);
    setCode('12345');
    expect(canVerify()).toBe(false);
    setCode('123456');
    expect(canVerify()).toBe(true);
  });

  it('200301: the server’s resend wait says the seconds left and keeps the countdown running', async () => {
    const d = deps({ [AccountPath.SignInCodeSend]: [fail(Code.CodeResendWait, { RetryAfter: 42 })] });
    await requestCode(d);
    expect(modal()).toMatchObject({ kind: 'error', code: Code.CodeResendWait, context: 'phone', params: { seconds: 42 } });
    expect(state().resendAt).toBe(NOW + 42_000);
    expect(canSendCode(NOW + 41_000)).toBe(false);
    expect(canSendCode(NOW + 42_000)).toBe(true);
    expect(state().requested).toBe(true); // the code sent before is on its way
    dismissModal(modal()!.id);
    expect(state().view).toBe('phone');
  });

  it('200301 with an unreadable Result counts the full 60 s', async () => {
    const d = deps({ [AccountPath.SignInCodeSend]: [fail(Code.CodeResendWait, { RetryAfter: 'soon' })] });
    await requestCode(d);
    expect(modal()).toMatchObject({ kind: 'error', code: Code.CodeResendWait, params: { seconds: 60 } });
    expect(state().resendAt).toBe(NOW + 60_000);
  });

  it('a failed send opens the error dialog; closing it reopens the phone modal with the number', async () => {
    const d = deps({ [AccountPath.SignInCodeSend]: [fail(Code.PhoneDailyLimit)] });
    await requestCode(d);
    expect(modal()).toMatchObject({ kind: 'error', code: Code.PhoneDailyLimit, context: 'phone' });
    expect(state()).toMatchObject({ view: null, pending: null, requested: false, phone: '912345678' });
    dismissModal(modal()!.id);
    expect(state()).toMatchObject({ view: 'phone', phone: '912345678' });
  });

  it('a wrong code opens the error dialog with the tries left; closing it keeps the form', async () => {
    const d = deps({
      [AccountPath.SignInCodeSend]: [ok(SENT)],
      [AccountPath.SignInCodeVerify]: [fail(Code.WrongCode, { RemainingTime: 2 })],
    });
    await requestCode(d);
    setCode('000000');
    await verifySignInCode(d);
    expect(modal()).toMatchObject({ kind: 'error', code: Code.WrongCode, context: 'phone', params: { remainingTime: 2 } });
    dismissModal(modal()!.id);
    expect(state()).toMatchObject({ view: 'phone', phone: '912345678', code: '000000', requested: true, pending: null });
  });

  it('0 accounts: signs in with the ticket alone (the lobby creates the account)', async () => {
    const d = deps({
      [AccountPath.SignInCodeSend]: [ok(SENT)],
      [AccountPath.SignInCodeVerify]: [ok({ Token: 'ticket', Player: [] })],
    });
    await requestCode(d);
    usePhoneSignInStore.setState({ callbackUrl: '/zh_tw/play' });
    setCode('123456');
    await verifySignInCode(d);
    expect(d.signInWithTicket).toHaveBeenCalledWith('ticket', undefined);
    expect(d.onSignedIn).toHaveBeenCalledWith('/zh_tw/play');
    expect(state()).toMatchObject({ view: null, code: '', requested: false, resendAt: NOW + 60_000 });
  });

  it('1 account: signs in to it directly', async () => {
    const d = deps({
      [AccountPath.SignInCodeSend]: [ok(SENT)],
      [AccountPath.SignInCodeVerify]: [ok({ Token: 'ticket', Player: [account(12, '2025-01-01T00:00:00Z')] })],
    });
    await requestCode(d);
    setCode('123456');
    await verifySignInCode(d);
    expect(d.signInWithTicket).toHaveBeenCalledWith('ticket', 12);
    expect(readStoredAccounts()).toBeNull();
  });

  it('2+ accounts: sorted, kept in the cookie, choose-account modal; picking one signs in to it', async () => {
    const d = deps({
      [AccountPath.SignInCodeSend]: [ok(SENT)],
      [AccountPath.SignInCodeVerify]: [
        ok({ Token: 'ticket', Player: [account(15, '2025-01-09T00:00:00Z'), account(12, '2025-01-02T00:00:00Z'), account(20, '2025-02-01T00:00:00Z')] }),
      ],
    });
    await requestCode(d);
    setCode('123456');
    await verifySignInCode(d);
    expect(d.signInWithTicket).not.toHaveBeenCalled();
    expect(state().view).toBe('choose');
    expect(state().accounts?.accounts.map((a) => a.Player.PlayerID)).toEqual([12, 15, 20]);
    expect(readStoredAccounts()?.accounts.map((a) => a.Player.PlayerID)).toEqual([12, 15, 20]);
    await chooseAccount(d, 15);
    expect(d.signInWithTicket).toHaveBeenCalledWith('ticket', 15);
    expect(d.onSignedIn).toHaveBeenCalled();
  });

  it('the kept accounts open straight in the choose-account modal; 登出 forgets them', () => {
    document.cookie = `phoneAccounts=${encodeURIComponent(JSON.stringify({ ticket: 't', accounts: [account(1, '2025-01-01T00:00:00Z')] }))}; path=/`;
    openPhoneSignIn();
    expect(state().view).toBe('choose');
    forgetAccounts();
    expect(state()).toMatchObject({ view: 'phone', accounts: null });
    expect(readStoredAccounts()).toBeNull();
  });

  it('a refused choice (100009) shows 此用戶不存在 and reopens the choice', async () => {
    const d = deps({}, Code.NotFound);
    usePhoneSignInStore.setState({ view: 'choose', accounts: { ticket: 't', accounts: [account(1, '2025-01-01T00:00:00Z')] } });
    await chooseAccount(d, 1);
    expect(modal()).toMatchObject({ kind: 'error', code: Code.NotFound, context: 'signIn' });
    modal()!.onClose!();
    expect(state().view).toBe('choose');
  });

  it('an expired kept ticket forgets the accounts and goes back to the phone modal', async () => {
    const d = deps({}, Code.SessionExpired);
    usePhoneSignInStore.setState({ view: 'choose', accounts: { ticket: 't', accounts: [account(1, '2025-01-01T00:00:00Z')] } });
    await chooseAccount(d, 1);
    modal()!.onClose!();
    expect(state()).toMatchObject({ view: 'phone', accounts: null });
  });
});
