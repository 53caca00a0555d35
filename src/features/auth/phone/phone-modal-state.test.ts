// @vitest-environment jsdom
/**
 * The phone modals' state across a reload (account §9; decision 325): the open modal, the
 * number, the countdown, where to go after signing in and an open refusal come back from
 * sessionStorage; the code and the phone ticket never go there; an entry that is not ours is
 * ignored; 選擇帳號 comes back only while its accounts' cookie lives.
 */
import { dismissModal, useModalStore } from '@/features/modals/store';
import { Code } from '@/protocol/codes';
import { forgetPhoneSignIn, restorePhoneSignIn, showPhoneFailure } from './phone-modal-state';
import { initialPhoneSignIn, usePhoneSignInStore } from './phone-sign-in-store';
import { clearStoredAccounts, storeAccounts } from './stored-accounts';

const KEY = 'phoneSignIn';
const store = usePhoneSignInStore;
const modal = () => useModalStore.getState().active;
/** What a reload does: a new page's store starts empty and reads the kept entry. */
async function reload() {
  useModalStore.setState({ active: null });
  store.setState(initialPhoneSignIn, true);
  // setState above wrote the empty state: put back what the page before had kept
  window.sessionStorage.setItem(KEY, kept);
  await restorePhoneSignIn();
}
let kept = '';
const keep = () => (kept = window.sessionStorage.getItem(KEY) ?? '');

describe('phone modal state across a reload', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    clearStoredAccounts();
    useModalStore.setState({ active: null });
    store.setState(initialPhoneSignIn, true);
  });

  it('brings back the open modal, number, countdown and redirect; never the code', async () => {
    store.setState({ view: 'phone', phone: '912345678', code: '000111', requested: true, resendAt: 1_700_000_060_000, callbackUrl: '/zh_tw/play-game/m', pending: 'verify' });
    keep();
    expect(kept).not.toContain('000111');
    await reload();
    expect(store.getState()).toMatchObject({ view: 'phone', phone: '912345678', code: '', requested: true, resendAt: 1_700_000_060_000, callbackUrl: '/zh_tw/play-game/m', pending: null });
  });

  it('an open refusal shows again after the reload, and closing it reopens the phone modal', async () => {
    store.setState({ phone: '912345678' });
    showPhoneFailure({ code: Code.WrongCode, context: 'phone', params: { remainingTime: 1 }, reopen: 'phone' });
    keep();
    await reload();
    expect(modal()).toMatchObject({ kind: 'error', code: Code.WrongCode, context: 'phone', params: { remainingTime: 1 } });
    dismissModal(modal()!.id);
    expect(store.getState()).toMatchObject({ view: 'phone', failure: null, phone: '912345678' });
  });

  it('選擇帳號 comes back with its cookie, and as the phone modal once the cookie is gone', async () => {
    const accounts = { ticket: 't', accounts: [{ Player: { PlayerID: 1, Name: '甲', RegistTime: '2025-01-01' }, Level: 1 }] };
    storeAccounts(accounts);
    store.setState({ view: 'choose', accounts });
    keep();
    expect(kept).not.toContain('"ticket"');
    await reload();
    expect(store.getState()).toMatchObject({ view: 'choose', accounts });
    clearStoredAccounts();
    await reload();
    expect(store.getState()).toMatchObject({ view: 'phone', accounts: null });
  });

  it('an entry that is not the kept shape is ignored', async () => {
    kept = JSON.stringify({ state: { view: 'everything', phone: 42 }, version: 0 });
    await reload();
    expect(store.getState()).toEqual(initialPhoneSignIn);
    kept = 'not json';
    await reload();
    expect(store.getState()).toEqual(initialPhoneSignIn);
  });

  it('once signed in the kept state is forgotten, never shown', () => {
    store.setState({ view: 'phone', phone: '912345678' });
    expect(window.sessionStorage.getItem(KEY)).not.toBeNull();
    forgetPhoneSignIn();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });
});
