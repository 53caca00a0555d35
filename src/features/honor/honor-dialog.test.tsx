/**
 * The honor list panel: rows per spec, hearts (three pins, the fourth sends nothing, unpin
 * always), the error modal (mapped text + server Message; code 0 silent), the list asked again
 * when the lobby socket is ready after a drop, and hearts only on one's own list.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useSession } from 'next-auth/react';
import { Code, HonorPinned, Op, type Achievement, type Result } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import honor from '@locales/zh_tw/honor.json';
import { HonorDialog } from './components/honor-dialog';
import { openHonorList, resetHonor } from './store';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));

type Answer = Result<unknown>;
const request = vi.fn<(op: number, payload: Record<string, unknown>) => Promise<Answer>>();
vi.mock('@/socket', () => ({ getSockets: () => ({ lobby: { request: (op: number, payload: Record<string, unknown>) => request(op, payload) } }) }));
let socketState = 'ready';
vi.mock('@/socket/use-socket-state', () => ({ useSocketState: () => socketState }));

const rec = (id: number, over: Partial<Achievement> = {}): Achievement => ({
  ID: id,
  Win: 5_235,
  Bet: 100,
  CreateTime: '2025-01-15T12:00:00+08:00',
  Pinned: HonorPinned.Unpinned,
  PlayerID: 7,
  SiteID: 'crab',
  GameInfo: { Provider: 'PG', GameID: String(1000 + id) },
  ...over,
});

function renderPanel() {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'honor', honor);
  return render(
    <I18nextProvider i18n={i18n}>
      <HonorDialog />
    </I18nextProvider>,
  );
}

function serve(list: Achievement[]) {
  let pinned = list.filter((r) => r.Pinned === HonorPinned.Pinned).length;
  request.mockImplementation(async (op, payload) => {
    if (op === Op.HonorList) return { ok: true, result: { Achievements: list } };
    const p = payload as { ID: number; Pinned: number };
    pinned += p.Pinned === HonorPinned.Pinned ? 1 : -1;
    return { ok: true, result: { ID: p.ID, Pinned: p.Pinned, PinnedCount: pinned } };
  });
}

beforeEach(() => {
  resetHonor();
  request.mockReset();
  socketState = 'ready';
  vi.mocked(useSession).mockReturnValue({ status: 'authenticated', update: vi.fn(), data: { user: { playerID: 7 } } as never });
});

describe('honor list panel', () => {
  it('shows the reminder and each row: win over multiplier, machine number, date', async () => {
    serve([rec(1)]);
    act(() => openHonorList(7));
    renderPanel();
    expect(await screen.findByText(honor.reminder)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(Op.HonorList, { PlayerID: 7 });
    expect(await screen.findByText('/ 52.35x')).toBeInTheDocument();
    expect(screen.getByText(`${honor.machine} 1 · 2025.01.15`)).toBeInTheDocument();
  });

  it('pins three; the fourth heart sends nothing; an unpin frees a place', async () => {
    serve([rec(1), rec(2), rec(3), rec(4)]);
    act(() => openHonorList(7));
    renderPanel();
    await waitFor(() => expect(screen.getAllByTestId('honor-heart')).toHaveLength(4));
    const hearts = () => screen.getAllByTestId('honor-heart');
    for (let i = 0; i < 3; i++) {
      fireEvent.click(hearts()[i]!);
      await waitFor(() => expect(hearts()[i]).toHaveAttribute('aria-pressed', 'true'));
    }
    fireEvent.click(hearts()[3]!);
    await act(async () => {});
    expect(hearts()[3]).toHaveAttribute('aria-pressed', 'false');
    expect(request.mock.calls.filter(([op]) => op === Op.HonorPin)).toHaveLength(3);
    fireEvent.click(hearts()[0]!);
    await waitFor(() => expect(hearts()[0]).toHaveAttribute('aria-pressed', 'false'));
    fireEvent.click(hearts()[3]!);
    await waitFor(() => expect(hearts()[3]).toHaveAttribute('aria-pressed', 'true'));
  });

  it("shows another player's list without hearts to change", async () => {
    serve([rec(1, { PlayerID: 9 })]);
    act(() => openHonorList(9));
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('honor-heart')).toBeDisabled());
  });

  it('a refused list shows the mapped text followed by the server Message; code 0 shows nothing', async () => {
    request.mockResolvedValue({ ok: false, code: Code.PlayerNotFound, message: 'no such player' });
    act(() => openHonorList(7));
    const view = renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('指定玩家不存在 no such player');
    view.unmount();
    resetHonor();
    request.mockResolvedValue({ ok: false, code: Code.HttpOk, message: 'quiet' });
    act(() => openHonorList(7));
    renderPanel();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the list again when the lobby socket is ready after a drop', async () => {
    serve([rec(1)]);
    act(() => openHonorList(7));
    const i18n = createTestI18n();
    i18n.addResourceBundle('zh_tw', 'honor', honor);
    const ui = () => (
      <I18nextProvider i18n={i18n}>
        <HonorDialog />
      </I18nextProvider>
    );
    const view = render(ui());
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    socketState = 'reconnecting';
    view.rerender(ui());
    await act(async () => {});
    expect(request).toHaveBeenCalledTimes(1);
    socketState = 'ready';
    view.rerender(ui());
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(request).toHaveBeenLastCalledWith(Op.HonorList, { PlayerID: 7 });
  });
});
