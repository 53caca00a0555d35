import { act, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import type { SocketState } from '@/socket';
import { PassbookViewer } from './components/passbook-viewer';
import { entry, renderPassbook } from './test-utils';
import { Code, type BankBookRequest, type BankBookResult, type Result } from '@/protocol';

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
    const load = (p: BankBookRequest) =>
      new Promise<Result<BankBookResult>>((resolve) => {
        calls.push(p);
        answers.push(resolve);
      });
    renderPassbook(<PassbookViewer load={load} now={() => 1_700_000_000_000} />);
    expect(calls).toHaveLength(1);

    setLobbyState('connecting');
    await act(async () => answers[0]!({ ok: false, code: Code.Silent, message: '', lost: 'disconnected' }));
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
    const answers: ((a: Result<BankBookResult>) => void)[] = [];
    const load = () => new Promise<Result<BankBookResult>>((resolve) => answers.push(resolve));
    renderPassbook(<PassbookViewer load={load} />);
    await act(async () => answers[0]!({ ok: false, code: Code.Silent, message: '', lost: 'timeout' }));
    expect(screen.getByRole('alert')).toHaveTextContent('紀錄讀取失敗，請稍後再試');
  });
});
