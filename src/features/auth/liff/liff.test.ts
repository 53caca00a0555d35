// @vitest-environment jsdom
import { AccountPath, Code, Provider } from '@/protocol';
import { clearApkHandoff, readApkHandoff } from './apk-handoff';
import { FAKE_LIFF_TOKEN_KEY, createFakeLiff } from './fake-liff';
import type { LiffAdapter } from './liff-adapter';
import { LIFF_LOGIN_PENDING, runLiffSignIn } from './liff-sign-in';
import { lobbyCallOver } from '../../../../tests/support/fake-lobby-http';
import { isEmbeddedVisit, isLineVisit, liffVisit } from './embedded-visit';
import { loadLiff } from './load-liff';

function fakeAdapter(token: string | null) {
  const login = vi.fn<LiffAdapter['login']>();
  const init = vi.fn<LiffAdapter['init']>(async () => {});
  return { init, isLoggedIn: () => token !== null, login, getAccessToken: () => token, isInClient: () => true } satisfies LiffAdapter;
}

function deps(reply: unknown, signInResult: number | null = null) {
  let state: string | null = null;
  const post = vi.fn<(path: string, body: unknown) => Promise<unknown>>(async () => reply);
  return {
    post,
    call: lobbyCallOver(post),
    siteId: 'crab',
    redirectUri: 'http://crab.localhost/zh_tw?liff=fake',
    signIn: vi.fn(async () => signInResult),
    state: { get: () => state, set: (v: string | null) => (state = v) },
  };
}

describe('runLiffSignIn', () => {
  it('init → token → third_part/info (SiteID, TPType 7, TPToken) → sign in as that PlayerID', async () => {
    const d = deps({ Code: Code.HttpOk, Message: '', Result: { PlayerID: 42 } });
    const adapter = fakeAdapter('line-at');
    await expect(runLiffSignIn(adapter, 'app-1', d)).resolves.toEqual({ type: 'signed-in' });
    expect(adapter.init).toHaveBeenCalledWith({ liffId: 'app-1' });
    expect(d.post).toHaveBeenCalledWith(AccountPath.ThirdPartyInfo, { SiteID: 'crab', TPType: Provider.line, TPToken: 'line-at' });
    expect(d.signIn).toHaveBeenCalledWith('line-at', 42);
  });

  it('logs in to LINE first (a redirect), once: coming back still logged out is a failure, not a loop', async () => {
    const d = deps(null);
    const adapter = fakeAdapter(null);
    await expect(runLiffSignIn(adapter, 'app', d)).resolves.toEqual({ type: 'redirecting' });
    expect(adapter.login).toHaveBeenCalledWith({ redirectUri: d.redirectUri });
    expect(d.state.get()).toBe(LIFF_LOGIN_PENDING);
    await expect(runLiffSignIn(adapter, 'app', d)).resolves.toEqual({ type: 'failed', code: Code.Silent });
    expect(adapter.login).toHaveBeenCalledTimes(1);
  });

  it('reports the lobby’s code', async () => {
    await expect(runLiffSignIn(fakeAdapter('t'), 'a', deps({ Code: Code.SessionExpired, Message: '', Result: null }))).resolves.toEqual({
      type: 'failed',
      code: Code.SessionExpired,
    });
    await expect(runLiffSignIn(fakeAdapter('t'), 'a', deps({ Code: 0, Message: '', Result: { PlayerID: 1 } }, Code.AccountSuspended))).resolves.toEqual({
      type: 'failed',
      code: Code.AccountSuspended,
    });
  });
});

