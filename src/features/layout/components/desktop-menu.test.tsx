import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/testing';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '../menu-intent';
import { DesktopMenu } from './desktop-menu';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'id_id' }),
  usePathname: () => '/id_id/rank/coin',
}));

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('DesktopMenu', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the eight top entries under the current locale and marks the section', () => {
    renderWithI18n(<DesktopMenu />);
    expect(screen.getByRole('link', { name: '最新消息' })).toHaveAttribute('href', '/id_id/announcement');
    expect(screen.getByRole('link', { name: '活動排行' })).toHaveAttribute('aria-current', 'page');
  }, 15_000);

  it("renders a dropdown's entries only while it is open (a closed one hydrates no links)", () => {
    const { container } = renderWithI18n(<DesktopMenu />);
    expect(container.querySelectorAll('a')).toHaveLength(8);
    expect(screen.queryByRole('link', { name: '服務條款', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展開客服中心' }));
    expect(screen.getByRole('link', { name: '服務條款' })).toBeVisible();
  });

  it('opens a dropdown on hover after a short delay and closes it after leaving; on focus; Escape closes', () => {
    vi.useFakeTimers();
    renderWithI18n(<DesktopMenu />);
    const toggle = screen.getByRole('button', { name: '展開客服中心' });
    const item = toggle.closest('li')!;
    fireEvent.pointerEnter(item);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    wait(MENU_OPEN_DELAY_MS);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '服務條款' })).toHaveAttribute('href', '/id_id/support/terms/term-of-service');
    fireEvent.pointerLeave(item);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    wait(MENU_CLOSE_DELAY_MS);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.focus(screen.getByRole('link', { name: '客服中心' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('hover then click keeps it open (pinned, no flicker); the next click closes it; Escape from the panel returns focus to the chevron', () => {
    vi.useFakeTimers();
    renderWithI18n(<DesktopMenu />);
    const toggle = screen.getByRole('button', { name: '展開客服中心' });
    const item = toggle.closest('li')!;
    fireEvent.pointerEnter(item);
    wait(MENU_OPEN_DELAY_MS);
    fireEvent.pointerDown(toggle);
    fireEvent.focus(toggle);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(item);
    wait(1000);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const entry = screen.getByRole('link', { name: '服務條款' });
    entry.focus();
    fireEvent.keyDown(entry, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('an outside press closes a pinned dropdown', () => {
    renderWithI18n(<DesktopMenu />);
    const toggle = screen.getByRole('button', { name: '展開客服中心' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
