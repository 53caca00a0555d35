import { act, screen, waitFor, within } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { ChannelType, type ReceivedChatMessage } from '@/protocol';
import { resetChat } from '../handlers';
import { newChannel, useChatStore } from '../store';
import { useUnreadStore } from '../unread-store';
import { msg, range, renderChat, unsequenced } from '../test-utils';
import { useChatViewStore } from '../view-store';
import { MessageList } from './message-list';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'zh_tw' }),
  useRouter: () => ({ push: vi.fn() }),
}));

function withChannel(messages: ReceivedChatMessage[], fields: Partial<ReturnType<typeof newChannel>> = {}) {
  useUnreadStore.setState({ selfId: 1 });
  useChatStore.setState({
    channels: { '1': { ...newChannel('1', ChannelType.Public, 0), messages, loaded: true, hasMore: false, page: 1, ...fields } },
  });
}

/** Renders the list and lets Virtuoso measure and place its rows. */
// Virtuoso keeps its rows `visibility: hidden` until it has scrolled to the initial item,
// which jsdom never reports, so rows are found by label and text rather than by role.
async function renderList({ rows = 1 } = {}) {
  const view = renderChat(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 640, itemHeight: 72 }}>
      <div style={{ height: 640 }}>
        <MessageList channelKey="1" label="公頻訊息" />
      </div>
    </VirtuosoMockContext.Provider>,
  );
  if (rows) await waitFor(() => expect(document.querySelectorAll('[data-message-id]').length).toBeGreaterThanOrEqual(rows));
  return view;
}

afterEach(() => resetChat());

