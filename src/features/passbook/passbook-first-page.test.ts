import { AccountHelperPath } from '@/protocol/http-paths';
import { FIRST_PAGE_TIMEOUT_MS, passbookFirstPage, type FirstPageDeps } from './passbook-first-page';

const NOW = Date.UTC(2026, 10, 28, 12);
const PAGE = { Tab: 1, Page: 1, PerPage: 2, Total: 1, List: [{ ID: 7, CreateTime: NOW - 1000, ItemID: 1, Source: 'system', Reason: 'qaAdjust', Detail: '系統調整', BeforeAmount: 0, AfterAmount: 1_234_567 }] };

function deps(token: string | null, reply: () => Promise<Response>): FirstPageDeps & { calls: { url: string; init: RequestInit }[] } {
  const calls: { url: string; init: RequestInit }[] = [];
  return {
    calls,
    sessionToken: async () => token,
    fetchImpl: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return reply();
    },
    now: () => NOW,
  };
}
const json = (body: unknown) => async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('passbookFirstPage', () => {
  it('asks the lobby for 日金 page 1 of the last 14 days with the session token, and checks the answer', async () => {
    const d = deps('lobby-token', json({ Code: 0, Message: '', Result: PAGE }));
    expect(await passbookFirstPage('vi_vn', d)).toEqual({ lang: 'vi_vn', result: PAGE });
    expect(d.calls).toHaveLength(1);
    const [{ url, init }] = d.calls as [{ url: string; init: RequestInit }];
    expect(new URL(url).pathname).toBe(AccountHelperPath.BagLog);
    expect((init.headers as Record<string, string>)['api-token']).toBe('lobby-token');
    expect(JSON.parse(String(init.body))).toEqual({ ItemID: 1, StartTime: NOW - 14 * 24 * 3_600_000, EndTime: NOW, Lang: 'vi_vn', Page: 1, PerPage: 2, Tab: 1 });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(FIRST_PAGE_TIMEOUT_MS).toBeLessThanOrEqual(2000);
  });

  it('is null without a session (no request), on a refusal, an unreadable answer or no answer', async () => {
    const none = deps(null, json({ Code: 0, Result: PAGE }));
    expect(await passbookFirstPage('zh_tw', none)).toBeNull();
    expect(none.calls).toHaveLength(0);
    expect(await passbookFirstPage('zh_tw', deps('t', json({ Code: 100005, Message: '連線已過期，請重新登入' })))).toBeNull();
    expect(await passbookFirstPage('zh_tw', deps('t', json({ Code: 0, Result: { ...PAGE, List: [{ ID: 'x' }] } })))).toBeNull();
    expect(await passbookFirstPage('zh_tw', deps('t', async () => new Response('<html>', { status: 502 })))).toBeNull();
    expect(await passbookFirstPage('zh_tw', deps('t', () => Promise.reject(new TypeError('fetch failed'))))).toBeNull();
  });
});
