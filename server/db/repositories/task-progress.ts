/**
 * Task progress (migration 015): one row per player, task and period start. `add` is one
 * upsert (progress = progress + n, capped at the goal), so concurrent events never lose a
 * step; `claim` is a conditional UPDATE (goal reached, not claimed yet) that only one caller
 * wins, run inside the wallet transaction that pays the reward (server/tasks/claim.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../schema';

export interface TaskProgressTable {
  player_id: number;
  task_id: number;
  period_start: number;
  progress: number;
  claimed_at: number | null;
}

export interface TaskProgressRow {
  taskId: number;
  progress: number;
  claimedAt: number | null;
}

export function taskProgressRepository(db: Db) {
  const q = db.withTables<{ task_progress: TaskProgressTable }>();

  return {
    /** Adds `n` (≥ 1) to a task's progress in a period, never past `goal`. */
    async add(playerId: number, taskId: number, periodStart: number, n: number, goal: number): Promise<void> {
      const step = Math.min(n, goal);
      await q
        .insertInto('task_progress')
        .values({ player_id: playerId, task_id: taskId, period_start: periodStart, progress: step })
        .onConflict((oc) =>
          oc.columns(['player_id', 'task_id', 'period_start']).doUpdateSet({
            progress: sql<number>`case when task_progress.progress + ${step} > ${goal} then ${goal} else task_progress.progress + ${step} end`,
          }),
        )
        .execute();
    },

    /** The player's rows of the given (task, period start) pairs. */
    async rows(playerId: number, keys: readonly { taskId: number; periodStart: number }[]): Promise<Map<number, TaskProgressRow>> {
      const out = new Map<number, TaskProgressRow>();
      if (keys.length === 0) return out;
      const rows = await q
        .selectFrom('task_progress')
        .selectAll()
        .where('player_id', '=', playerId)
        .where((eb) => eb.or(keys.map((k) => eb.and([eb('task_id', '=', k.taskId), eb('period_start', '=', k.periodStart)]))))
        .execute();
      for (const r of rows) out.set(r.task_id, { taskId: r.task_id, progress: Number(r.progress), claimedAt: r.claimed_at === null ? null : Number(r.claimed_at) });
      return out;
    },

    /** Marks the task claimed when its goal is reached and it was not claimed; true for the one winner. */
    async claim(playerId: number, taskId: number, periodStart: number, goal: number, now: number): Promise<boolean> {
      const r = await q
        .updateTable('task_progress')
        .set({ claimed_at: now })
        .where('player_id', '=', playerId)
        .where('task_id', '=', taskId)
        .where('period_start', '=', periodStart)
        .where('progress', '>=', goal)
        .where('claimed_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}

export type TaskProgressRepository = ReturnType<typeof taskProgressRepository>;
