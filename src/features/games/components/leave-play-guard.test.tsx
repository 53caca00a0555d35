/**
 * Leaving /play with a game window open (chat §8): a link to another page asks 即將離開遊玩頁面，
 * 遊戲視窗將會關閉，確定嗎？ — 取消 stays, 確定 goes on; closing the tab gets the browser's prompt.
 */
import Link from '@/ui/link';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderGames } from '../test-utils';
import { LeavePlayGuard } from './leave-play-guard';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), useRouter: () => ({ push, replace: vi.fn() }) }));

function Page({ active }: { active: boolean }) {
  return (
    <>
      <Link href="/zh_tw/rank/coin">rank</Link>
      <Link href="/zh_tw/play?game=10002">other game</Link>
      <LeavePlayGuard active={active} page="/play" />
    </>
  );
}

const QUESTION = '即將離開遊玩頁面，遊戲視窗將會關閉，確定嗎？';

beforeEach(() => push.mockReset());

describe('LeavePlayGuard', () => {
  it('asks before a link leaves /play; cancel stays', () => {
    renderGames(<Page active />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      screen.getByText('rank').dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog')).toHaveTextContent(QUESTION);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(push).not.toHaveBeenCalled();
  });

  it('confirm goes on to the page', () => {
    renderGames(<Page active />);
    fireEvent.click(screen.getByText('rank'));
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    expect(push).toHaveBeenCalledWith('/zh_tw/rank/coin');
  });

  it('lets links within /play through, and everything through without a window', () => {
    const { unmount } = renderGames(<Page active />);
    const within = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      screen.getByText('other game').dispatchEvent(within);
    });
    expect(within.defaultPrevented).toBe(false);
    expect(screen.queryByText(QUESTION)).toBeNull();
    unmount();
    renderGames(<Page active={false} />);
    fireEvent.click(screen.getByText('rank'));
    expect(screen.queryByText(QUESTION)).toBeNull();
  });

  it('asks the browser before the tab closes or reloads while a window is open', () => {
    const { rerender } = renderGames(<Page active />);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    rerender(<Page active={false} />);
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
