import { act, fireEvent, screen } from '@testing-library/react';
import { forwardRef, type SyntheticEvent } from 'react';
import { initialStageState, useStageStore } from '../stage-store';
import { renderLive } from '../test-utils';
import { LivePlayer } from './live-player';

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
