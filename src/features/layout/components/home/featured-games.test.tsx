import { screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/testing';
import { CATALOGUE, setViewportWidth } from '@/features/games/test-utils';
import { visibleGames } from '@/features/games';
import { FeaturedGames } from './featured-games';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

describe('FeaturedGames (home)', () => {
  it('shows the catalogue shown games, each opening its phone window on a phone', () => {
    setViewportWidth(390);
    renderWithI18n(<FeaturedGames games={visibleGames(CATALOGUE, 'all')} />);
    const links = screen.getAllByRole('link').filter((l) => l.hasAttribute('data-game'));
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['財神到', '龍王傳說', '黃金寶藏', '捕魚達人']);
    expect(links[0]).toHaveAttribute('href', '/zh_tw/play-game/m?game=10001');
  });

  it('opens the desktop window on a wide screen', () => {
    setViewportWidth(1280);
    renderWithI18n(<FeaturedGames games={visibleGames(CATALOGUE, 'all')} />);
    expect(screen.getByRole('link', { name: '龍王傳說' })).toHaveAttribute('href', '/zh_tw/play-game/pc?game=10002');
  });

  it('offers the game lobby when the lobby gave no games', () => {
    renderWithI18n(<FeaturedGames games={null} />);
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/zh_tw/play', '/zh_tw/play']);
  });
});
