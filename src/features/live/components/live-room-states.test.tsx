import { act, fireEvent, screen } from '@testing-library/react';
import { LIVE_CHANNEL_TYPE } from '@/protocol';
import { chatMessageResult } from '../../../../tests/fakes/results';
import { initialStageState, useStageStore } from '../stage-store';
import { initialLiveState, useLiveStore } from '../store';
import { liveRoom, renderLive } from '../test-utils';
import { LiveChatInput } from './live-chat-input';
import { LiveFeed } from './live-feed';
import { LiveStageDock, STAGE_POSTER } from './live-stage-dock';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), useParams: () => ({ locale: 'zh_tw' }), usePathname: () => '/zh_tw/play-game/live' }));
const session = { data: { playerID: 1, provider: 'google' }, status: 'authenticated' };
vi.mock('next-auth/react', () => ({ useSession: () => session }));

afterEach(() => {
  session.data.provider = 'google';
  act(() => {
    useLiveStore.setState(initialLiveState());
    useStageStore.setState(initialStageState());
  });
});

describe('live room states', () => {
  it('live chat is on in a joined room: the gift slot shows beside send', () => {
    useLiveStore.setState({ room: liveRoom({ RoomID: 7 }), phase: 'joined' });
    renderLive(<LiveChatInput actions={<button type="button">禮物</button>} />);
    expect(screen.getByRole('textbox', { name: '訊息' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '禮物' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: '訊息' }), { target: { value: 'a'.repeat(120) } });
    expect(useLiveStore.getState().draft).toHaveLength(100); // the chat's 100-character rule
  });

  it('200221 turned chat off: 直播已結束, nothing can be typed, no gift button', () => {
    useLiveStore.setState({ room: liveRoom({ RoomID: 7 }), phase: 'closed' });
    renderLive(<LiveChatInput actions={<button type="button">禮物</button>} />);
    expect(screen.getByTestId('live-chat-off')).toHaveTextContent('直播已結束，聊天已關閉');
    expect(screen.getByRole('textbox', { name: '訊息' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '禮物' })).toBeNull();
  });

  it('a guest reads the live chat but gets no input', () => {
    session.data.provider = 'guest';
    useLiveStore.setState({ room: liveRoom({ RoomID: 7 }), phase: 'joined' });
    renderLive(<LiveChatInput />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('訪客無法在直播間聊天，登入會員即可發言')).toBeInTheDocument();
  });

  it('a room closed before its chat loaded shows no endless 載入中 and no invitation to chat', () => {
    useLiveStore.setState({ room: liveRoom({ RoomID: 7 }), phase: 'closed' });
    renderLive(<LiveFeed />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('還沒有人發言，來打聲招呼吧！')).toBeNull();
  });

  it('the stage poster is the player box\'s bottom layer in every state: the page\'s largest paint, painted with the first frame', () => {
    const posterOf = (container: HTMLElement) => {
      const box = container.firstElementChild!;
      const poster = box.querySelector(`img[src="${STAGE_POSTER}"]`);
      // first in the box: the status, the closed room's backdrop and the stream all draw over it
      expect(box.firstElementChild).toBe(poster);
      return poster!;
    };
    useLiveStore.setState({ phase: 'joining' });
    const joining = renderLive(<LiveStageDock />);
    expect(screen.getByRole('status')).toHaveTextContent('進入直播間中');
    const poster = posterOf(joining.container);
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).toHaveAttribute('loading', 'eager');
    joining.unmount();
    act(() => useLiveStore.setState({ room: liveRoom({ RoomID: 7 }), phase: 'closed' }));
    const closed = renderLive(<LiveStageDock />);
    posterOf(closed.container);
    // the closed room's backdrop is opaque over the poster
    expect(screen.getByTestId('live-closed')).toHaveClass('bg-night-950');
    closed.unmount();
    act(() => useStageStore.setState({ stage: { roomId: 7, url: '/live/demo-stream.mp4', title: '蟹蟹直播間' } }));
    const streaming = renderLive(<LiveStageDock />);
    posterOf(streaming.container);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a failed join shades the poster (its message stays readable) and offers 重試', () => {
    useLiveStore.setState({ room: liveRoom({ RoomID: 7 }), phase: 'failed' });
    renderLive(<LiveStageDock />);
    const retry = screen.getByRole('button', { name: '重試' });
    // the shade keeps the message readable over the poster
    expect(retry.parentElement).toHaveClass('bg-night-950/85');
    expect(screen.getByText('無法進入直播間，請檢查網路後重試')).toBeInTheDocument();
  });

  it('the player box says the room closed, or that nobody is live', () => {
    useLiveStore.setState({ room: liveRoom({ RoomID: 7 }), phase: 'closed' });
    const { unmount } = renderLive(<LiveStageDock />);
    expect(screen.getByTestId('live-closed')).toHaveTextContent('直播已結束');
    unmount();
    act(() => useLiveStore.setState({ room: null, phase: 'closed' }));
    renderLive(<LiveStageDock />);
    expect(screen.getByTestId('live-closed')).toHaveTextContent('目前沒有直播');
  });

  it('the live chat shows messages as text and enter lines in time order', () => {
    useLiveStore.setState({
      room: liveRoom({ RoomID: 7 }),
      phase: 'joined',
      history: { page: 1, startTime: 0, hasMore: false, loading: false, loaded: true },
      messages: [
        chatMessageResult({ ID: 1, Seq: 1, ChannelType: LIVE_CHANNEL_TYPE, Message: '<b>嗨</b>', CreateTime: 1000, Name: '小明', PlayerID: 5 }),
        chatMessageResult({ ID: 2, Seq: 2, ChannelType: LIVE_CHANNEL_TYPE, Message: '主播好', CreateTime: 3000, Name: '阿華', PlayerID: 6 }),
      ],
      enters: [{ id: 1, name: '阿明', vipLevel: 2, at: 2000 }],
    });
    renderLive(<LiveFeed />);
    const feed = screen.getByTestId('live-feed');
    expect(feed.textContent).toMatch(/<b>嗨<\/b>.*阿明 進入直播間.*主播好/);
    expect(feed.querySelector('b')).toBeNull();
  });
});
