import { screen } from '@testing-library/react';
import { getBrand } from '@/brand';
import { shareInviteFrom } from '../share-invite';
import { brandMock, renderServer } from '../test-kit';
import { ShareInviteView } from './share-invite-view';

vi.mock('@/brand/request-brand', async () => (await import('../test-kit')).requestBrandModule());
vi.setConfig({ testTimeout: 20_000 });

describe('/share opened from a shared link', () => {
  it('says who invites, shows the game and the win, and links to play, the replay and the games', async () => {
    brandMock.id = 'lion';
    const invite = shareInviteFrom({ gameCode: '10001', gameName: '財神到', from: '1001', fromName: '小明', amount: '250000', multiple: '125' })!;
    await renderServer(ShareInviteView({ locale: 'zh_tw', invite }));
    expect(screen.getByRole('heading', { level: 1, name: '好友邀請' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '小明 邀請你一起玩' })).toBeInTheDocument();
    expect(screen.getByText('財神到')).toBeInTheDocument();
    expect(screen.getByText('在這台贏得 250,000 日金')).toBeInTheDocument();
    expect(screen.getByText('125 倍')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(getBrand('lion').metadata.zh_tw.name))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '立即遊玩' })).toHaveAttribute('href', '/zh_tw/play/now?gameCode=10001');
    expect(screen.getByRole('link', { name: '觀看精彩重播' })).toHaveAttribute('href', '/zh_tw/play-game/now?gameCode=10001&playerId=1001');
    expect(screen.getByRole('link', { name: '更多遊戲' })).toHaveAttribute('href', '/zh_tw/play');
  });

  it('a game without a record has no replay', async () => {
    const invite = shareInviteFrom({ gameCode: '10002', from: '1001' })!;
    await renderServer(ShareInviteView({ locale: 'zh_tw', invite }));
    expect(screen.getByRole('heading', { level: 2, name: '你的好友邀請你一起玩' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '觀看精彩重播' })).toBeNull();
  });
});
