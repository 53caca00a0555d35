/**
 * /other/mission: daily and weekly tabs, a row per task with its condition text and progress,
 * the claim (TaskClaim, bag applied, 已領取 after), an unknown type's customer-service text,
 * and the sign-in prompt when signed out.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useSession } from 'next-auth/react';
import { Op, TaskCondType, type Result, type Task } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import { useWalletStore } from '@/features/wallet/store';
import tasksText from '@locales/zh_tw/tasks.json';
import { MissionPage } from './components/mission-page';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
type Answer = Result<unknown>;
const request = vi.fn<(op: number, payload: Record<string, unknown>) => Promise<Answer>>();
vi.mock('@/socket', () => ({ getSockets: () => ({ lobby: { request: (op: number, payload: Record<string, unknown>) => request(op, payload) } }) }));
vi.mock('@/socket/use-socket-state', () => ({ useSocketState: () => 'ready' }));

const task = (TaskID: number, Period: 1 | 2, CondType: number, Condition: Task['Condition'], Progress: number): Task => ({
  TaskID,
  Period,
  CondType,
  Condition,
  Progress,
  Reward: { '1': 2000 },
  Claimed: false,
  ResetAt: Date.now() + 3_600_000,
});

function renderPage() {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'tasks', tasksText);
  return render(
    <I18nextProvider i18n={i18n}>
      <MissionPage />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  request.mockReset();
  vi.mocked(useSession).mockReturnValue({ status: 'authenticated', update: vi.fn(), data: { user: { playerID: 7 } } as never });
});

describe('mission page', () => {
  it('shows daily rows with text and progress, claims a done one, and the weekly tab', async () => {
    const done = task(2, 1, TaskCondType.ChatMessages, { TargetCount: 5 }, 5);
    request.mockImplementation(async (op) => {
      if (op === Op.TaskList) {
        return { ok: true, result: { Tasks: [task(1, 1, TaskCondType.BetCount, { TargetCount: 50 }, 20), done, task(3, 1, 99, {}, 0), task(101, 2, TaskCondType.CumulativeBet, { TargetAmount: 1_000_000 }, 250_000)] } };
      }
      return { ok: true, result: { Task: { ...done, Claimed: true }, Credited: { '1': 2000 }, Bag: { Items: { '1': { Amount: 3000 } } } } };
    });
    renderPage();
    expect(await screen.findByText('累積下注 50 次')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '累積下注 50 次' })).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText('20/50')).toBeInTheDocument();
    expect(screen.getByText(tasksText.unknown)).toBeInTheDocument();
    expect(screen.queryByText('累積押注 1,000,000')).toBeNull();

    const buttons = screen.getAllByRole('button', { name: tasksText.button.claim });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(screen.getByRole('button', { name: tasksText.button.claimed })).toBeDisabled());
    expect(request).toHaveBeenCalledWith(Op.TaskClaim, { TaskID: 2 });
    expect(useWalletStore.getState().items).toMatchObject({ '1': 3000 });

    fireEvent.click(screen.getByRole('tab', { name: tasksText.tabs.weekly }));
    expect(await screen.findByText('累積押注 1,000,000')).toBeInTheDocument();
    expect(screen.getByText('250,000/1,000,000')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', () => {
    vi.mocked(useSession).mockReturnValue({ status: 'unauthenticated', update: vi.fn(), data: null });
    renderPage();
    expect(screen.getByText(tasksText.signIn)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登入' })).toBeInTheDocument();
  });
});
