/**
 * Tasks (OPs TaskList / TaskClaim, docs/protocol-tasks.md): the catalogue with the player's
 * progress in the current period (daily from Taipei midnight, weekly from Wednesday 00:00
 * Taipei, on the server clock), and the claim, paid once through the wallet: the reference
 * `task:<task>-<period start>:<player>:0` is claimed first and the progress row is marked
 * claimed in the same transaction, so concurrent or retried claims pay once.
 */
import { Code, taskGoal, taskPeriodBounds, type Task, type TaskClaimResult, type TaskListResult } from '../../src/protocol';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { TASKS, taskById, type TaskDefinition } from './catalog';

export const TASK_LEDGER_SOURCE = 'task';

async function viewsOf(services: Services, playerId: number, tasks: readonly TaskDefinition[], now: number): Promise<Task[]> {
  const bounds = tasks.map((t) => ({ task: t, ...taskPeriodBounds(t.period, now) }));
  const rows = await services.repos.taskProgress.rows(playerId, bounds.map((b) => ({ taskId: b.task.id, periodStart: b.start })));
  return bounds.map(({ task, resetAt }) => {
    const row = rows.get(task.id);
    return {
      TaskID: task.id,
      Period: task.period,
      CondType: task.condType,
      Condition: task.condition,
      Progress: Math.min(row?.progress ?? 0, taskGoal(task.condType, task.condition)),
      Reward: task.reward,
      Claimed: row?.claimedAt != null,
      ResetAt: resetAt,
    };
  });
}

export async function listTasks(services: Services, playerId: number): Promise<TaskListResult> {
  return { Tasks: await viewsOf(services, playerId, TASKS, services.clock.now()) };
}

export async function claimTask(services: Services, playerId: number, taskId: number): Promise<TaskClaimResult> {
  const task = taskById(taskId);
  if (!task) throw new ReplyError(Code.TaskNotFound, `task ${taskId} not found`);
  const now = services.clock.now();
  const { start } = taskPeriodBounds(task.period, now);
  const goal = taskGoal(task.condType, task.condition);
  const [before] = await viewsOf(services, playerId, [task], now);
  if (!before || before.Progress < goal) throw new ReplyError(Code.TaskNotDone, `task ${taskId} is not done`);
  let credited: Record<string, number> = {};
  if (!before.Claimed) {
    const changes = Object.entries(task.reward).map(([item, amount]) => ({ playerId, itemId: Number(item), delta: amount }));
    const applied = await services.wallet.apply(changes, {
      ref: { kind: 'task', id: `${task.id}-${start}`, playerId, itemId: 0 },
      source: TASK_LEDGER_SOURCE,
      reason: `task ${task.id}`,
      alsoInTransaction: async (tx) => {
        if (!(await tx.taskProgress.claim(playerId, task.id, start, goal, now))) throw new Error(`task ${task.id} of ${playerId} could not be marked claimed`);
      },
    });
    if (!applied.replayed) credited = task.reward;
  }
  const [after] = await viewsOf(services, playerId, [task], now);
  if (!after) throw new Error(`task ${taskId} vanished`);
  return { Task: after, Credited: credited, Bag: { Items: await services.wallet.bag(playerId) } };
}
