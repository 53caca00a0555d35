import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { forgetReads } from '@/http/forget-reads';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { RuntimeConfigProvider } from '@/config/runtime-context';
import { AnnouncementPath, Code, type AnnouncementInfo, type AnnouncementListRequest, type AnnouncementSummary } from '@/protocol';
import { renderWithI18n } from '@/ui/testing';
import { AnnouncementsPage } from './components/announcements-page';
import { ArticleDetail } from './components/article-detail';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

const LOBBY = 'http://lobby.test';
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 20, 16, 30); // 2026.11.21 00:30 in Taipei

/** 23 articles: ids 1–23, category (id % 7) + 1, id 23 pinned, newer ids newer. */
const ARTICLES: AnnouncementSummary[] = Array.from({ length: 23 }, (_, i) => ({
  ID: i + 1,
  Category: ((i + 1) % 7) + 1,
  Title: `公告 ${i + 1}`,
  Summary: `摘要 ${i + 1}`,
  CreateTime: T0 - (23 - i - 1) * HOUR,
  IsTop: i + 1 === 23,
}));
const ordered = [...ARTICLES].sort((a, b) => Number(b.IsTop) - Number(a.IsTop) || b.CreateTime - a.CreateTime);

const PAYLOAD =
  '<p>第一段 <b>粗體</b></p><ul><li>項目一</li></ul><a href="https://example.com/promo">活動連結</a>' +
  '<img src="/images/games/dragon.svg" alt="金龍" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>' +
  '<p onclick="window.__pwned = 3">點我</p><iframe src="https://evil.example"></iframe>';

const requests: AnnouncementListRequest[] = [];
const server = setupServer(
  http.post(`${LOBBY}${AnnouncementPath.List}`, async ({ request }) => {
    const body = (await request.json()) as AnnouncementListRequest;
    requests.push(body);
    const per = body.PerPage ?? 10;
    const matching = ordered.filter((a) => !body.Category || a.Category === body.Category);
    const List = matching.slice((body.Page - 1) * per, body.Page * per);
    return HttpResponse.json({ Code: Code.HttpOk, Message: '', Result: { Page: body.Page, PerPage: per, Total: matching.length, List } });
  }),
  http.post(`${LOBBY}${AnnouncementPath.Info}`, async ({ request }) => {
    const { ID } = (await request.json()) as { ID: number };
    const found = ARTICLES.find((a) => a.ID === ID);
    if (!found) return HttpResponse.json({ Code: Code.AnnouncementNotFound, Message: 'announcement not found', Result: null });
    const info: AnnouncementInfo = { ...found, Content: PAYLOAD };
    return HttpResponse.json({ Code: Code.HttpOk, Message: '', Result: info });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(ui: ReactElement) {
  return renderWithI18n(<RuntimeConfigProvider value={{ lobbyUrl: LOBBY, locale: 'zh_tw' }}>{ui}</RuntimeConfigProvider>);
}

const titles = () => screen.getAllByRole('listitem').map((li) => within(li).getByText(/^公告 \d+$/).textContent);

describe('/announcement', () => {
  it('lists the articles pinned first with category, date and summary, ten at a time with load more', async () => {
    renderPage(<AnnouncementsPage />);
    expect(await screen.findByRole('heading', { name: '最新消息' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['全部', '維護', '權益', '遊戲', '優惠', '競賽', '其他', '活動']);
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(titles().slice(0, 3)).toEqual(['公告 23', '公告 22', '公告 21']);
    const first = screen.getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('置頂');
    expect(first).toHaveTextContent('遊戲'); // category (23 % 7) + 1 = 3
    expect(first).toHaveTextContent('2026.11.21 00:30');
    expect(first).toHaveTextContent('摘要 23');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/zh_tw/announcement/23');

    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    await waitFor(() => expect(titles()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    await waitFor(() => expect(titles()).toHaveLength(23));
    expect(screen.queryByRole('button', { name: '載入更多' })).not.toBeInTheDocument();
    expect(new Set(titles()).size).toBe(23);
  }, 30_000);

  it('a category tab asks for that category only', async () => {
    renderPage(<AnnouncementsPage />);
    await waitFor(() => expect(titles()).toHaveLength(10));
    fireEvent.click(screen.getByRole('tab', { name: '競賽' }));
    await waitFor(() => expect(titles()).toEqual(['公告 18', '公告 11', '公告 4']));
    expect(requests.at(-1)).toMatchObject({ Category: 5, Page: 1, Lang: 'zh_tw' });
    for (const li of screen.getAllByRole('listitem')) expect(li).toHaveTextContent('競賽');
  });

  it('says so when a category has none, and offers a retry when the lobby cannot be reached', async () => {
    server.use(http.post(`${LOBBY}${AnnouncementPath.List}`, () => HttpResponse.json({ Code: Code.HttpOk, Message: '', Result: { Page: 1, PerPage: 10, Total: 0, List: [] } })));
    const { unmount } = renderPage(<AnnouncementsPage />);
    expect(await screen.findByText('目前沒有公告')).toBeInTheDocument();
    unmount();
    // a later visit that finds the lobby down (what the first one read is forgotten)
    forgetReads();
    server.use(http.post(`${LOBBY}${AnnouncementPath.List}`, () => HttpResponse.error()));
    renderPage(<AnnouncementsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('公告載入失敗，請稍後再試');
    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: '重新載入' }));
    await waitFor(() => expect(titles()).toHaveLength(10));
  });

  it('/other/announcement shows the maintenance category without tabs', async () => {
    renderPage(<AnnouncementsPage system />);
    expect(await screen.findByRole('heading', { name: '系統公告' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['公告 21', '公告 14', '公告 7']));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ Category: 1 });
  });
});

describe('/announcement/[id]', () => {
  afterEach(() => {
    delete (window as { __pwned?: number }).__pwned;
  });

  it('shows the article; its HTML keeps bold, lists, links and images and loses every script', async () => {
    renderPage(<ArticleDetail id={5} />);
    const heading = await screen.findByRole('heading', { name: '公告 5' });
    const article = heading.closest('article')!;
    expect(article).toHaveTextContent('其他'); // category (5 % 7) + 1 = 6
    expect(within(article).getByText('粗體').tagName).toBe('B');
    expect(within(article).getByText('項目一').closest('ul')).not.toBeNull();
    const link = within(article).getByRole('link', { name: '活動連結' });
    expect(link).toHaveAttribute('href', 'https://example.com/promo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const img = within(article).getByRole('img', { name: '金龍' });
    expect(img).not.toHaveAttribute('onerror');
    expect(article.querySelector('script, iframe, [onclick], [onerror]')).toBeNull();
    expect(document.body.innerHTML).not.toContain('__pwned');
    fireEvent.click(within(article).getByText('點我'));
    await act(async () => {
      img.dispatchEvent(new Event('error'));
    });
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/zh_tw/announcement');
  });

  it('an unknown article says so (200401) and offers no retry', async () => {
    renderPage(<ArticleDetail id={999} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('查無此公告，可能已下架');
    expect(screen.queryByRole('button', { name: '重新載入' })).not.toBeInTheDocument();
  });

  it('an id that is no number is unknown without asking the lobby', async () => {
    renderPage(<ArticleDetail id={0} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('查無此公告，可能已下架');
  });
});
