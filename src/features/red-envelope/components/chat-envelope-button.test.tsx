import { act, fireEvent, screen } from '@testing-library/react';
import { ChatHeader } from '@/features/chat/components/chat-header';
import { resetRedEnvelopes } from '../actions';
import { useRedEnvelopeStore } from '../store';
import { renderEnvelope } from '../test-kit';

afterEach(() => {
  act(() => resetRedEnvelopes());
});

describe('the chat window’s 發紅包 button', () => {
  it('shows for a permitted player of a brand with envelopes and opens the create dialog', async () => {
    act(() => useRedEnvelopeStore.setState({ canSend: true }));
    renderEnvelope(<ChatHeader showSettings />, { brandId: 'crab' });
    fireEvent.click(await screen.findByRole('button', { name: '發紅包' }));
    expect(useRedEnvelopeStore.getState().createOpen).toBe(true);
  });

  it('is hidden without the permission and on brands without envelopes', () => {
    const { unmount } = renderEnvelope(<ChatHeader showSettings />, { brandId: 'crab' });
    expect(screen.queryByRole('button', { name: '發紅包' })).toBeNull();
    unmount();
    act(() => useRedEnvelopeStore.setState({ canSend: true }));
    renderEnvelope(<ChatHeader showSettings />, { brandId: 'owl' });
    expect(screen.queryByRole('button', { name: '發紅包' })).toBeNull();
  });
});
