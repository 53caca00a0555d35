/**
 * The action menu of /play-game/m (chat §2, §6): signed-in players who are not guests only;
 * chat and redeem code for all of them, live for the brands with live rooms (crab, lion).
 */
import { fireEvent, screen } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import type { BrandId } from '@/brand';
import { renderGames } from '../test-utils';
import { ActionMenu } from './action-menu';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));
vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
const openChatWindow = vi.fn();
vi.mock('@/features/chat/actions', () => ({ openChatWindow: () => openChatWindow() }));

function signedIn(provider: string | null) {
  vi.mocked(useSession).mockReturnValue(
    (provider ? { status: 'authenticated', data: { provider, sessionTag: 't', user: { playerID: 7 } } } : { status: 'unauthenticated', data: null }) as never,
  );
}

function open(brandId: BrandId, onRedeem?: () => void) {
  renderGames(<ActionMenu onRedeem={onRedeem} />, { brandId });
  fireEvent.click(screen.getByRole('button', { name: '開啟功能選單' }));
  return screen.getByRole('navigation', { name: '功能選單' });
}

beforeEach(() => openChatWindow.mockReset());

describe('ActionMenu', () => {
  it.each([null, 'guest'])('is not there for %s', (provider) => {
    signedIn(provider);
    renderGames(<ActionMenu onRedeem={() => {}} />, { brandId: 'crab' });
    expect(screen.queryByTestId('action-menu-toggle')).toBeNull();
  });

  it('offers chat and redeem code to a player of a brand without live rooms, and no live', () => {
    signedIn('line');
    const onRedeem = vi.fn();
    const menu = open('owl', onRedeem);
    expect(menu).toHaveTextContent('聊天');
    expect(screen.queryByRole('link', { name: '直播' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '兌換碼' }));
    expect(onRedeem).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '兌換碼' })).toBeNull(); // the menu folds
  });

  it.each(['crab', 'lion'] as const)('adds live for %s, leading to the live room', (brandId) => {
    signedIn('phone');
    open(brandId, () => {});
    expect(screen.getByRole('link', { name: '直播' })).toHaveAttribute('href', '/zh_tw/play-game/live');
  });

  it('opens the chat window', async () => {
    signedIn('google');
    open('crab');
    fireEvent.click(screen.getByRole('button', { name: '聊天' }));
    await vi.waitFor(() => expect(openChatWindow).toHaveBeenCalledTimes(1));
  });

  it('leaves out redeem code until the page gives it a way to open', () => {
    signedIn('google');
    open('dragon');
    expect(screen.queryByRole('button', { name: '兌換碼' })).toBeNull();
    expect(screen.getByRole('button', { name: '聊天' })).toBeInTheDocument();
  });
});