describe('MessageList', async () => {
  it('keeps the DOM small with 10,000 messages (virtualised)', async () => {
    withChannel(range(1, 10_000));
    await renderList();
    const rows = document.querySelectorAll('[data-seq]');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
    expect(screen.getByTestId('message-list')).toHaveAttribute('data-message-count', '10000');
    // it opens at the newest
    expect(document.querySelector('[data-seq="10000"]')).not.toBeNull();
    expect(document.querySelector('[data-seq="1"]')).toBeNull();
  });

  it('shows messages shaped as chat §3 gives them (no Seq, no display data: decision 328) in order, the divider placed by ID', async () => {
    const messages = unsequenced(1, 3, { PlayerID: 7, From: '7' });
    withChannel(messages);
    useChatViewStore.setState({ divider: { key: '1', count: 2 } });
    await renderList({ rows: 3 });
    const rows = [...document.querySelectorAll('[data-message-id]')];
    expect(rows.map((r) => Number(r.getAttribute('data-message-id')))).toEqual(messages.map((m) => m.ID));
    expect(rows.map((r) => r.querySelector('[data-message-text]')?.textContent)).toEqual(['訊息 1', '訊息 2', '訊息 3']);
    expect(rows.some((r) => r.hasAttribute('data-seq'))).toBe(false);
    // the unread divider sits above the older of the two unread
    expect(useChatViewStore.getState().divider?.messageId).toBe(messages[1]?.ID);
    expect(within(rows[1] as HTMLElement).getByLabelText('以下為未讀訊息')).toBeInTheDocument();
    // no name of ours: the sender's From; no VIP level: no badge
    expect(rows[0]?.querySelector('button')).toHaveAttribute('aria-label', '查看 7 的玩家資訊');
    expect(screen.queryByText(/^VIP/)).toBeNull();
  });

  it('is a focusable, labelled log', async () => {
    withChannel(range(1, 3));
    await renderList();
    const log = screen.getByRole('log', { name: '公頻訊息' });
    expect(log).toHaveAttribute('tabindex', '0');
  });

  it('says in data-history whether older pages are loading, left on the server, or all in', async () => {
    withChannel(range(1, 3), { hasMore: true, loading: true });
    const { unmount } = await renderList();
    expect(screen.getByTestId('message-list')).toHaveAttribute('data-history', 'loading');
    act(() => useChatStore.setState((s) => ({ channels: { '1': { ...s.channels['1']!, loading: false } } })));
    expect(screen.getByTestId('message-list')).toHaveAttribute('data-history', 'more');
    unmount();
    withChannel(range(1, 3));
    await renderList();
    expect(screen.getByTestId('message-list')).toHaveAttribute('data-history', 'complete');
  });

  it('says 暫無聊天紀錄 when the channel is empty, 載入中 before its first page', async () => {
    useChatStore.setState({ channels: { '1': newChannel('1', ChannelType.Public, 0) } });
    const { unmount } = await renderList({ rows: 0 });
    expect(screen.getByText('載入中.....')).toBeInTheDocument();
    unmount();
    withChannel([]);
    await renderList({ rows: 0 });
    expect(screen.getByText('暫無聊天紀錄')).toBeInTheDocument();
  });

  it('groups by date with a weekday, and shows the unread divider where it was placed', async () => {
    const day = 24 * 3600_000;
    withChannel([msg({ Seq: 1 }), msg({ Seq: 2, CreateTime: msg({ Seq: 2 }).CreateTime + day })]);
    useChatViewStore.setState({ divider: { key: '1', count: 1 } });
    await renderList({ rows: 2 });
    expect(screen.getByLabelText('2025.01.15 星期三')).toBeInTheDocument();
    expect(screen.getByLabelText('2025.01.16 星期四')).toBeInTheDocument();
    expect(screen.getByLabelText('以下為未讀訊息')).toBeInTheDocument();
    expect(useChatViewStore.getState().divider?.messageId).toBe(msg({ Seq: 2 }).ID);
  });

  it('a divider set after the list loaded (the channel activated again) is placed, and stays as an older page comes in', async () => {
    withChannel(range(26, 45), { hasMore: true, page: 1 });
    await renderList();
    act(() => useChatViewStore.setState({ divider: { key: '1', count: 5 } }));
    await waitFor(() => expect(useChatViewStore.getState().divider?.messageId).toBe(msg({ Seq: 41 }).ID));
    // Virtuoso keeps the rows on screen with scrollBy, which jsdom lacks
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: vi.fn(), configurable: true });
    try {
      act(() => useChatStore.setState((st) => ({ channels: { '1': { ...st.channels['1']!, messages: range(6, 45), prepended: 20, page: 2 } } })));
      expect(useChatViewStore.getState().divider?.messageId).toBe(msg({ Seq: 41 }).ID);
    } finally {
      delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
    }
  });

  it('more unread than loaded: no divider until the oldest unread is in, then above it', async () => {
    withChannel(range(26, 45), { hasMore: true, page: 1 });
    useChatViewStore.setState({ divider: { key: '1', count: 45 } });
    await renderList();
    expect(screen.queryByLabelText('以下為未讀訊息')).toBeNull();
    expect(useChatViewStore.getState().divider?.messageId).toBeUndefined();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: vi.fn(), configurable: true });
    try {
      act(() => useChatStore.setState((st) => ({ channels: { '1': { ...st.channels['1']!, messages: range(6, 45), prepended: 20, page: 2 } } })));
      expect(useChatViewStore.getState().divider?.messageId).toBeUndefined();
      act(() => useChatStore.setState((st) => ({ channels: { '1': { ...st.channels['1']!, messages: range(1, 45), prepended: 25, page: 3, hasMore: false } } })));
      await waitFor(() => expect(useChatViewStore.getState().divider?.messageId).toBe(msg({ Seq: 1 }).ID));
    } finally {
      delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
    }
  });

  it('labels system and customer-service senders, appends the Flag 1 warning, shows markup as text', async () => {
    withChannel([
      msg({ Seq: 1, From: 'System', SenderType: 2, PlayerID: 0, Name: '', Message: '維護通知' }),
      msg({ Seq: 2, SenderType: 1, Name: '小幫手', Message: '<img src=x onerror=alert(1)>您好' }),
      msg({ Seq: 3, Flag: 1, Message: '收購金幣' }),
    ]);
    await renderList({ rows: 3 });
    expect(screen.getAllByText('系統').length).toBeGreaterThan(0);
    expect(screen.getByText('客服')).toBeInTheDocument();
    // shown as typed, as text: nothing is stripped, nothing becomes an element
    expect(screen.getByText('<img src=x onerror=alert(1)>您好')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('本遊戲僅供娛樂，禁止任何非法帳號或遊戲幣交易行為。')).toBeInTheDocument();
    // the system sender has no player card to open; the customer-service account does
    expect(screen.queryByLabelText(/查看 系統/)).toBeNull();
    expect(screen.getByLabelText('查看 小幫手 的玩家資訊')).toBeInTheDocument();
  });

  it('shows text, auto replies and names exactly as typed: <, >, & and entities stay as written', async () => {
    withChannel([
      msg({ Seq: 1, Name: '<b>阿明</b>&amp;', Message: 'if a<b and b>c then &amp; &lt;', AutoReply: ['1 < 2 && 3 > 2 &gt;'] }),
      msg({ Seq: 2, Message: '<script>window.__ran=1</script><i>斜</i>' }),
    ]);
    await renderList({ rows: 2 });
    const texts = [...document.querySelectorAll('[data-message-text]')].map((el) => el.textContent);
    expect(texts).toEqual(['if a<b and b>c then &amp; &lt;', '<script>window.__ran=1</script><i>斜</i>']);
    expect(screen.getByText('1 < 2 && 3 > 2 &gt;')).toBeInTheDocument();
    expect(screen.getByText('<b>阿明</b>&amp;')).toBeInTheDocument();
    expect(document.querySelector('[data-message-text] script, [data-message-text] i, [data-seq] b')).toBeNull();
    expect((window as { __ran?: number }).__ran).toBeUndefined();
  });

  it('shows special messages as cards: a shared game links to it, a record win offers the replay', async () => {
    withChannel([
      msg({ Seq: 1, Message: '快來玩', Params: { op: 'share', gamecode: '10001', gameName: '財神到' } }),
      msg({ Seq: 2, Message: '贏了', Params: { op: 'record_win', gamecode: '10002', player_id: 5, multiple: 300 } }),
      msg({ Seq: 3, Message: '金庫', Params: { op: 'vault_unlock', subContent: '8899' } }),
    ]);
    await renderList({ rows: 3 });
    expect(screen.getByText('財神到').closest('a')).toHaveAttribute('href', '/zh_tw/play/now?gameCode=10001');
    expect((await screen.findByText('觀看重播')).closest('a')).toHaveAttribute('href', '/zh_tw/play-game/now?gameCode=10002&playerId=5');
    act(() => screen.getByText('查看密碼').closest('button')!.click());
    expect(useChatViewStore.getState().bankCode).toEqual({ code: '8899', gameName: '' });
  });

  it('shows the ColorID pair on the club name (alliance chat)', async () => {
    withChannel([msg({ Seq: 1, ClubName: '皇家俱樂部', ColorID: 3 })]);
    await renderList();
    expect(screen.getByText('皇家俱樂部')).toHaveStyle({ background: '#174a7a', color: '#8fd0ff' });
  });
});
