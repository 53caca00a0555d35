import { act, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { SocketRequestError, type SocketState } from '@/socket';
import { PassbookViewer } from './components/passbook-viewer';
import { entry, renderPassbook } from './test-utils';
import { Op, type BankBookRequest } from '@/protocol';
import type { BankBookResult, Result } from '@/protocol';

// The lobby socket's state, driven by the test.
let lobbyState: SocketState = 'ready';
const listeners = new Set<() => void>();
const setLobbyState = (next: SocketState) => {
  lobbyState = next;
  listeners.forEach((l) => l());
};
vi.mock('@/socket/use-socket-state', () => ({
  useSocketState: () =>
    useSyncExternalStore(
      (l: () => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      () => lobbyState,
    ),
}));

describe('a passbook page lost with the connection', () => {
  afterEach(() => setLobbyState('ready'));

  it('keeps ...loading and asks the same page again once the lobby socket is ready', async () => {
    const calls: BankBookRequest[] = [];
    const answers: ((a: Result<BankBookResult>) => void)[] = [];
    const fails: ((e: unknown) => void)[] = [];
    const load = (p: BankBookRequest) =>
      new Promise<Result<BankBookResult>>((resolve, reject) => {
        calls.push(p);
        answers.push(resolve);
        fails.push(reject);
      });
    renderPassbook(<PassbookViewer load={load} now={() => 1_700_000_000_000} />);
    expect(calls).toHaveLength(1);

    setLobbyState('connecting');
    await act(async () => fails[0]!(new SocketRequestError('disconnected', Op.BankBook)));
    expect(screen.getByText('...loading')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);

    act(() => setLobbyState('ready'));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    await act(async () => answers[1]!({ ok: true, result: { Tab: 1, Page: 1, PerPage: 2, Total: 1, List: [entry({ ID: 1 })] } }));
    expect(screen.getAllByTestId('passbook-row')).toHaveLength(1);
    expect(calls).toHaveLength(2);
  });

  it('says the page failed when no answer came in time (a timeout is not a lost connection)', async () => {
    const fails: ((e: unknown) => void)[] = [];
    const load = () => new Promise<Result<BankBookResult>>((_, reject) => fails.push(reject));
    renderPassbook(<PassbookViewer load={load} />);
    await act(async () => fails[0]!(new SocketRequestError('timeout', Op.BankBook)));
    expect(screen.getByRole('alert')).toHaveTextContent('紀錄讀取失敗，請稍後再試');
  });
});
