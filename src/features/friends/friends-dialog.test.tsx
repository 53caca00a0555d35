import { act, screen } from '@testing-library/react';
import { Op } from '@/protocol';
import { resetChat } from '@/features/chat/handlers';
import { registerWholeChat, renderChat } from '@/features/chat/test-utils';
import { resetSocketsForTests } from '@/socket';
import { type createTestSocket, installTestSockets } from '../../../tests/fakes/test-socket';
import { FriendsDialog } from './components/friends-dialog';
import { closeFriends, openFriends } from './index';

let chat: ReturnType<typeof createTestSocket>;
let lobby: ReturnType<typeof createTestSocket>;

beforeEach(() => {
  vi.useFakeTimers();
  ({ chat, lobby } = installTestSockets());
});
afterEach(() => {
  resetSocketsForTests();
  act(() => {
    closeFriends();
    resetChat();
  });
  vi.useRealTimers();
});

const friendListAsks = () => {
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  return lobby.transport.sent.filter((f) => f.OP === Op.RelationList);
};

describe('openFriends() (member centre)', () => {
  it('opens the friends view in a dialog and asks the friend list once the chat handlers are there', async () => {
    renderChat(<FriendsDialog />);
    act(() => openFriends());
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(screen.getByRole('dialog', { name: '好友與黑名單' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '黑名單' })).toBeTruthy();
    expect(friendListAsks()).toEqual([]); // no handler yet: the reply would be lost

    const off = registerWholeChat(chat.client, lobby.client);
    chat.ready();
    lobby.ready();
    expect(friendListAsks()).toEqual([expect.objectContaining({ Type: 1, PerPage: 500 })]);
    off();
  });
});
