/**
 * The XSS corpus in news (issue 38 item 2): every payload as a news ticker line (with and
 * without an article), as article titles and summaries in the article list, as home's latest
 * articles and pinned titles, and as an article page's title and HTML body (the sanitised
 * path, with harmless formatting around it). The lobby answers over msw, as in the pages'
 * own tests. Texts show as written; the HTML keeps its formatting; the page holds no live
 * markup (tests/xss/component.ts).
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { RuntimeConfigProvider } from '@/config/runtime-context';
import { AnnouncementPath, Code, type AnnouncementInfo, type AnnouncementSummary } from '@/protocol';
import { renderWithI18n } from '@/ui/testing';
import { byAttribute, expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS, type XssPayload } from '../../../tests/xss/component';
import { AnnouncementsPage } from './components/announcements-page';
import { ArticleDetail } from './components/article-detail';
import { HomeNews } from './components/home-news';
import { NewsTicker } from './components/news-ticker';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));
vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'unauthenticated', data: null }) }));

setupXssTrap();

const LOBBY = 'http://lobby.test';
const T0 = Date.UTC(2026, 10, 20, 16, 30);
const FORMATTING = '<p>段落</p><p><b>粗體</b> <i>斜體</i> <strong>強調</strong></p><ul><li>第一項</li><li>第二項</li></ul><a href="https://example.com/news">連結</a>';

const article = (p: XssPayload): AnnouncementSummary => ({ ID: p.id, Category: (p.id % 7) + 1, Title: p.text, Summary: p.text, CreateTime: T0 - p.id * 60_000, IsTop: p.id === 1 });

const server = setupServer(
  http.post(`${LOBBY}${AnnouncementPath.List}`, () =>
    HttpResponse.json({ Code: Code.HttpOk, Message: '', Result: { Page: 1, PerPage: XSS_PAYLOADS.length, Total: XSS_PAYLOADS.length, List: XSS_PAYLOADS.map(article) } }),
  ),
  http.post(`${LOBBY}${AnnouncementPath.Info}`, async ({ request }) => {
    const { ID } = (await request.json()) as { ID: number };
    const p = XSS_PAYLOADS.find((q) => q.id === ID)!;
    const info: AnnouncementInfo = { ...article(p), Content: FORMATTING + p.text };
    return HttpResponse.json({ Code: Code.HttpOk, Message: '', Result: info });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const renderPage = (ui: ReactElement) => renderWithI18n(<RuntimeConfigProvider value={{ lobbyUrl: LOBBY, locale: 'zh_tw' }}>{ui}</RuntimeConfigProvider>);

describe('the XSS corpus in news', () => {
  it('the news ticker: lines with an article (links) and without (text)', () => {
    const { container } = renderPage(<NewsTicker label="跑馬燈" rows={XSS_PAYLOADS.map((p) => ({ Text: p.text, ID: p.id % 2 ? p.id : 0 }))} />);
    // the lines are there twice (the loop has no seam): each copy holds each line once
    const copies = container.querySelectorAll('section ul');
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const lines = copy.children;
      for (const [i, p] of XSS_PAYLOADS.entries()) {
        expectShownAsText(lines[i]!, [p], `ticker line ${p.id}`);
        if (p.id % 2) expect(lines[i]!.querySelector('a')?.getAttribute('href')).toBe(`/zh_tw/announcement/${p.id}`);
      }
    }
    expectInert();
  });

  it('the article list: titles and summaries', async () => {
    const { container } = renderPage(<AnnouncementsPage />);
    await waitFor(() => expect(container.querySelectorAll('a[href^="/zh_tw/announcement/"]')).toHaveLength(XSS_PAYLOADS.length));
    const links = byAttribute('href', container);
    for (const p of XSS_PAYLOADS) expectShownAsText(links.get(`/zh_tw/announcement/${p.id}`) ?? null, [p], `article row ${p.id}`, () => 2);
    expectInert();
  });

  it('home: the latest articles and the pinned titles in the ticker', () => {
    const items = XSS_PAYLOADS.map((p) => ({ ID: p.id, Title: p.text, Category: 4, CategoryLabel: '優惠', IsTop: true, Date: '2026.11.21', DateTime: new Date(T0).toISOString() }));
    const { container } = renderPage(<HomeNews news={{ items, texts: { ticker: '跑馬燈', empty: '沒有消息', failed: '載入失敗' } }} />);
    const all = [...container.querySelectorAll('a[href]')];
    const links = (p: XssPayload) => all.filter((a) => a.getAttribute('href') === `/zh_tw/announcement/${p.id}`);
    // in the list and in the ticker (twice there: its two copies)
    for (const p of XSS_PAYLOADS) {
      const found = links(p);
      expect(found.length, `links to article ${p.id}`).toBeGreaterThanOrEqual(2);
      for (const link of found) expectShownAsText(link, [p], `home link to article ${p.id}`);
    }
    expectInert();
  });

  // one page per payload, each its own test: a page asks the lobby for its article
  it.each(XSS_PAYLOADS.map((p) => [p.id, p] as const))('an article page (payload %i): the title as text, the HTML body sanitised with its formatting', async (_id, p) => {
    const { container } = renderPage(<ArticleDetail id={p.id} />);
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe(p.text));
    const body = container.querySelector('article')!;
    expect(body.querySelector('b')?.textContent).toBe('粗體');
    expect(body.querySelector('i')?.textContent).toBe('斜體');
    expect(body.querySelector('strong')?.textContent).toBe('強調');
    expect([...body.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['第一項', '第二項']);
    const link = [...body.querySelectorAll('a')].find((a) => a.textContent === '連結');
    expect(link?.getAttribute('href')).toBe('https://example.com/news');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expectInert();
  });
});
