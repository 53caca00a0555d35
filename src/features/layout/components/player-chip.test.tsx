import { fireEvent, screen } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { useSignInModalStore } from '@/features/auth';
import { renderWithI18n } from '@/ui/testing';
import { PlayerChip } from './player-chip';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));
vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));

describe('PlayerChip', () => {
  it('shows 登入 for a visitor and opens the sign-in modal', () => {
    vi.mocked(useSession).mockReturnValue({ data: null, status: 'unauthenticated', update: vi.fn() });
    renderWithI18n(<PlayerChip />);
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(useSignInModalStore.getState().open).toBe(true);
  });

  it('shows the player name, VIP and level, linking to the member center', () => {
    vi.mocked(useSession).mockReturnValue({
      status: 'authenticated',
      update: vi.fn(),
      data: {
        expires: '',
        token: 't',
        publicKey: '',
        provider: 'guest',
        baseURL: '',
        playerID: 1001,
        isRegist: false,
        signInError: null,
        phone: '',
        user: { name: '幸運星', playerID: 1001, vipLevel: 3, level: 12 },
      },
    });
    renderWithI18n(<PlayerChip />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/zh_tw/member/info');
    expect(link).toHaveTextContent('幸運星');
    expect(link).toHaveTextContent('VIP 3');
    expect(link).toHaveTextContent('LV.12');
  });
});
