// @vitest-environment node
import { AnnouncementPath, type AnnouncementSummary } from '@/protocol/announcements';
import { Code } from '@/protocol/codes';
import { fetchHomeNews, HOME_NEWS_COUNT } from './home-news-server';

const answer = (body: unknown): typeof fetch => vi.fn(async () => Response.json(body)) as unknown as typeof fetch;
const article = (ID: number, IsTop = false): AnnouncementSummary => ({ ID, Category: 4, Title: `消息 ${ID}`, Summary: '', CreateTime: Date.UTC(2026, 0, ID, 20), IsTop });

describe('fetchHomeNews (home, on the web server)', () => {
  it('asks the lobby for the latest articles in the page language and resolves their category and Taipei date', async () => {
    const fetchImpl = answer({ Code: Code.HttpOk, Message: '', Result: { Page: 1, PerPage: 5, Total: 2, List: [article(9, true), article(8)] } });
    const news = await fetchHomeNews('zh_tw', fetchImpl);
    const [url, init] = vi.mocked(fetchImpl).mock.calls[0]!;
    expect(url).toMatch(new RegExp(`${AnnouncementPath.List}$`));
    expect(JSON.parse(String(init!.body))).toEqual({ Lang: 'zh_tw', Page: 1, PerPage: HOME_NEWS_COUNT });
    // 20:00 UTC on 9 January is 04:00 on the 10th in Taipei.
    expect(news.items?.[0]).toMatchObject({ ID: 9, Title: '消息 9', CategoryLabel: '優惠', IsTop: true, Date: '2026.01.10' });
    expect(news.texts.ticker).toBe('最新消息跑馬燈');
  });

  it('gives null items (and the texts) when the lobby refuses, answers something unreadable or is unreachable', async () => {
    for (const fetchImpl of [
      answer({ Code: Code.Silent, Message: '', Result: null }),
      answer({ Code: Code.HttpOk, Message: '', Result: { List: [{ ID: 'x' }] } }),
      (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    ]) {
      const news = await fetchHomeNews('vi_vn', fetchImpl);
      expect(news.items).toBeNull();
      expect(news.texts.failed).not.toBe('');
    }
  });
});
