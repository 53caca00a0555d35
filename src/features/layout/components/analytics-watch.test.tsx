import { render } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { AnalyticsWatch, SIGN_UP_REPORTED_KEY } from './analytics-watch';

vi.mock('next/navigation', () => ({ usePathname: () => '/zh_tw' }));
vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));

function withSession(session: Record<string, unknown> | null) {
  vi.mocked(useSession).mockReturnValue({ data: session, status: session ? 'authenticated' : 'unauthenticated', update: vi.fn() } as never);
}

describe('AnalyticsWatch', () => {
  beforeEach(() => {
    delete window.dataLayer;
    sessionStorage.clear();
    localStorage.clear();
    window.history.replaceState(null, '', '/zh_tw');
  });

  it('captures the landing campaign', () => {
    withSession(null);
    window.history.replaceState(null, '', '/zh_tw/download?utm_source=line&utm_campaign=launch');
    render(<AnalyticsWatch />);
    expect(window.dataLayer).toEqual([{ event: 'utm_capture', utm_source: 'line', utm_campaign: 'launch' }]);
  });

  it('reports sign_up once for a new account, with the provider', () => {
    withSession({ isRegist: true, provider: 'line', sessionTag: 'tag-1' });
    const first = render(<AnalyticsWatch />);
    first.unmount();
    render(<AnalyticsWatch />); // another tab or a remount: not twice
    expect(window.dataLayer).toEqual([{ event: 'sign_up', method: 'line' }]);
    expect(localStorage.getItem(SIGN_UP_REPORTED_KEY)).toBe('tag-1');
  });

  it('reports nothing for a returning player or a guest', () => {
    withSession({ isRegist: false, provider: 'phone', sessionTag: 'tag-2' });
    render(<AnalyticsWatch />).unmount();
    withSession({ isRegist: true, provider: 'guest', sessionTag: 'tag-3' });
    render(<AnalyticsWatch />);
    expect(window.dataLayer ?? []).toEqual([]);
  });
});
