import { act, screen, waitFor, within } from '@testing-library/react';
import { RuntimeConfigProvider } from '@/config/runtime-context';
import { Code, Op, type NewsTickerResult } from '@/protocol';
import type { SocketState } from '@/socket';
import { renderWithI18n } from '@/ui/testing';
import { HomeNews } from './components/home-news';
import type { HomeNewsItem } from './home-news-server';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

// The lobby socket, faked: its state, the 12740 request and the 12741 listeners.
const socket = vi.hoisted(() => ({
  state: 'idle' as SocketState,
  session: 'unauthenticated' as 'authenticated' | 'unauthenticated',
  listeners: [] as ((reply: unknown) => void)[],
  request: vi.fn(),
}));
vi.mock('next-auth/react', () => ({ useSession: () => ({ status: socket.session, data: null }) }));
vi.mock('@/socket/use-socket-state', () => ({ useSocketState: () => socket.state }));
vi.mock('@/socket', () => ({
  getSockets: () => ({
    lobby: {
      request: socket.request,
      on: (_op: number, fn: (reply: unknown) => void) => {
        socket.listeners.push(fn);
        return () => socket.listeners.splice(socket.listeners.indexOf(fn), 1);
      },
    },
  }),
}));

const LOBBY = 'http://lobby.test';
const item = (ID: number, IsTop = false): HomeNewsItem => ({
  ID,
  Category: 4,
  CategoryLabel: '優惠',
  Title: `消息 ${ID}`,
  IsTop,
  Date: `2026.01.0${ID}`,
  DateTime: new Date(Date.UTC(2026, 0, ID)).toISOString(),
});
const LIST = [item(9, true), item(8), item(7), item(6), item(5)];
const TEXTS = { ticker: '最新消息跑馬燈', empty: '目前沒有消息', failed: '消息載入失敗' };

const original = { matchMedia: window.matchMedia, animate: Element.prototype.animate };
afterEach(() => {
  window.matchMedia = original.matchMedia;
  Element.prototype.animate = original.animate;
});
beforeEach(() => {
  socket.state = 'idle';
  socket.session = 'unauthenticated';
  socket.listeners.length = 0;
  socket.request.mockReset();
});

const render = (items: HomeNewsItem[] | null = LIST) =>
  renderWithI18n(
    <RuntimeConfigProvider value={{ lobbyUrl: LOBBY, locale: 'zh_tw' }}>
      <HomeNews news={{ items, texts: TEXTS }} />
    </RuntimeConfigProvider>,
  );
const ticker = () => screen.getByRole('region', { name: '最新消息跑馬燈' });

describe('home news', () => {
  it('shows the latest articles, each opening its detail page; a visitor’s ticker shows the pinned ones', async () => {
    render();
    const link = await screen.findByRole('link', { name: /消息 8/ });
    expect(link).toHaveAttribute('href', '/zh_tw/announcement/8');
    expect(link).toHaveTextContent('優惠');
    const lines = within(ticker()).getAllByRole('link');
    expect(lines.map((l) => l.textContent)).toEqual(['消息 9']);
    expect(lines[0]).toHaveAttribute('href', '/zh_tw/announcement/9');
    expect(socket.request).not.toHaveBeenCalled();
  }, 30_000);

  it('a signed-in player’s ticker comes from 12740 and follows 12741 pushes of this language only', async () => {
    socket.state = 'ready';
    socket.session = 'authenticated';
    const first: NewsTickerResult = { Lang: 'zh_tw', Rows: [{ Text: '歡迎光臨', ID: 0 }, { Text: '首儲加碼', ID: 9 }] };
    socket.request.mockResolvedValue({ ok: true, result: first });
    render();
    // the live ticker's code is a dynamic import (the session runtime): its first transform in a
    // cold test run took just over waitFor's default second on a busy machine
    await waitFor(() => expect(within(ticker()).getByRole('link', { name: '首儲加碼' })).toHaveAttribute('href', '/zh_tw/announcement/9'), { timeout: 15_000 });
    expect(within(ticker()).getAllByText('歡迎光臨')[0]!.tagName).toBe('SPAN');
    expect(socket.request).toHaveBeenCalledWith(Op.NewsTicker, { Lang: 'zh_tw' });

    const push = (Result: NewsTickerResult) => act(() => socket.listeners.forEach((fn) => fn({ OP: Op.NewsTickerReply, Code: Code.Ok, Message: '', Result })));
    push({ Lang: 'vi_vn', Rows: [{ Text: 'Xin chào', ID: 0 }] });
    expect(within(ticker()).queryByText('Xin chào')).not.toBeInTheDocument();
    push({ Lang: 'zh_tw', Rows: [{ Text: 'QA 跑馬燈', ID: 0 }] });
    expect(within(ticker()).getAllByText('QA 跑馬燈')[0]).toBeInTheDocument();
    expect(within(ticker()).queryByText('首儲加碼')).not.toBeInTheDocument();
  }, 30_000);

  it('stands still, once, for a player who prefers reduced motion; otherwise the second copy is hidden from readers', async () => {
    const animate = vi.fn(() => ({ cancel: vi.fn(), pause: vi.fn(), play: vi.fn() }));
    Element.prototype.animate = animate as unknown as Element['animate'];
    window.matchMedia = vi.fn((query: string) => ({ matches: query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
    const { unmount } = render();
    await screen.findByRole('link', { name: /消息 8/ });
    expect(within(ticker()).getAllByText('消息 9')).toHaveLength(1);
    expect(animate).not.toHaveBeenCalled();
    unmount();

    window.matchMedia = vi.fn((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
    render();
    await screen.findByRole('link', { name: /消息 8/ });
    const copies = within(ticker()).getAllByText('消息 9');
    expect(copies).toHaveLength(2);
    expect(copies[1]!.closest('ul')).toHaveAttribute('aria-hidden', 'true');
    expect(copies[1]).toHaveAttribute('tabindex', '-1');
  }, 30_000);

  it('says when the news could not be read, and when there is none', () => {
    const { unmount } = render(null);
    expect(screen.getByText(TEXTS.failed)).toBeInTheDocument();
    unmount();
    render([]);
    expect(screen.getByText(TEXTS.empty)).toBeInTheDocument();
  });
});
