import { fireEvent, render, screen } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import Link from './link';

function withRouter(ui: React.ReactNode) {
  const router = { prefetch: vi.fn(), push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() };
  render(<AppRouterContext.Provider value={router as unknown as AppRouterInstance}>{ui}</AppRouterContext.Provider>);
  return router;
}

describe('Link', () => {
  it('prefetches its page on a pointer, a touch or focus, not on sight', () => {
    const onMouseEnter = vi.fn();
    const router = withRouter(
      <Link href="/zh_tw/rank/coin" onMouseEnter={onMouseEnter}>
        rank
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'rank' });
    expect(link.getAttribute('href')).toBe('/zh_tw/rank/coin');
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(router.prefetch.mock.calls).toEqual([['/zh_tw/rank/coin'], ['/zh_tw/rank/coin'], ['/zh_tw/rank/coin']]);
  });

  it('keeps prefetch={false} as no prefetch at all', () => {
    const router = withRouter(
      <Link href="/zh_tw/play-game/m" prefetch={false}>
        game
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'game' });
    fireEvent.mouseEnter(link);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('renders outside the app router (no prefetch to ask for)', () => {
    render(<Link href="/zh_tw/store">store</Link>);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'store' }));
    expect(screen.getByRole('link', { name: 'store' }).getAttribute('href')).toBe('/zh_tw/store');
  });
});
