import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/testing';
import { DesktopMenu } from './desktop-menu';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'id_id' }),
  usePathname: () => '/id_id/rank/coin',
}));

describe('DesktopMenu', () => {
  it('lists the eight top entries under the current locale and marks the section', () => {
    renderWithI18n(<DesktopMenu />);
    expect(screen.getByRole('link', { name: '最新消息' })).toHaveAttribute('href', '/id_id/announcement');
    expect(screen.getByRole('link', { name: '活動排行' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a dropdown on hover and on focus, closes it on Escape', () => {
    renderWithI18n(<DesktopMenu />);
    const toggle = screen.getByRole('button', { name: '展開客服中心' });
    const item = toggle.closest('li')!;
    fireEvent.mouseEnter(item);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '服務條款' })).toHaveAttribute('href', '/id_id/support/terms/term-of-service');
    fireEvent.mouseLeave(item);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.focus(screen.getByRole('link', { name: '客服中心' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
