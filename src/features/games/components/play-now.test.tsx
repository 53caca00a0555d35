/** /play/now: a shared game's `?gameCode=` opens it here; otherwise the last window (SAVED_WINDOW_URL) or the lobby. */
import { render, screen } from '@testing-library/react';
import { SAVED_WINDOW_URL_KEY } from '../window-path';
import { PlayNow } from './play-now';

const replace = vi.fn();
let search = new URLSearchParams();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'zh_tw' }),
  useRouter: () => ({ replace, push: vi.fn() }),
  useSearchParams: () => search,
}));
vi.mock('@/ui/loading-text', () => ({ LoadingText: () => <p>loading</p> }));
vi.mock('./play-screen', () => ({ PlayScreen: ({ page, code }: { page: string; code: string }) => <p>{`${page} window ${code}`}</p> }));

beforeEach(() => {
  replace.mockReset();
  localStorage.clear();
  search = new URLSearchParams();
});

describe('PlayNow', () => {
  it("opens a shared game's window in place", () => {
    search = new URLSearchParams('gameCode=10001');
    render(<PlayNow />);
    expect(screen.getByText('/play window 10001')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('goes back to the last game window', () => {
    localStorage.setItem(SAVED_WINDOW_URL_KEY, '/play-game/m?game=10006');
    render(<PlayNow />);
    expect(replace).toHaveBeenCalledWith('/zh_tw/play-game/m?game=10006');
  });

  it('opens the lobby without a last window, or with a foreign one', () => {
    render(<PlayNow />);
    expect(replace).toHaveBeenLastCalledWith('/zh_tw/play');
    localStorage.setItem(SAVED_WINDOW_URL_KEY, 'https://evil.example/');
    search = new URLSearchParams('gameCode=../x');
    render(<PlayNow />);
    expect(replace).toHaveBeenLastCalledWith('/zh_tw/play');
  });
});
