import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { leaveRoom } from '../actions';
import { initialStageState, setStageDock, useStageStore } from '../stage-store';
import { renderLive } from '../test-utils';
import { LiveStageHost } from './live-stage-host';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  useParams: () => ({ locale: 'zh_tw' }),
}));
vi.mock('../actions', () => ({ leaveRoom: vi.fn() }));
// The player itself is tested in live-player.test.tsx; here a marked element stands in.
vi.mock('./live-player', () => ({ LivePlayer: ({ url }: { url: string }) => <video data-testid="player" src={url} /> }));

const STAGE = { roomId: 7, url: '/live/demo-stream.mp4', title: '小美的直播' };
const mini = () => screen.queryByTestId('live-mini-window');

beforeEach(() => {
  useStageStore.setState({ ...initialStageState(), stage: STAGE });
  window.innerWidth = 390;
  window.innerHeight = 844;
});
afterEach(() => {
  cleanup();
  useStageStore.setState(initialStageState());
  vi.mocked(leaveRoom).mockClear();
  push.mockClear();
});

describe('live stage and mini window', () => {
  it('without the live page the stream plays in the mini window, inside the viewport', () => {
    renderLive(<LiveStageHost />);
    const window_ = mini()!;
    expect(window_).toContainElement(screen.getByTestId('player'));
    const match = /translate3d\((\d+)px, (\d+)px/.exec(window_.style.transform)!;
    const [x, y] = [Number(match[1]), Number(match[2])];
    expect(x + parseInt(window_.style.width)).toBeLessThanOrEqual(390);
    expect(y + parseInt(window_.style.height)).toBeLessThanOrEqual(844);
  });

  it('the same player moves between the page and the mini window (never mounted anew)', () => {
    renderLive(<LiveStageHost />);
    const player = screen.getByTestId('player');
    const dock = document.createElement('div');
    document.body.appendChild(dock);
    act(() => setStageDock(dock));
    expect(mini()).toBeNull();
    expect(dock).toContainElement(player);
    act(() => setStageDock(null));
    expect(mini()).toContainElement(player);
    expect(screen.getByTestId('player')).toBe(player);
    dock.remove();
  });

  it('a tap returns to the room; × leaves the room', () => {
    renderLive(<LiveStageHost />);
    const body = mini()!.lastElementChild!;
    fireEvent.pointerDown(body, { button: 0, pointerId: 1, clientX: 100, clientY: 700 });
    fireEvent.pointerUp(body, { button: 0, pointerId: 1, clientX: 101, clientY: 700 });
    expect(push).toHaveBeenCalledWith('/zh_tw/play-game/live?live=7');
    fireEvent.click(screen.getByRole('button', { name: '關閉直播' }));
    expect(leaveRoom).toHaveBeenCalledTimes(1);
  });

  it('its fullscreen button puts the picture in fullscreen', () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    renderLive(<LiveStageHost />);
    fireEvent.click(within(mini()!).getByRole('button', { name: '全螢幕' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toContainElement(screen.getByTestId('player'));
  });

  it('dragging moves it, clamped to the viewport, and it remembers where', () => {
    renderLive(<LiveStageHost />);
    const body = mini()!.lastElementChild!;
    fireEvent.pointerDown(body, { button: 0, pointerId: 1, clientX: 200, clientY: 700 });
    fireEvent.pointerMove(body, { pointerId: 1, clientX: -800, clientY: -800 });
    fireEvent.pointerUp(body, { pointerId: 1, clientX: -800, clientY: -800 });
    expect(push).not.toHaveBeenCalled();
    expect(useStageStore.getState().miniPosition).toEqual({ x: 8, y: 8 });
    expect(mini()!.style.transform).toContain('translate3d(8px, 8px');
  });

  it('closes with the room: no stage, no window', () => {
    renderLive(<LiveStageHost />);
    act(() => useStageStore.setState({ stage: null }));
    expect(mini()).toBeNull();
    expect(screen.queryByTestId('player')).toBeNull();
  });
});
