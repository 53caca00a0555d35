/**
 * The XSS corpus in the live room (issue 38 item 2): every payload as a live-chat message and
 * its sender's name, as a viewer's name in the "X 進入直播間" lines, as a room's title and
 * anchor name over the stream and in the room list. Each shows as written and the page holds no
 * live markup (tests/xss/component.ts).
 */
import { act } from '@testing-library/react';
import { LIVE_CHANNEL_TYPE } from '@/protocol';
import { chatMessageResult } from '../../../../tests/fakes/results';
import { byAttribute, expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS } from '../../../../tests/xss/component';
import { initialLiveState, useLiveStore } from '../store';
import { liveRoom, renderLive } from '../test-utils';
import { LiveFeed } from './live-feed';
import { RoomHeader } from './room-header';
import { RoomList } from './room-list';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), useParams: () => ({ locale: 'zh_tw' }), usePathname: () => '/zh_tw/play-game/live' }));
vi.mock('next-auth/react', () => ({ useSession: () => ({ data: { playerID: 1, provider: 'google' }, status: 'authenticated' }) }));

setupXssTrap();
afterEach(() => act(() => useLiveStore.setState(initialLiveState())));

const T0 = Date.UTC(2025, 0, 15, 4, 0, 0);

describe('the XSS corpus in the live room', () => {
  it('live chat: messages, sender names and enter lines', () => {
    useLiveStore.setState({
      room: liveRoom({ RoomID: 7 }),
      phase: 'joined',
      history: { page: 1, startTime: T0, hasMore: false, loading: false, loaded: true },
      messages: XSS_PAYLOADS.map((p) =>
        chatMessageResult({ ID: p.id, Seq: p.id, ChannelType: LIVE_CHANNEL_TYPE, PlayerID: 100 + p.id, From: String(100 + p.id), Name: p.text, Message: p.text, CreateTime: T0 + p.id * 2 }),
      ),
      enters: XSS_PAYLOADS.map((p) => ({ id: p.id, name: p.text, vipLevel: 3, at: T0 + p.id * 2 + 1 })),
    });
    renderLive(<LiveFeed />);
    const rows = byAttribute('data-seq');
    for (const p of XSS_PAYLOADS) {
      const row = rows.get(String(p.id)) ?? null;
      expect(row?.querySelector('[data-message-text]')?.textContent, `live message ${p.id}`).toBe(p.text);
      expectShownAsText(row, [p], `live chat row ${p.id}`, () => 2);
    }
    const enters = document.querySelectorAll('[data-enter-line]');
    expect(enters).toHaveLength(XSS_PAYLOADS.length);
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(enters[i]!, [p], `enter line ${p.id}`);
    expectInert();
  });

  it('the room over the stream: title and anchor name', () => {
    const { container } = renderLive(<RoomHeader />);
    for (const p of XSS_PAYLOADS) {
      act(() => useLiveStore.setState({ room: liveRoom({ RoomID: p.id, Title: p.text, AnchorName: p.text }), phase: 'joined' }));
      expectShownAsText(container.querySelector('h1'), [p], `room title ${p.id}`);
      expectShownAsText(container, [p], `room header ${p.id}`, () => 2);
      expectInert();
    }
  });

  it('the room list: titles and anchor names', () => {
    useLiveStore.setState({ roomsLoaded: true, rooms: XSS_PAYLOADS.map((p) => liveRoom({ RoomID: p.id, Title: p.text, AnchorName: p.text })) });
    const { container } = renderLive(<RoomList onPick={() => undefined} />);
    const items = container.querySelectorAll('li');
    expect(items).toHaveLength(XSS_PAYLOADS.length);
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(items[i]!, [p], `listed room ${p.id}`, () => 2);
    expectInert();
  });
});
