/**
 * The lobby's HTTP side faked at the network (msw), for tests of code that calls `lobbyCall`:
 * every POST to this site's relay (`/api/lobby/api/v1/...`) and to a lobby's public URL
 * (`http(s)://host/api/v1/...`) is answered by `answer(path, body)` with the envelope it returns
 * (`{Code, Message, Result}`; a promise that never settles keeps the call pending). The test's
 * `answer` is usually a `vi.fn`, so it asserts what was sent with `toHaveBeenCalledWith(path, body)`.
 * Call it at the top of a test file: it listens for the file and refuses any other request.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { readReply } from '@/http/lobby-call';
import type { LobbyCall } from '@/http/use-lobby-call';
import type { BrowserEndpoint } from '@/protocol';

export type LobbyAnswer = (path: string, body: unknown) => unknown;

/** The relay's and the lobby's `/api/v1/...` path of a request URL, or null. */
function lobbyPath(url: string): { path: string; via: 'relay' | 'direct' } | null {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/lobby/api/v1/')) return { path: pathname.slice('/api/lobby'.length), via: 'relay' };
  if (pathname.startsWith('/api/v1/')) return { path: pathname, via: 'direct' };
  return null;
}

export function fakeLobbyHttp(answer: LobbyAnswer): { calls: { path: string; via: 'relay' | 'direct'; body: unknown }[] } {
  const calls: { path: string; via: 'relay' | 'direct'; body: unknown }[] = [];
  const server = setupServer(
    http.post(/\/api\/v1\//, async ({ request }) => {
      const at = lobbyPath(request.url);
      if (!at) return HttpResponse.json({ Code: 404, Message: 'not a lobby path', Result: null }, { status: 404 });
      const body: unknown = await request.json().catch(() => undefined);
      calls.push({ ...at, body });
      return HttpResponse.json((await answer(at.path, body)) ?? null);
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    calls.length = 0;
  });
  afterAll(() => server.close());
  return { calls };
}

/**
 * A `LobbyCall` (src/http/use-lobby-call.ts) over a fake that answers envelopes by path, for
 * code that takes its lobby call as a dependency: the envelope is read exactly as `lobbyCall`
 * reads a real reply (its Result checked by the endpoint's schema).
 */
export function lobbyCallOver(answer: LobbyAnswer): LobbyCall {
  return (async (endpoint: BrowserEndpoint, body: unknown) => readReply(endpoint, await answer(endpoint.path, body))) as LobbyCall;
}
