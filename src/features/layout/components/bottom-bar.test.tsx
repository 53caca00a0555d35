import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/testing';
import { BottomBar } from './bottom-bar';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'zh_tw' }),
  usePathname: () => '/zh_tw/rank/coin',
}));

describe('BottomBar', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('shows customer service, activity rank, points exchange and member center', () => {
    renderWithI18n(<BottomBar />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['客服中心', '活動排行', '點數兌換', '會員中心']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/zh_tw/support/info',
      '/zh_tw/rank/coin',
      '/zh_tw/purchase/point',
      '/zh_tw/member/info',
    ]);
    expect(screen.getByRole('link', { name: '活動排行' })).toHaveAttribute('aria-current', 'page');
  });

  it('reports a deposit view when points exchange is tapped', () => {
    window.dataLayer = [];
    renderWithI18n(<BottomBar />);
    fireEvent.click(screen.getByRole('link', { name: '點數兌換' }));
    fireEvent.click(screen.getByRole('link', { name: '客服中心' }));
    expect(window.dataLayer).toEqual([{ event: 'deposit_view', from: 'bottomBar' }]);
  });
});
