/**
 * The event hook of the tasks: services call `taskEvent(services, playerId, event)` once their
 * change has committed (one line each: chat send, gift send, red envelope receive, mail
 * collect, sign-in, a game round). It never fails the caller: progress is written in the
 * background and a failure is logged. `applyTaskEvent` is the awaited form (tests, QA);
 * `taskEventsSettled` waits for the background writes started so far.
 */
import { HonorLimits, TaskCondType, WinLevel, taskGoal, taskPeriodBounds, winLevel } from '../../src/protocol';
import type { Services } from '../services';
import { TASKS, type TaskDefinition } from './catalog';

export type TaskEvent =
  | { kind: 'chat' }
  | { kind: 'gift' }
  | { kind: 'red-envelope' }
  | { kind: 'mail' }
  | { kind: 'sign-in' }
  | { kind: 'round'; bet: number; win: number };

const SIMPLE: Record<Exclude<TaskEvent['kind'], 'round'>, number> = {
  chat: TaskCondType.ChatMessages,
  gift: TaskCondType.GiftsSent,
  'red-envelope': TaskCondType.RedEnvelopesReceived,
  mail: TaskCondType.MailsCollected,
  'sign-in': TaskCondType.SignIns,
};

/** How much one event moves one task (0: not at all). */
export function stepOf(task: Pick<TaskDefinition, 'condType' | 'condition'>, e: TaskEvent): number {
  if (e.kind !== 'round') return SIMPLE[e.kind] === task.condType ? 1 : 0;
  const level = winLevel(e.win, e.bet);
  const threshold = task.condition.Threshold ?? 0;
  const atLeast = (v: number) => (v >= threshold ? 1 : 0);
  switch (task.condType) {
    case TaskCondType.BetCount:
      return 1;
    case TaskCondType.CumulativeBet:
      return e.bet;
    case TaskCondType.CumulativeWin:
      return e.win;
    case TaskCondType.BigWins:
      return level >= WinLevel.Big ? 1 : 0;
    case TaskCondType.SuperWins:
      return level >= WinLevel.Super ? 1 : 0;
    case TaskCondType.HolyWins:
      return level >= HonorLimits.MinLevel ? 1 : 0;
    case TaskCondType.HolyWinsAbove:
      return level >= HonorLimits.MinLevel ? atLeast(e.bet) : 0;
    case TaskCondType.SingleWinAbove:
      return e.win > 0 ? atLeast(e.win) : 0;
    case TaskCondType.SingleBetAbove:
    case TaskCondType.BetCountAbove:
      return atLeast(e.bet);
    case TaskCondType.CumulativeBetAbove:
      return e.bet >= threshold ? e.bet : 0;
    default:
      return 0;
  }
}

/** Adds the event to every task it moves, in the period of the server clock's now. */
export async function applyTaskEvent(services: Services, playerId: number, e: TaskEvent): Promise<void> {
  const now = services.clock.now();
  for (const task of TASKS) {
    const step = stepOf(task, e);
    if (step <= 0) continue;
    const { start } = taskPeriodBounds(task.period, now);
    await services.repos.taskProgress.add(playerId, task.id, start, step, taskGoal(task.condType, task.condition));
  }
}

/** Progress writes started by `taskEvent` and not finished yet, per server. */
const writing = new WeakMap<Services, Set<Promise<void>>>();

/** The one-line hook: records the event without delaying or failing the caller. */
export function taskEvent(services: Services, playerId: number, e: TaskEvent): void {
  const write = applyTaskEvent(services, playerId, e).catch((err: unknown) => services.log.warn('task progress failed', { playerId, kind: e.kind, err }));
  const pending = writing.get(services) ?? new Set<Promise<void>>();
  writing.set(services, pending);
  pending.add(write);
  void write.finally(() => pending.delete(write));
}

/** Resolves once every progress write `taskEvent` started so far has finished (tests wait on it). */
export async function taskEventsSettled(services: Services): Promise<void> {
  await Promise.all([...(writing.get(services) ?? [])]);
}
