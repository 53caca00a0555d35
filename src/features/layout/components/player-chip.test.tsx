import { fireEvent, screen } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { useSignInModalStore } from '@/features/auth';
import { renderWithI18n } from '@/ui/testing';
import { PlayerChip } from './player-chip';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));
vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
const signOutMock = vi.fn();
vi.mock('@/features/session', () => ({ useSignOut: () => signOutMock }));

describe('PlayerChip', () => {
  it('shows 登入 for a visitor and opens the sign-in modal', () => {
    vi.mocked(useSession).mockReturnValue({ data: null, status: 'unauthenticated', update: vi.fn() });
    renderWithI18n(<PlayerChip />);
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(useSignInModalStore.getState().open).toBe(true);
  });

  it('shows the player name, VIP and level, opening the account menu with 登出', () => {
    vi.mocked(useSession).mockReturnValue({
      status: 'authenticated',
      update: vi.fn(),
      data: {
        expires: '',
        sessionTag: 't',
        publicKey: '',
        provider: 'guest',
        channel: 'web',
        userRefreshedAt: 0,
        baseURL: '',
        playerID: 1001,
        isRegist: false,
        signInError: null,
        phone: '',
        user: { name: '幸運星', playerID: 1001, vipLevel: 3, level: 12 },
      },
    });
    renderWithI18n(<PlayerChip />);
    const chip = screen.getByRole('button', { name: '幸運星 的帳號選單' });
    expect(chip).toHaveTextContent('幸運星');
    expect(chip).toHaveTextContent('VIP 3');
    expect(chip).toHaveTextContent('LV.12');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(chip);
    expect(screen.getByRole('menuitem', { name: '會員資料' })).toHaveAttribute('href', '/zh_tw/member/info');
    fireEvent.click(screen.getByRole('menuitem', { name: '登出' }));
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
