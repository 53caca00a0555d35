import { authorizeQaToken, qaProviderOf, qaProviders, qaSignInEnabled } from './qa-token-provider';

const player = {
  PlayerID: 6,
  Name: '測試員',
  VIPLevel: 5,
  Level: 30,
  PicURL: '',
  PictureSetting: 1,
  Information: '',
  Bag: { Items: { '1': { Amount: 1000 } } },
  Club: null,
  RegistTime: '2026-01-01T00:00:00+08:00',
  LastLoginTime: '2026-12-01T00:00:00+08:00',
  TPIDs: { '6': '0912345678' },
  RegistSituation: 1,
};

describe('qa-token sign-in (QA only)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('exists only when the Next server runs with QA_MODE=1', () => {
    expect(qaSignInEnabled({})).toBe(false);
    expect(qaSignInEnabled({ QA_MODE: '0' })).toBe(false);
    expect(qaProviders({ NODE_ENV: 'production' })).toEqual([]);
    // next-auth v4 takes the id from the options it was created with
    expect(qaProviders({ QA_MODE: '1' }).map((p) => (p as { options?: { id?: string } }).options?.id)).toEqual(['qa-token']);
  });

  it('signs in as the player behind the token, like a real sign-in, never as new', async () => {
    vi.stubEnv('QA_MODE', '1');
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ Code: 0, Message: '', Result: player })));
    const user = await authorizeQaToken({ token: 'tok' }, fetchImpl as typeof fetch);
    expect(user).toMatchObject({ id: '6', name: '測試員', token: 'tok', provider: 'phone', playerID: 6, isRegist: false, phone: '0912345678', vipLevel: 5, level: 30 });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/player\/info$/);
    expect((init.headers as Record<string, string>)['api-token']).toBe('tok');
  });

  it('refuses an unknown token, an unreachable lobby, and everything without QA_MODE', async () => {
    vi.stubEnv('QA_MODE', '1');
    const refused = vi.fn(async () => new Response(JSON.stringify({ Code: 100005, Message: 'expired', Result: null })));
    expect(await authorizeQaToken({ token: 'old' }, refused as typeof fetch)).toBeNull();
    const down = vi.fn(async () => Promise.reject(new Error('ECONNREFUSED')));
    expect(await authorizeQaToken({ token: 'x' }, down as typeof fetch)).toBeNull();
    vi.stubEnv('QA_MODE', '0');
    const ok = vi.fn(async () => new Response(JSON.stringify({ Code: 0, Message: '', Result: player })));
    expect(await authorizeQaToken({ token: 'tok' }, ok as typeof fetch)).toBeNull();
    expect(ok).not.toHaveBeenCalled();
  });

  it('picks the provider asked for, else phone with a phone, else LINE', () => {
    expect(qaProviderOf('guest', player as never)).toBe('guest');
    expect(qaProviderOf(undefined, player as never)).toBe('phone');
    expect(qaProviderOf('nonsense', { ...player, TPIDs: {} } as never)).toBe('line');
  });
});
