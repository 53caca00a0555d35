import { render, screen, waitFor } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { RuntimeConfigProvider } from '@/config/runtime-context';
import { currentSession, setCurrentSession } from '../session-generation';
import { SessionSockets } from './session-sockets';

const loaded = vi.hoisted(() => ({ imported: false, props: [] as { sessionTag: string | null }[] }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }), usePathname: () => '/zh_tw' }));
vi.mock('next-auth/react', () => ({ useSession: vi.fn(), signOut: vi.fn() }));
// The socket side's chunk also carries the signed-in overlay slots: not the subject here, and
// transforming their whole tree on first import took about the findBy wait (5 s) on a loaded machine.
vi.mock('@/features/layout/components/session-overlay-slots', () => ({ default: () => null }));
// Stands in for the socket side; records that its module was fetched and what it was given.
vi.mock('./session-connection', () => {
  loaded.imported = true;
  return {
    SessionConnection: (props: { sessionTag: string | null }) => {
      loaded.props.push(props);
      return <span data-testid="connection">{props.sessionTag ?? 'signed out'}</span>;
    },
  };
});

type Status = 'authenticated' | 'unauthenticated' | 'loading';
function session(status: Status, tag?: string) {
  vi.mocked(useSession).mockReturnValue({
    status,
    data: tag ? { sessionTag: tag, channel: 'web', provider: 'google' } : null,
    update: vi.fn(),
  } as never);
}

function Page() {
  return (
    <RuntimeConfigProvider value={{ lobbyUrl: 'http://lobby.test', locale: 'zh_tw' }}>
      <SessionSockets>
        <p>page</p>
      </SessionSockets>
    </RuntimeConfigProvider>
  );
}

afterEach(() => setCurrentSession(null));

describe('SessionSockets (the socket side loads with the first session)', () => {
  it('a visitor who is not signed in gets no socket code at all', async () => {
    session('loading');
    const { rerender } = render(<Page />);
    session('unauthenticated');
    rerender(<Page />);
    expect(screen.getByText('page')).toBeInTheDocument();
    // Every dynamic import started so far has finished: had the socket code been asked for, it is here now.
    await vi.dynamicImportSettled();
    expect(loaded.imported).toBe(false);
    expect(screen.queryByTestId('connection')).toBeNull();
    expect(currentSession()).toBeNull();
  });

  it('signed in: the connection loads with the session tag, records the session, and stays after sign-out', async () => {
    session('authenticated', 'tag-1');
    const { rerender } = render(<Page />);
    expect(currentSession()).toBe('tag-1');
    expect(await screen.findByTestId('connection')).toHaveTextContent('tag-1');
    expect(loaded.imported).toBe(true);

    session('unauthenticated');
    rerender(<Page />);
    expect(currentSession()).toBeNull();
    // still mounted: it stops the sockets and resets every feature on a null session
    await waitFor(() => expect(screen.getByTestId('connection')).toHaveTextContent('signed out'));
  });
});
