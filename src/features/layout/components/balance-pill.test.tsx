import { screen } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { useWallet, type WalletView } from '@/features/wallet';
import { renderWithI18n } from '@/ui/testing';
import { BalancePill } from './balance-pill';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
vi.mock('@/features/wallet', () => ({ useWallet: vi.fn() }));

const signedIn = {
  status: 'authenticated',
  update: vi.fn(),
  data: { user: { name: '幸運星', playerID: 1001, vipLevel: 3, level: 12 } },
} as unknown as ReturnType<typeof useSession>;

function wallet(view: Partial<WalletView>): void {
  vi.mocked(useWallet).mockReturnValue({ loaded: true, gold: 0, gems: 0, points: 0, ...view });
}

describe('BalancePill', () => {
  it('shows nothing to a visitor', () => {
    vi.mocked(useSession).mockReturnValue({ data: null, status: 'unauthenticated', update: vi.fn() });
    wallet({});
    const { container } = renderWithI18n(<BalancePill />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows gold with thousands separators, and no gems where the brand has none', () => {
    vi.mocked(useSession).mockReturnValue(signedIn);
    wallet({ gold: 1234567, gems: 8900 });
    renderWithI18n(<BalancePill />, { brandId: 'crab' });
    const balance = screen.getByRole('group', { name: '餘額' });
    expect(balance).toHaveTextContent('1,234,567');
    expect(screen.getByText('1,234,567 金幣')).toBeInTheDocument();
    expect(balance).not.toHaveTextContent('8,900');
  });

  it('adds gems for a brand that has them', () => {
    vi.mocked(useSession).mockReturnValue(signedIn);
    wallet({ gold: 20000, gems: 8900 });
    renderWithI18n(<BalancePill />, { brandId: 'owl' });
    expect(screen.getByText('20,000 金幣')).toBeInTheDocument();
    expect(screen.getByText('8,900 寶石')).toBeInTheDocument();
  });

  it('keeps its place while the wallet loads', () => {
    vi.mocked(useSession).mockReturnValue(signedIn);
    vi.mocked(useWallet).mockReturnValue({ loaded: false, gold: 0, gems: 0, points: 0 });
    const { container } = renderWithI18n(<BalancePill />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    // still for the first two seconds, then it pulses (tailwind.config.ts, the wait indicators)
    expect(container.firstChild).toHaveClass('animate-pulse-late');
    expect(container.firstChild).not.toHaveClass('animate-pulse');
  });
});