describe('loadLiff', () => {
  afterEach(() => {
    delete window.liff;
  });
  const env = { liffId: null, qaFakes: false, lobbyUrl: 'http://localhost:4000' };

  it('installs the fake only with QA fakes on and ?liff=fake', async () => {
    expect(await loadLiff(env, { search: '?liff=fake' })).toBeNull();
    const loaded = await loadLiff({ ...env, qaFakes: true }, { search: '?liff=fake&liffName=Amy' });
    expect(loaded?.liffId).toBe('qa-fake');
    expect(loaded?.adapter.isInClient()).toBe(true);
  });

  it('uses window.liff when a LIFF id is configured; nothing otherwise', async () => {
    expect(await loadLiff(env, { search: '' })).toBeNull();
    window.liff = { init: vi.fn(async () => {}), isLoggedIn: () => true, login: vi.fn(), getAccessToken: () => 'tok', isInClient: () => true };
    const loaded = await loadLiff({ ...env, liffId: 'app' }, { search: '' });
    expect(loaded?.liffId).toBe('app');
    expect(loaded?.adapter.getAccessToken()).toBe('tok');
  });

  it('inside LINE, with no SDK on window, uses the @line/liff package; outside LINE, nothing', async () => {
    const sdk = { init: vi.fn(async () => {}), isLoggedIn: () => false, login: vi.fn(), getAccessToken: () => 'pkg', isInClient: () => true };
    vi.doMock('@line/liff', () => ({ default: sdk }));
    const inLine = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Line/13.1.0');
    const loaded = await loadLiff({ ...env, liffId: 'app' }, { search: '' });
    expect(loaded?.adapter.getAccessToken()).toBe('pkg');
    inLine.mockReturnValue('Mozilla/5.0 Chrome');
    expect(await loadLiff({ ...env, liffId: 'app' }, { search: '' })).toBeNull();
    vi.doUnmock('@line/liff');
  });

  it('recognises a LINE visit', () => {
    expect(isLineVisit('Mozilla/5.0 (iPhone) Line/13.1.0', '')).toBe(true);
    expect(isLineVisit('Mozilla/5.0 Chrome', '?liff.state=%2F')).toBe(true);
    expect(isLineVisit('Mozilla/5.0 Chrome', '')).toBe(false);
  });

  it('tells a LIFF or APK visit from a plain one without loading anything (the embedded sign-in loads only then)', () => {
    const plain = { location: { search: '', hash: '' }, userAgent: 'Mozilla/5.0 Chrome', sdk: undefined };
    const off = { liffId: null, qaFakes: false };
    expect(isEmbeddedVisit(off, plain)).toBe(false);
    expect(isEmbeddedVisit({ liffId: 'app', qaFakes: false }, plain)).toBe(false);
    expect(isEmbeddedVisit(off, { ...plain, location: { search: '', hash: '#apkType=7&apkToken=t' } })).toBe(true);
    expect(isEmbeddedVisit(off, { ...plain, location: { search: '?liff=fake', hash: '' } })).toBe(false);
    expect(liffVisit({ liffId: null, qaFakes: true }, { ...plain, location: { search: '?liff=fake' } })).toBe('fake');
    const inLine = { ...plain, userAgent: 'Mozilla/5.0 (iPhone) Line/13.1.0' };
    expect(liffVisit(off, inLine)).toBeNull();
    expect(liffVisit({ liffId: 'app', qaFakes: false }, inLine)).toBe('sdk');
    expect(liffVisit({ liffId: 'app', qaFakes: false }, { ...plain, sdk: {} as never })).toBe('sdk');
  });
});

describe('fake LIFF', () => {
  beforeEach(() => sessionStorage.clear());

  it('logs in by minting a LINE token at the QA API, then returns to the page', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ AccessToken: 'minted' })));
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    const location = vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://x/' } as Location);
    const liff = createFakeLiff({ lobbyUrl: 'http://localhost:4310', name: 'Amy' });
    expect(liff.isLoggedIn()).toBe(false);
    liff.login({ redirectUri: 'http://x/zh_tw?liff=fake' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://x/zh_tw?liff=fake'));
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:4310/__qa/oidc/token', expect.objectContaining({ body: JSON.stringify({ Provider: 'line', Name: 'Amy' }) }));
    expect(sessionStorage.getItem(FAKE_LIFF_TOKEN_KEY)).toBe('minted');
    expect(liff.getAccessToken()).toBe('minted');
    location.mockRestore();
    vi.unstubAllGlobals();
  });
});

describe('APK hand-off', () => {
  it('reads TPType and token from the fragment', () => {
    expect(readApkHandoff('#apkType=7&apkToken=abc')).toEqual({ tpType: 7, tpToken: 'abc' });
    expect(readApkHandoff('#apkType=x&apkToken=abc')).toBeNull();
    expect(readApkHandoff('#apkType=7')).toBeNull();
    expect(readApkHandoff('')).toBeNull();
  });

  it('removes it from the address bar', () => {
    window.history.replaceState(null, '', '/zh_tw?x=1#apkType=7&apkToken=abc');
    clearApkHandoff();
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?x=1');
  });
});
