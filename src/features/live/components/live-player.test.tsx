import { act, fireEvent, screen } from '@testing-library/react';
import { forwardRef, type SyntheticEvent } from 'react';
import { Code } from '@/protocol/codes';
import { liveApi } from '@/protocol/api/live';
import { resetSocketsForTests } from '@/socket';
import { fakeLobbyHttp } from '../../../../tests/support/fake-lobby-http';
import { initialStageState, useStageStore } from '../stage-store';
import { initialLiveState, useLiveStore } from '../store';
import { liveRoom, renderLive } from '../test-utils';
import { LivePlayer } from './live-player';

// get_info at the network: the player's reload asks it through lobbyCall (the relay).
const answer = vi.fn<(path: string, body: unknown) => unknown>();
const lobby = fakeLobbyHttp((path, body) => answer(path, body));
// Real time for the ask's own work (the call module's import(), msw), captured before timers are faked.
const realTimeout = globalThis.setTimeout;

// react-player picks its player lazily; a plain <video> with the same props stands in.
vi.mock('react-player', () => ({
  default: forwardRef<HTMLVideoElement, Record<string, unknown>>(function FakePlayer(props, ref) {
    const on = (name: string) => props[name] as ((e: SyntheticEvent) => void) | undefined;
    return (
      <video
        ref={ref}
        data-testid="video"
        src={props.src as string}
        muted={props.muted as boolean}
        onPlaying={on('onPlaying')}
        onWaiting={on('onWaiting')}
        onStalled={on('onStalled')}
        onTimeUpdate={on('onTimeUpdate')}
        onError={on('onError')}
      />
    );
  }),
}));

const video = () => screen.queryByTestId('video');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  useStageStore.setState(initialStageState());
  useLiveStore.setState(initialLiveState());
  resetSocketsForTests();
  answer.mockReset();
  vi.useRealTimers();
});

describe('LivePlayer', () => {
  it('starts the stream after 3 s, muted and inline; the placeholder goes once it plays', () => {
    renderLive(<LivePlayer url="/live/demo-stream.mp4" />);
    expect(video()).toBeNull();
    expect(screen.getByTestId('stream-starting')).toHaveTextContent('直播畫面準備中');
    act(() => vi.advanceTimersByTime(3000));
    expect(video()).toHaveAttribute('src', '/live/demo-stream.mp4');
    expect((video() as HTMLVideoElement).muted).toBe(true);
    fireEvent.playing(video()!);
    expect(screen.queryByTestId('stream-starting')).toBeNull();
  });

  it('a stall shows the sleeping placeholder and an empty buffer for 800 ms reloads the player', () => {
    renderLive(<LivePlayer url="/live/demo-stream.mp4" />);
    act(() => vi.advanceTimersByTime(3000));
    const first = video()!;
    fireEvent.playing(first);
    fireEvent.waiting(first);
    expect(screen.getByTestId('stream-sleeping')).toHaveTextContent('主播打瞌睡中');
    act(() => vi.advanceTimersByTime(799));
    expect(video()).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(video()).not.toBe(first); // mounted anew
    expect(screen.getByTestId('stream-sleeping')).toBeInTheDocument();
  });

  it('a stream that never plays is reloaded every 5 s', () => {
    renderLive(<LivePlayer url="/live/demo-stream.mp4" />);
    act(() => vi.advanceTimersByTime(3000));
    const first = video()!;
    act(() => vi.advanceTimersByTime(5000));
    const second = video()!;
    expect(second).not.toBe(first);
    act(() => vi.advanceTimersByTime(5000));
    expect(video()).not.toBe(second);
  });

  it('the sound button unmutes and mutes again', () => {
    renderLive(<LivePlayer url="/live/demo-stream.mp4" />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: '開啟聲音' }));
    expect(useStageStore.getState().muted).toBe(false);
    expect((video() as HTMLVideoElement).muted).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '關閉聲音' }));
    expect(useStageStore.getState().muted).toBe(true);
  });

  it('a `stalled` report from a video that still holds data is ignored; progress clears a stall', () => {
    renderLive(<LivePlayer url="/live/demo-stream.mp4" />);
    act(() => vi.advanceTimersByTime(3000));
    const first = video()!;
    fireEvent.playing(first);
    Object.defineProperty(first, 'readyState', { configurable: true, value: 4 });
    fireEvent(first, new Event('stalled'));
    expect(screen.queryByTestId('stream-sleeping')).toBeNull();
    fireEvent.waiting(first);
    expect(screen.getByTestId('stream-sleeping')).toBeInTheDocument();
    Object.defineProperty(first, 'paused', { configurable: true, value: false });
    fireEvent.timeUpdate(first);
    expect(screen.queryByTestId('stream-sleeping')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(video()).toBe(first); // no reload
  });
});

