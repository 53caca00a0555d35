/**
 * The XSS corpus around the live stream (issue 38 item 2): every payload as the nickname and
 * picture address of a player in the room's viewer list (all 65 at once), as the room's title
 * over the mini window that keeps the stream playing on other pages, and as that title in the
 * toast saying the room ended. Each shows as written and the page holds no live markup
 * (tests/xss/component.ts). (Live chat, enter lines, the room header and the room list:
 * ./live-room.xss.test.tsx.)
 */
import { act } from '@testing-library/react';
import { ToastHost } from '@/ui/toast-host';
import { useToastStore } from '@/ui/toast-store';
import { listedPlayerResult } from '../../../../tests/fakes/results';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS, XSS_RUNS } from '../../../../tests/xss/component';
import { initialStageState, useStageStore } from '../stage-store';
import { initialLiveState, useLiveStore } from '../store';
import { renderLive } from '../test-utils';
import { LiveStageHost } from './live-stage-host';
import { LiveStageSlot } from './live-stage-slot';
import { ViewerList } from './viewer-list';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), useParams: () => ({ locale: 'zh_tw' }) }));
// the stage host's own code loads on demand: a marked element stands in for it in the slot
vi.mock('next/dynamic', () => ({ default: () => () => <div data-testid="stage-host" /> }));
// nothing is asked of the live socket: the lists are set as its replies would leave them
vi.mock('../actions', () => ({ leaveRoom: vi.fn(), loadViewers: vi.fn(), loadMoreViewers: vi.fn() }));
// the player is tested in live-player.test.tsx; a marked element stands in
vi.mock('./live-player', () => ({ LivePlayer: () => <div data-testid="player" /> }));

setupXssTrap();


afterEach(() =>
  act(() => {
    useLiveStore.setState(initialLiveState());
    useStageStore.setState(initialStageState());
    useToastStore.setState({ toasts: [] });
  }),
);

describe('the XSS corpus around the live stream', () => {
  it('the viewer list: nicknames', () => {
    const list = XSS_PAYLOADS.map((p) => listedPlayerResult({ PlayerID: 100 + p.id, Name: p.text, PictureURL: p.text, PictureSetting: 1, VIPLevel: 3 }));
    act(() => useLiveStore.setState({ total: list.length, viewers: { list, page: 1, total: list.length, loading: false } }));
    const { container } = renderLive(<ViewerList />);
    const rows = container.querySelectorAll('[data-testid="live-viewers"] li');
    expect(rows).toHaveLength(XSS_PAYLOADS.length);
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(rows[i]!, [p], `viewer ${p.id}`);
    expectInert();
  });

  it.each(XSS_RUNS)('the mini window: the room\'s title (payloads %i–%i)', (_first, _last, run) => {
    act(() => useStageStore.setState({ stage: { roomId: 1, url: '/live/demo-stream.mp4', title: '' } }));
    renderLive(<LiveStageHost />);
    for (const p of run) {
      act(() => useStageStore.setState({ stage: { roomId: p.id, url: '/live/demo-stream.mp4', title: p.text } }));
      expectShownAsText(document.querySelector('[data-testid="live-mini-window"]'), [p], `mini window of room ${p.id}`);
      expectInert();
    }
  });

  it.each(XSS_RUNS)('the room ended: its title in the toast (payloads %i–%i)', (_first, _last, run) => {
    const { container } = renderLive(
      <>
        <LiveStageSlot />
        <ToastHost />
      </>,
    );
    for (const p of run) {
      act(() => {
        useToastStore.setState({ toasts: [] });
        useStageStore.setState({ ended: p.text });
      });
      expectShownAsText(container.querySelector('[role="status"]'), [p], `ended toast of room ${p.id}`);
      expectInert();
    }
  });
});
