import { playerForToken, qaProviders, qaSessionUser, qaSignInEnabled } from './qa-token-provider';

const player = { PlayerID: 6, Name: '測試員', VIPLevel: 5, Level: 30, TPIDs: { '6': '0912345678' } };

describe('qa-token sign-in (QA only)', () => {
  it('exists only when the Next server runs with QA_MODE=1', () => {
    expect(qaSignInEnabled({})).toBe(false);
    expect(qaSignInEnabled({ QA_MODE: '0' })).toBe(false);
    expect(qaProviders({ NODE_ENV: 'production' })).toEqual([]);
    // next-auth v4 takes the id from the options it was created with
    expect(qaProviders({ QA_MODE: '1' }).map((p) => (p as { options?: { id?: string } }).options?.id)).toEqual(['qa-token']);
  });

  it('reads the player behind a token from /api/v1/player/info', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ Code: 0, Message: '', Result: player })));
    expect(await playerForToken('tok', fetchImpl as typeof fetch)).toEqual(player);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/player\/info$/);
    expect((init.headers as Record<string, string>)['api-token']).toBe('tok');
    const refused = vi.fn(async () => new Response(JSON.stringify({ Code: 100005, Message: 'expired', Result: null })));
    expect(await playerForToken('old', refused as typeof fetch)).toBeNull();
    const down = vi.fn(async () => Promise.reject(new Error('ECONNREFUSED')));
    expect(await playerForToken('x', down as typeof fetch)).toBeNull();
  });

  it('builds the session user like a real sign-in (never a guest unless asked)', () => {
    expect(qaSessionUser('phone', 'tok', player as never)).toEqual({
      id: '6',
      name: '測試員',
      token: 'tok',
      provider: 'phone',
      playerID: 6,
      isRegist: false,
      phone: '0912345678',
      vipLevel: 5,
      level: 30,
    });
  });
});
