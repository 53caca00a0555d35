import { screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/testing';
import { GAME_VERSION, SiteFooter } from './site-footer';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

describe('SiteFooter', () => {
  it('shows the site and game versions, the brand and the terms link', () => {
    vi.stubEnv('NEXT_PUBLIC_APP_VERSION', '0.1.0');
    renderWithI18n(<SiteFooter />);
    expect(screen.getByTestId('versions')).toHaveTextContent(`版本 0.1.0`);
    expect(screen.getByTestId('versions')).toHaveTextContent(`遊戲版本 ${GAME_VERSION}`);
    expect(screen.getByRole('link', { name: '服務條款' })).toHaveAttribute('href', '/zh_tw/support/terms/term-of-service');
    vi.unstubAllEnvs();
  });
});
