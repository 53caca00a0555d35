/**
 * What a task row shows (account §3 "Task"): the text of its condition type with TargetCount
 * / TargetAmount / Threshold filled in, the progress, and which button. Pure: unit-tested per
 * condition type.
 */
import { isKnownCondType, taskGoal, type Task } from '@/protocol/tasks';
import { formatNumber } from '@/ui/format';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The condition text; an unknown type shows the customer-service text. */
export function taskText(t: Translate, task: Pick<Task, 'CondType' | 'Condition'>): string {
  if (!isKnownCondType(task.CondType)) return t('unknown');
  const c = task.Condition;
  return t(`cond.${task.CondType}`, {
    count: formatNumber(c.TargetCount ?? 1),
    amount: formatNumber(c.TargetAmount ?? 0),
    threshold: formatNumber(c.Threshold ?? 0),
  });
}

export interface TaskProgressView {
  progress: number;
  goal: number;
  /** 0–100, whole. */
  percent: number;
  done: boolean;
}

export function progressView(task: Pick<Task, 'CondType' | 'Condition' | 'Progress'>): TaskProgressView {
  const goal = taskGoal(task.CondType, task.Condition);
  const progress = Math.min(task.Progress, goal);
  return { progress, goal, percent: Math.floor((progress / goal) * 100), done: progress >= goal };
}

/** The row's button: claim when done and not claimed, claimed after, otherwise not done. */
export function claimState(task: Pick<Task, 'CondType' | 'Condition' | 'Progress' | 'Claimed'>): 'claim' | 'claimed' | 'notDone' {
  if (task.Claimed) return 'claimed';
  return progressView(task).done && isKnownCondType(task.CondType) ? 'claim' : 'notDone';
}
