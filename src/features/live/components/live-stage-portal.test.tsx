import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { initialStageState, setStageDock, useStageStore } from '../stage-store';
import { renderLive } from '../test-utils';
import { LiveStageHost } from './live-stage-host';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), useParams: () => ({ locale: 'zh_tw' }) }));
vi.mock('react-player', () => ({
  default: forwardRef<HTMLVideoElement, { src?: string; muted?: boolean }>(function FakePlayer({ src, muted }, ref) {
    return <video ref={ref} data-testid="video" src={src} muted={muted} />;
  }),
}));

beforeEach(() => {
  vi.useFakeTimers();
  useStageStore.setState({ ...initialStageState(), stage: { roomId: 7, url: '/live/demo-stream.mp4', title: '小美' } });
});
afterEach(() => {
  cleanup();
  useStageStore.setState(initialStageState());
  vi.useRealTimers();
});

describe('the real player inside the moved box', () => {
  it('keeps its video element and its controls work once each, docked or in the mini window', () => {
    renderLive(<LiveStageHost />);
    act(() => vi.advanceTimersByTime(3000));
    const video = screen.getByTestId('video');
    const dock = document.createElement('div');
    document.body.appendChild(dock);
    act(() => setStageDock(dock));
    expect(dock).toContainElement(video);
    fireEvent.click(screen.getByRole('button', { name: '開啟聲音' }));
    expect(useStageStore.getState().muted).toBe(false); // one toggle, not two
    act(() => setStageDock(null));
    expect(screen.getByTestId('video')).toBe(video);
    expect(screen.getByTestId('live-mini-window')).toContainElement(video);
    fireEvent.click(screen.getByRole('button', { name: '關閉聲音' }));
    expect(useStageStore.getState().muted).toBe(true);
    dock.remove();
  });

  it('docked inside the same React tree (as on the live page), a click still toggles once', () => {
    renderLive(
      <>
        <div ref={setStageDock} data-testid="page-dock" />
        <LiveStageHost />
      </>,
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('page-dock')).toContainElement(screen.getByTestId('video'));
    fireEvent.click(screen.getByRole('button', { name: '開啟聲音' }));
    expect(useStageStore.getState().muted).toBe(false);
  });
});