describe('LivePlayer: a reload asks get_info first (decision 324)', () => {
  const ROOM = 5;
  const OLD = '/live/demo-stream.mp4';
  const NEW = 'https://cdn.example/live/5/index.m3u8';
  const ok = (Result: unknown) => ({ Code: Code.HttpOk, Message: '', Result });

  /** Waits (in real time, fake timers standing) until `done` holds: the ask's import and fetch take real time. */
  async function until(done: () => boolean): Promise<void> {
    for (let i = 0; i < 400 && !done(); i++) await act(() => new Promise<void>((resolve) => realTimeout(resolve, 5)));
    expect(done()).toBe(true);
  }

  /** The room's stage and its player, mounted and then left not playing until it reloads (5 s). */
  function stallUntilReload(): HTMLVideoElement {
    const room = liveRoom({ RoomID: ROOM, DownStreamUrl: OLD });
    useLiveStore.setState({ room, phase: 'joined' });
    useStageStore.setState({ stage: { roomId: ROOM, url: OLD, title: room.Title } });
    renderLive(<LivePlayer url={OLD} />);
    act(() => vi.advanceTimersByTime(3000));
    const first = video() as HTMLVideoElement;
    expect(first).toHaveAttribute('src', OLD);
    expect(lobby.calls).toEqual([]); // the first load asks nothing
    act(() => vi.advanceTimersByTime(5000));
    return first;
  }

  it('asks the room’s stream through the relay and mounts the new player on the URL answered', async () => {
    answer.mockReturnValue(ok({ RoomID: ROOM, Title: '直播間 5', DownStreamUrl: NEW, Open: true }));
    const first = stallUntilReload();
    expect(screen.getByTestId('stream-sleeping')).toBeInTheDocument();
    await until(() => video() !== first);
    expect(lobby.calls).toEqual([{ path: liveApi.StreamInfo.path, via: 'relay', body: { RoomID: ROOM } }]);
    expect(video()).toHaveAttribute('src', NEW);
    fireEvent.playing(video()!);
    expect(screen.queryByTestId('stream-sleeping')).toBeNull();
  });

  it('a failed ask (a refusal, or no envelope at all) still reloads the old URL', async () => {
    answer.mockReturnValue({ Code: Code.Silent, Message: 'down', Result: null });
    const first = stallUntilReload();
    await until(() => video() !== first);
    expect(lobby.calls).toHaveLength(1);
    expect(video()).toHaveAttribute('src', OLD);
    const second = video()!;
    answer.mockReturnValue('not an envelope');
    act(() => vi.advanceTimersByTime(5000));
    await until(() => video() !== second);
    expect(lobby.calls).toHaveLength(2);
    expect(video()).toHaveAttribute('src', OLD);
    expect(useStageStore.getState().stage?.url).toBe(OLD);
  });

  it('a room no longer open shows closed: live chat off, the stream goes', async () => {
    answer.mockReturnValue(ok({ RoomID: ROOM, Title: '直播間 5', DownStreamUrl: OLD, Open: false }));
    stallUntilReload();
    await until(() => useStageStore.getState().stage === null);
    expect(useLiveStore.getState().phase).toBe('closed');
  });

  it('a room gone from the player’s sites (200221, as a join says) shows closed too', async () => {
    answer.mockReturnValue({ Code: Code.LiveRoomClosed, Message: 'live room 5 is closed', Result: { RoomID: ROOM } });
    stallUntilReload();
    await until(() => useLiveStore.getState().phase === 'closed');
    expect(useStageStore.getState().stage).toBeNull();
  });

  it('an answer for a room the player has left meanwhile changes nothing', async () => {
    answer.mockReturnValue(ok({ RoomID: ROOM, Title: '直播間 5', DownStreamUrl: NEW, Open: false }));
    const first = stallUntilReload();
    useStageStore.setState({ stage: { roomId: 6, url: OLD, title: '直播間 6' } });
    await until(() => video() !== first);
    expect(video()).toHaveAttribute('src', OLD);
    expect(useLiveStore.getState().phase).toBe('joined');
  });
});
