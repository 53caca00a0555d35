/** A pushed tier rise re-reads the session once, so the session's vipLevel (chat) follows. */
import { act, render } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { vipLevelsOf } from '@/protocol/vip';
import { VipSessionSync } from './components/vip-session-sync';
import { resetVip } from './handlers';
import { useVipStore } from './store';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
const update = vi.fn(async () => null as never);

function session(vipLevel: number, playerID = 7) {
  vi.mocked(useSession).mockReturnValue({ status: 'authenticated', update, data: { playerID, user: { vipLevel } } as never });
}

describe('VipSessionSync', () => {
  beforeEach(() => {
    update.mockClear();
    resetVip();
  });

  it('refreshes once when 10101 says a tier above the session, not for the same or a lower tier', () => {
    session(2);
    const { rerender } = render(<VipSessionSync />);
    act(() => useVipStore.setState({ levels: vipLevelsOf(2, 100_000) }));
    expect(update).not.toHaveBeenCalled();
    act(() => useVipStore.setState({ levels: vipLevelsOf(3, 1_000_000) }));
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ refresh: true });
    rerender(<VipSessionSync />); // a failed refresh is not retried in a loop
    expect(update).toHaveBeenCalledTimes(1);
    session(3);
    rerender(<VipSessionSync />);
    expect(update).toHaveBeenCalledTimes(1);
  });
});
