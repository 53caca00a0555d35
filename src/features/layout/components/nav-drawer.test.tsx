import { act, fireEvent, screen, within } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { renderWithI18n } from '@/ui/testing';
import { TopNav } from './top-nav';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'zh_tw' }),
  usePathname: () => '/zh_tw/support/qna',
  useRouter: () => ({ push: vi.fn() }),
}));
vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));

/** Opens the drawer; its code arrives on the first opening (a lazy import), hence the await. */
async function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: '開啟選單' }));
  await act(async () => {
    await import('./nav-drawer');
  });
}

describe('TopNav drawer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(useSession).mockReturnValue({ data: null, status: 'unauthenticated', update: vi.fn() });
  });
  afterEach(() => vi.useRealTimers());

  it('opens from the hamburger with the current section expanded, and closes on Escape', async () => {
    renderWithI18n(<TopNav />);
    await openDrawer();
    const drawer = screen.getByRole('dialog', { name: '主選單' });
    const support = within(drawer).getByRole('button', { name: '展開客服中心' });
    expect(support).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: '停權公告' })).toBeVisible();

    fireEvent.click(within(drawer).getByRole('button', { name: '展開活動排行' }));
    expect(within(drawer).getByRole('link', { name: '幸運轉盤' })).toHaveAttribute('href', '/zh_tw/other/fire-wheel');

    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    renderWithI18n(<TopNav />);
    await openDrawer();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: '下載專區' }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
