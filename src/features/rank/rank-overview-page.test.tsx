/** /rank: cards leading to the coin rank, missions and the ban list, and the honor list (sign-in first). */
import { screen } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import rankText from '@locales/zh_tw/rank.json';
import { RankOverviewPage } from './components/rank-overview-page';
import { renderRankPage } from './test-kit';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
vi.mock('@/features/auth', () => ({ openSignInModal: vi.fn() }));
vi.mock('@/features/honor', () => ({ OwnHonorListButton: () => <button type="button">own honor list</button> }));
vi.mock('@/features/layout', () => ({ useLocale: () => 'zh_tw', localePath: (l: string, p: string) => `/${l}${p}` }));

describe('rank overview page', () => {
  it('links the coin rank, missions and the ban list; the honor list asks a visitor to sign in', async () => {
    vi.mocked(useSession).mockReturnValue({ status: 'unauthenticated', update: vi.fn(), data: null });
    renderRankPage(<RankOverviewPage />);
    expect(await screen.findByRole('heading', { name: rankText.overview.title })).toBeInTheDocument();
    const open = (title: string) => screen.getByRole('link', { name: `${rankText.overview.open} ${title}` });
    expect(open(rankText.overview.coin.title)).toHaveAttribute('href', '/zh_tw/rank/coin');
    expect(open(rankText.overview.mission.title)).toHaveAttribute('href', '/zh_tw/other/mission');
    expect(open(rankText.overview.banList.title)).toHaveAttribute('href', '/zh_tw/support/ban-list');
    expect(screen.getByRole('button', { name: '登入' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'own honor list' })).toBeNull();
  });

  it('a signed-in player opens their own honor list from here', async () => {
    vi.mocked(useSession).mockReturnValue({ status: 'authenticated', update: vi.fn(), data: { user: { playerID: 7 } } as never });
    renderRankPage(<RankOverviewPage />);
    expect(await screen.findByRole('button', { name: 'own honor list' })).toBeInTheDocument();
  });
});
