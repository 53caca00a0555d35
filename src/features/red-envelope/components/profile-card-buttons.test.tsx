import { act, fireEvent, screen } from '@testing-library/react';
import { PlayerCardDialog } from '@/features/chat/components/player-card-dialog';
import { useChatStore } from '@/features/chat/store';
import { useUnreadStore } from '@/features/chat/unread-store';
import { playerProfileResult } from '../../../../tests/fakes/results';
import { resetRedEnvelopes } from '../actions';
import { useRedEnvelopeStore } from '../store';
import { renderEnvelope } from '../test-kit';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), useRouter: () => ({ push: vi.fn() }) }));

const SELF = 7;
function showCard(playerId: number) {
  useUnreadStore.setState({ selfId: SELF });
  useChatStore.setState({ playerCard: { playerId, profile: playerProfileResult({ PlayerID: playerId, Name: '我' }), errorCode: null } });
}

afterEach(() => {
  act(() => {
    useChatStore.setState({ playerCard: null });
    resetRedEnvelopes();
  });
});

describe('the profile card’s 發紅包 / 我的紅包 (self, brand flag and server permission)', () => {
  it('self on a brand that offers envelopes with the permission: both buttons; 發紅包 closes the card and opens the dialog', () => {
    act(() => {
      showCard(SELF);
      useRedEnvelopeStore.setState({ canSend: true });
    });
    renderEnvelope(<PlayerCardDialog />, { brandId: 'crab' });
    expect(screen.getByRole('button', { name: '我的紅包' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '發紅包' }));
    expect(useChatStore.getState().playerCard).toBeNull();
    expect(useRedEnvelopeStore.getState().createOpen).toBe(true);
  });

  it('hidden without the permission (no 12811 yet, or 200230)', () => {
    act(() => showCard(SELF));
    renderEnvelope(<PlayerCardDialog />, { brandId: 'crab' });
    expect(screen.queryByRole('button', { name: '發紅包' })).toBeNull();
  });

  it('hidden on a brand without the flag, and on another player’s card', async () => {
    act(() => {
      showCard(SELF);
      useRedEnvelopeStore.setState({ canSend: true });
    });
    const { unmount } = renderEnvelope(<PlayerCardDialog />, { brandId: 'dragon' });
    expect(screen.queryByRole('button', { name: '發紅包' })).toBeNull();
    unmount();
    act(() => showCard(99));
    renderEnvelope(<PlayerCardDialog />, { brandId: 'crab' });
    expect(screen.queryByRole('button', { name: '發紅包' })).toBeNull();
    expect(await screen.findByRole('button', { name: '聊天' })).toBeTruthy();
  });
});
