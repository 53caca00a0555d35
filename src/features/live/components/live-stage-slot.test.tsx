import { act, screen } from '@testing-library/react';
import { ToastHost } from '@/ui/toast-host';
import { initialStageState, useStageStore } from '../stage-store';
import { renderLive } from '../test-utils';
import { LiveStageSlot } from './live-stage-slot';

vi.mock('next/dynamic', () => ({ default: () => () => <div data-testid="stage-host" /> }));

afterEach(() => {
  act(() => useStageStore.setState(initialStageState()));
});

describe('LiveStageSlot (app shell)', () => {
  it('mounts the stream host only while a room is open', () => {
    renderLive(<LiveStageSlot />);
    expect(screen.queryByTestId('stage-host')).toBeNull();
    act(() => useStageStore.setState({ stage: { roomId: 7, url: '/live/demo-stream.mp4', title: '小美' } }));
    expect(screen.getByTestId('stage-host')).toBeInTheDocument();
    act(() => useStageStore.setState({ stage: null }));
    expect(screen.queryByTestId('stage-host')).toBeNull();
  });

  it('says once that the room in the mini window ended', () => {
    renderLive(<><LiveStageSlot /><ToastHost /></>);
    act(() => useStageStore.setState({ ended: '小美' }));
    expect(screen.getByText('「小美」直播已結束')).toBeInTheDocument();
    expect(useStageStore.getState().ended).toBeNull();
  });
});
