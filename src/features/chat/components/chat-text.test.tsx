import { act, screen } from '@testing-library/react';
import { resetChat } from '../handlers';
import { useChatStore } from '../store';
import { announce } from '../resume';
import { msg, renderChat, T0 } from '../test-utils';
import { LiveRegion } from './live-region';
import { PendingSends, PENDING_SHOWN_AFTER_MS } from './pending-sends';
import { PrivateRoomItem } from './private-room-item';

// Chat text is text (issue 8 item 7): every place a player's text reaches the page shows it
// exactly as typed, as a text node. These are the places besides the message list.
const TYPED = 'if a<b and b>c then &amp; &lt;i&gt; <script>window.__ran=1</script>';

afterEach(() => resetChat());

describe('chat text outside the message list', () => {
  it('the room list shows the last message and the name as typed', () => {
    renderChat(
      <ul>
        <PrivateRoomItem
          room={{ PlayerID: 7, Name: '<i>阿明</i> &amp;', PictureURL: '', PictureSetting: 2, VIPLevel: 0, Online: true, CreateTime: T0, Message: TYPED }}
          now={T0}
        />
      </ul>,
    );
    expect(screen.getByText(TYPED)).toBeInTheDocument();
    expect(screen.getByText('<i>阿明</i> &amp;')).toBeInTheDocument();
    expect(document.querySelector('li script, li i')).toBeNull();
  });

  it('a message waiting for its acknowledgement shows as typed', () => {
    vi.useFakeTimers();
    useChatStore.setState({ outbox: [{ clientId: 'c1', op: 0, payload: {}, key: '1', text: TYPED }] });
    renderChat(<PendingSends channelKey="1" />);
    act(() => vi.advanceTimersByTime(PENDING_SHOWN_AFTER_MS));
    expect(screen.getByText(TYPED)).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('screen readers are told the text as typed', () => {
    renderChat(<LiveRegion />);
    act(() => announce(msg({ Seq: 1, Name: 'a<b>', Message: TYPED })));
    expect(screen.getByTestId('chat-live-region').textContent).toBe(`a<b>：${TYPED}`);
    expect(screen.getByTestId('chat-live-region').children).toHaveLength(0);
    expect((window as { __ran?: number }).__ran).toBeUndefined();
  });
});
