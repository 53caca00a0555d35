/**
 * The XSS corpus on /other/mission (issue 38 item 2): a task's texts are the client's own, but
 * its reward names items by the server's keys, and a key the client has no name for shows as
 * `#<key>`. Every payload goes in as such a key, all 65 tasks in one list. Each shows as
 * written and the page holds no live markup (tests/xss/component.ts).
 */
import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Op, TaskCondType, TaskPeriod, type Task } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import tasksText from '@locales/zh_tw/tasks.json';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS, type XssPayload } from '../../../../tests/xss/component';
import { MissionPage } from './mission-page';

vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { user: { playerID: 7 } } }) }));
vi.mock('@/socket', () => ({
  getSockets: () => ({ lobby: { request: async (op: number) => (op === Op.TaskList ? { ok: true, result: { Tasks: XSS_PAYLOADS.map(task) } } : { ok: true, result: null }) } }),
}));
vi.mock('@/socket/use-socket-state', () => ({ useSocketState: () => 'ready' }));

setupXssTrap();

const task = (p: XssPayload): Task => ({
  TaskID: p.id,
  Period: TaskPeriod.Daily,
  CondType: TaskCondType.BetCount,
  Condition: { TargetCount: 50 },
  Progress: 20,
  Reward: { [p.text]: 2000 },
  Claimed: false,
  ResetAt: Date.UTC(2030, 0, 1),
});

describe('the XSS corpus on /other/mission', () => {
  it('reward items the server names by keys the client does not know', async () => {
    const i18n = createTestI18n();
    i18n.addResourceBundle('zh_tw', 'tasks', tasksText);
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <MissionPage />
      </I18nextProvider>,
    );
    await waitFor(() => expect(container.querySelectorAll('[data-testid="task-row"]')).toHaveLength(XSS_PAYLOADS.length));
    const rows = container.querySelectorAll('[data-testid="task-row"]');
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(rows[i]!, [{ ...p, text: `#${p.text} × 2,000` }], `reward of payload ${p.id}`);
    expectInert();
  });
});
