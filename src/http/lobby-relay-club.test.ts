// @vitest-environment node
/**
 * The site's relay passes every club menu path on with the session's token (the allow-list,
 * src/http/lobby-relay.ts), checks the bodies, and streams the three CSV exports through.
 */
import { NextRequest } from 'next/server';
import { encode } from 'next-auth/jwt';
import { ClubPath, Code } from '@/protocol';
import { defaultRelayDeps, relayLobbyCall } from './lobby-relay';

const SECRET = 'club-relay-test-secret-0123456789abcdef';
const TOKEN = 'lobby-token-of-the-session';

function fakeLobby(file = false) {
  const calls: { url: string; body: unknown; token: string | undefined }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)), token: (init?.headers as Record<string, string>)['api-token'] });
    if (file) return new Response('\uFEFF玩家ID,暱稱\n1,老大\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="club-members-1.csv"' } });
    return new Response(JSON.stringify({ Code: Code.HttpOk, Message: '', Result: null }));
  }) as unknown as typeof fetch;
  return { calls, deps: { ...defaultRelayDeps, fetchImpl } };
}

async function post(path: string, body: unknown, deps: typeof defaultRelayDeps) {
  const jwt = await encode({ token: { token: TOKEN, playerID: 7, provider: 'guest' } as never, secret: SECRET });
  const req = new NextRequest(`http://owl.localhost:3000/api/lobby${path}`, {
    method: 'POST',
    headers: { host: 'owl.localhost:3000', 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie: `next-auth.session-token=${jwt}` },
    body: JSON.stringify(body),
  });
  return relayLobbyCall(req, path, deps);
}

beforeEach(() => vi.stubEnv('NEXTAUTH_SECRET', SECRET));
afterEach(() => vi.unstubAllEnvs());

const BODIES: Record<keyof typeof ClubPath, unknown> = {
  Create: { ClubName: '龍門' },
  Info: {},
  Search: { Keyword: '龍', Page: 1 },
  Apply: { ClubID: 11 },
  ApplicationList: {},
  Accept: { ApplicationID: 41 },
  Reject: { ApplicationID: 41 },
  Description: {},
  DescriptionUpdate: { Description: '每晚九點' },
  Invite: { PlayerID: 9 },
  ExchangeList: { Tab: 0, Page: 1, PerPage: 20 },
  ExchangeListExport: { Tab: 0, Page: 1, PerPage: 2000, Lang: 'zh_tw' },
  MemberList: { Tab: 0, Page: 1, PerPage: 50 },
  MemberListExport: { Tab: 0, Page: 1, PerPage: 2000, Lang: 'vi_vn' },
  CouponListExport: { Page: 1, PerPage: 2000, Lang: 'id_id' },
  ChangeLeader: { PlayerID: 2 },
  AssignSubLeader: { PlayerID: 3 },
  RemoveSubLeader: { PlayerID: 3 },
  CreateChatRoom: {},
  GroupMessage: { Title: '集合', Message: '今晚九點' },
  Dissolve: {},
  Leave: {},
  Kick: { PlayerID: 3 },
};
const FILES = new Set<string>([ClubPath.MemberListExport, ClubPath.ExchangeListExport, ClubPath.CouponListExport]);

describe('club paths through the relay', () => {
  it.each(Object.entries(BODIES).map(([name, body]) => [ClubPath[name as keyof typeof ClubPath], body] as const))('relays %s with the session token', async (path, body) => {
    const lobby = fakeLobby(FILES.has(path));
    const res = await post(path, body, lobby.deps);
    expect(res.status).toBe(200);
    expect(lobby.calls).toHaveLength(1);
    expect(lobby.calls[0]!.url.endsWith(path)).toBe(true);
    expect(lobby.calls[0]!.body).toEqual(body);
    expect(lobby.calls[0]!.token).toBe(TOKEN);
    if (FILES.has(path)) {
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toContain('club-members-1.csv');
    }
  });

  it('refuses bad bodies without asking the lobby', async () => {
    const lobby = fakeLobby();
    expect((await post(ClubPath.Kick, {}, lobby.deps)).status).toBe(400);
    expect((await post(ClubPath.MemberListExport, { Page: 1, PerPage: 5000 }, lobby.deps)).status).toBe(400);
    expect((await post(ClubPath.GroupMessage, { Title: '', Message: 'x' }, lobby.deps)).status).toBe(400);
    expect(lobby.calls).toEqual([]);
  });
});
