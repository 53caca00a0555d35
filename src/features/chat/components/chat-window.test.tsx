import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetSocketsForTests } from '@/socket';
import { saveSettings } from '../settings';
import { resetChat } from '../handlers';
import { ChannelType, Code, Op, reply } from '@/protocol';
import { newChannel, useChatStore } from '../store';
import { useUnreadStore } from '../unread-store';
import { createTestSocket, installTestSockets } from '../../../../tests/fakes/test-socket';
import { playerProfileResult } from '../../../../tests/fakes/results';
import { registerWholeChat, renderChat } from '../test-utils';
import { useChatViewStore } from '../view-store';
import { ChatWindow } from './chat-window';
import { PENDING_SHOWN_AFTER_MS } from './pending-sends';
import { loadChatPanel } from './lazy-chat-panel';

const session = vi.hoisted(() => ({ value: null as null | { provider: string; user: { vipLevel: number } } }));
const search = vi.hoisted(() => ({ value: '' }));

vi.mock('next-auth/react', () => ({
  useSession: () => (session.value ? { status: 'authenticated', data: session.value } : { status: 'unauthenticated', data: null }),
}));
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'zh_tw' }),
  useRouter: () => ({ push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(search.value),
}));

/** Renders the window open and lets the panel's code (loaded on demand) arrive. */
async function renderOpenWindow() {
  const view = renderChat(<ChatWindow />);
  await act(async () => {
    await loadChatPanel();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
  return view;
}

afterEach(() => {
  resetChat();
  localStorage.clear();
  session.value = null;
  search.value = '';
});

describe('ChatWindow', () => {
  it('is not there for visitors and guests', () => {
    renderChat(<ChatWindow />);
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
    session.value = { provider: 'guest', user: { vipLevel: 1 } };
    renderChat(<ChatWindow />);
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
  });

  it('for a signed-in player: a launcher whose badge follows the settings (99+ cap)', () => {
    session.value = { provider: 'line', user: { vipLevel: 3 } };
    useUnreadStore.setState({ counts: { announcement: 1, public: 150, club: 4, enableClub: true }, privateCount: 2 });
    renderChat(<ChatWindow />);
    const launcher = screen.getByTestId('chat-launcher');
    expect(launcher).toHaveTextContent('99+');
    act(() => saveSettings({ showAnnouncementUnread: false, showPublicUnread: false, showClubUnread: true }));
    expect(launcher).toHaveTextContent('6');
    expect(launcher).toHaveAccessibleName('開啟聊天室，6 則未讀');
  });

  it('opens, collapses, and ?chatroom= opens the named tab', async () => {
    session.value = { provider: 'phone', user: { vipLevel: 3 } };
    search.value = 'chatroom=private';
    renderChat(<ChatWindow />);
    // The chat's handlers load on demand: nothing is opened (or asked for) before they are there.
    expect(screen.queryByRole('region', { name: '聊天室' })).toBeNull();
    const chat = createTestSocket('chat');
    const off = registerWholeChat(chat.client);
    act(() => chat.ready());
    expect(await screen.findByRole('tab', { name: '私訊' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: '聊天室' })).not.toHaveAttribute('aria-busy');
    fireEvent.click(screen.getByRole('button', { name: '收合聊天室' }));
    expect(useChatViewStore.getState().open).toBe(false);
    expect(screen.getByTestId('chat-launcher')).toBeInTheDocument();
    off();
    chat.client.dispose();
  });

  it('?chatroom=private&peer= opens that conversation on arrival, named by the lobby (11520)', async () => {
    session.value = { provider: 'phone', user: { vipLevel: 3 } };
    search.value = 'chatroom=private&peer=7';
    const { chat, lobby } = installTestSockets();
    renderChat(<ChatWindow />);
    expect(useChatViewStore.getState().windowMounted).toBe(true);
    const off = registerWholeChat(chat.client, lobby.client);
    act(() => {
      chat.ready();
      lobby.ready();
    });
    await waitFor(() => expect(lobby.transport.sent.filter((f) => f.OP === Op.UserInfo)).toEqual([{ OP: Op.UserInfo, PlayerID: 7 }]));
    await act(async () => lobby.transport.receive(reply(Op.UserInfoReply, Code.Ok, playerProfileResult({ PlayerID: 7, Name: '阿華' }))));
    await waitFor(() => expect(useChatViewStore.getState()).toMatchObject({ open: true, tab: 'private', peer: { PlayerID: 7, Name: '阿華' } }));
    off();
    resetSocketsForTests();
  });

  it('tabs are keyboard reachable and the club tab reads 聯盟 in an alliance', async () => {
    session.value = { provider: 'line', user: { vipLevel: 3 } };
    useChatStore.setState({ club: { kind: 'alliance', allianceName: '龍盟' } });
    useChatViewStore.setState({ open: true, tab: 'public' });
    await renderOpenWindow();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['公告', '公頻', '私訊', '聯盟', '好友']);
    fireEvent.keyDown(screen.getByRole('tab', { name: '公頻' }), { key: 'ArrowRight' });
    expect(useChatViewStore.getState().tab).toBe('private');
    expect(screen.getByRole('tab', { name: '私訊' })).toHaveFocus();
  });

  it('an own message the server has not acknowledged shows as 傳送中… in its channel only', async () => {
    session.value = { provider: 'line', user: { vipLevel: 3 } };
    useChatStore.setState({
      channels: { '1': { ...newChannel('1', ChannelType.Public, 0), loaded: true, hasMore: false, page: 1 } },
      outbox: [
        { clientId: 'a', op: Op.ChatPublicSend, payload: {}, key: '1', text: '還在路上' },
        { clientId: 'b', op: Op.ChatClubSend, payload: {}, key: '4', text: '別的頻道' },
      ],
    });
    useChatViewStore.setState({ open: true, tab: 'public' });
    vi.useFakeTimers();
    await renderOpenWindow();
    // An acknowledgement usually comes at once: nothing flickers before a moment has passed.
    expect(screen.queryByText('傳送中…')).toBeNull();
    act(() => vi.advanceTimersByTime(PENDING_SHOWN_AFTER_MS));
    vi.useRealTimers();
    const pending = screen.getByRole('list', { name: '傳送中的訊息' });
    expect(pending).toHaveTextContent('還在路上');
    expect(pending).toHaveTextContent('傳送中…');
    expect(pending).not.toHaveTextContent('別的頻道');
    act(() => useChatStore.setState({ outbox: [] }));
    expect(screen.queryByRole('list', { name: '傳送中的訊息' })).toBeNull();
  });

  it('a club without chat shows the locked state and no input; no club says so', async () => {
    session.value = { provider: 'line', user: { vipLevel: 3 } };
    useChatStore.setState({ club: { kind: 'club' } });
    useUnreadStore.setState({ counts: { announcement: 0, public: 0, club: 0, enableClub: false } });
    useChatViewStore.setState({ open: true, tab: 'club' });
    const view = await renderOpenWindow();
    expect(screen.getByText('聊天室功能尚未開啟，請聯繫俱樂部會長建立聊天室以啟用')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '訊息' })).toBeNull();
    view.unmount();
    useChatStore.setState({ club: { kind: 'none' } });
    useChatViewStore.setState({ open: true, tab: 'club' });
    await renderOpenWindow();
    expect(screen.getByText('您尚未加入俱樂部，加入俱樂部後即可使用俱樂部聊天室')).toBeInTheDocument();
  });

  it('says 暫無私訊 for an empty room list; the room shows unread capped at 99+', async () => {
    session.value = { provider: 'line', user: { vipLevel: 3 } };
    useChatStore.setState({ roomsLoaded: true, rooms: [] });
    useChatViewStore.setState({ open: true, tab: 'private' });
    const view = await renderOpenWindow();
    expect(screen.getByText('暫無私訊')).toBeInTheDocument();
    view.unmount();
    useChatStore.setState({
      roomsLoaded: true,
      rooms: [{ PlayerID: 5, Name: '王小美', PictureURL: '', PictureSetting: 2, VIPLevel: 3, Online: true, CreateTime: Date.now(), Message: '<b>在嗎</b>' }],
    });
    useUnreadStore.setState({ roomUnread: { 5: 120 } });
    useChatViewStore.setState({ open: true, tab: 'private' });
    await renderOpenWindow();
    const room = screen.getByRole('button', { name: '王小美，120 則未讀' });
    expect(room).toHaveTextContent('99+');
    expect(room).toHaveTextContent('在嗎');
  });

  it('announces new messages politely', async () => {
    session.value = { provider: 'line', user: { vipLevel: 3 } };
    useChatViewStore.setState({ open: true, tab: 'public' });
    await renderOpenWindow();
    act(() => useChatStore.setState({ liveAnnouncement: { id: 1, text: '王小美：大家好' } }));
    const region = screen.getByTestId('chat-live-region');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('王小美：大家好');
  });
});
