import { act, fireEvent, screen } from '@testing-library/react';
import { PlayerCardDialog } from '@/features/chat/components/player-card-dialog';
import { resetChat } from '@/features/chat/handlers';
import { useChatStore } from '@/features/chat/store';
import { useUnreadStore } from '@/features/chat/unread-store';
import { playerProfileResult } from '../../../../tests/fakes/results';
import { resetGifts, useGiftsStore } from '../store';
import { renderGifts } from '../test-utils';

afterEach(() => {
  act(() => {
    resetChat();
    resetGifts();
  });
});

describe('the profile card 贈禮 button', () => {
  it('shows for another player and opens the gift for that player; not on one\'s own card', async () => {
    act(() => useUnreadStore.setState({ selfId: 1 }));
    act(() => useChatStore.setState({ playerCard: { playerId: 9, profile: playerProfileResult({ PlayerID: 9, Name: '阿華' }), errorCode: null } }));
    const { unmount } = renderGifts(<PlayerCardDialog />);
    fireEvent.click(await screen.findByRole('button', { name: '贈禮' }));
    expect(useGiftsStore.getState().playerGiftTarget).toEqual({ PlayerID: 9, Name: '阿華' });
    unmount();
    expect(useGiftsStore.getState().playerGiftTarget).toBeNull();
    act(() => useChatStore.setState({ playerCard: { playerId: 1, profile: playerProfileResult({ PlayerID: 1, Name: '我' }), errorCode: null } }));
    renderGifts(<PlayerCardDialog />);
    expect(screen.queryByRole('button', { name: '贈禮' })).toBeNull();
  });
});
