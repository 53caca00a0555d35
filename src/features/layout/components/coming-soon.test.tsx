import { screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/testing';
import { ComingSoon } from './coming-soon';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'vi_vn' }) }));

describe('ComingSoon', () => {
  it('names the route and leads back home', () => {
    renderWithI18n(<ComingSoon page="rankCoin" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('金幣排行');
    expect(screen.getByText('金幣排行即將開放')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首頁' })).toHaveAttribute('href', '/vi_vn');
  });
});
