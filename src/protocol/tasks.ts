/**
 * Tasks (account §2 "Member center items", §3 "Task", §9 weekly reset Wednesday; chat §2
 * /other/mission): daily and weekly tasks, each with a condition type (CondType) and a
 * Condition of TargetCount, TargetAmount and Threshold, the player's progress, and a reward
 * claimed once through the wallet. The OPs are not in the spec: docs/protocol-tasks.md.
 */
import * as z from 'zod/mini';
import { bagSchema } from './player';
import { int } from './schema';

/**
 * Condition types. 1–17 are the spec's; the spec lists 18 and 35–43 only as "a mix of
 * single-round bet thresholds, free games, wild, scatter, a holy win and deposits", so their
 * meaning here is a decision (docs/protocol-tasks.md). 101–105 count what the lobby already
 * knows (chat, gifts, red envelopes, mail, sign-in).
 */
export const TaskCondType = {
  BetCount: 1,
  CumulativeBet: 2,
  CumulativeWin: 3,
  BigWins: 4,
  SmallJackpots: 5,
  FreeGames: 6,
  BonusSymbols: 7,
  WildSymbols: 8,
  SingleWinAbove: 11,
  SuperWins: 15,
  SingleBetAbove: 16,
  ScatterSymbols: 17,
  BetCountAbove: 18,
  FreeGamesAbove: 35,
  WildSymbolsAbove: 36,
  ScatterSymbolsAbove: 37,
  HolyWins: 38,
  HolyWinsAbove: 39,
  CumulativeBetAbove: 40,
  DepositCount: 41,
  CumulativeDeposit: 42,
  SingleDepositAbove: 43,
  ChatMessages: 101,
  GiftsSent: 102,
  RedEnvelopesReceived: 103,
  MailsCollected: 104,
  SignIns: 105,
} as const;
export type TaskCondTypeValue = (typeof TaskCondType)[keyof typeof TaskCondType];

const KNOWN = new Set<number>(Object.values(TaskCondType));
/** True for a condition type this client has a text for (others show the customer-service text). */
export const isKnownCondType = (t: number): t is TaskCondTypeValue => KNOWN.has(t);

/** Types whose progress is an amount (TargetAmount); the others count (TargetCount). */
export const AMOUNT_COND_TYPES: ReadonlySet<number> = new Set([
  TaskCondType.CumulativeBet,
  TaskCondType.CumulativeWin,
  TaskCondType.CumulativeBetAbove,
  TaskCondType.CumulativeDeposit,
]);

/** When a task's progress starts over: daily at Taipei midnight, weekly Wednesday 00:00 Taipei. */
export const TaskPeriod = { Daily: 1, Weekly: 2 } as const;

/** §9: the weekly reset day (0 Sunday … 3 Wednesday), Asia/Taipei. */
export const WEEKLY_RESET_DAY = 3;
const TAIPEI_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** Start (epoch ms) of the Taipei day holding `ms`. */
export function taskDayStart(ms: number): number {
  return Math.floor((ms + TAIPEI_OFFSET_MS) / DAY_MS) * DAY_MS - TAIPEI_OFFSET_MS;
}

/** Start (epoch ms) of the task week holding `ms`: the last Wednesday 00:00 Taipei at or before it. */
export function taskWeekStart(ms: number): number {
  const day = taskDayStart(ms);
  const weekday = new Date(day + TAIPEI_OFFSET_MS).getUTCDay();
  return day - (((weekday - WEEKLY_RESET_DAY + 7) % 7) * DAY_MS);
}

/** The period start and the next reset of a task period at `ms`. */
export function taskPeriodBounds(period: number, ms: number): { start: number; resetAt: number } {
  if (period === TaskPeriod.Weekly) {
    const start = taskWeekStart(ms);
    return { start, resetAt: start + 7 * DAY_MS };
  }
  const start = taskDayStart(ms);
  return { start, resetAt: start + DAY_MS };
}

export const taskConditionSchema = z.object({
  TargetCount: z.optional(int(1)),
  TargetAmount: z.optional(int(1)),
  /** A single round, win, bet or deposit must reach this to count. */
  Threshold: z.optional(int(1)),
});
export type TaskCondition = z.infer<typeof taskConditionSchema>;

/** The goal of a condition: TargetAmount for amount types, else TargetCount (at least 1). */
export function taskGoal(condType: number, c: TaskCondition): number {
  return (AMOUNT_COND_TYPES.has(condType) ? c.TargetAmount : c.TargetCount) ?? 1;
}

export const taskSchema = z.object({
  TaskID: int(1),
  Period: z.literal([TaskPeriod.Daily, TaskPeriod.Weekly]),
  /** Any number: a type this client does not know shows the customer-service text. */
  CondType: int(0),
  Condition: taskConditionSchema,
  /** Progress in this period, capped at the goal. */
  Progress: int(0),
  /** Items of the reward: item id → amount. */
  Reward: z.record(z.string(), int(1)),
  Claimed: z.boolean(),
  /** Epoch ms of the next reset. */
  ResetAt: int(0),
});
export type Task = z.infer<typeof taskSchema>;

/** Task list request (OP TaskList): no fields. */
export const taskListRequestSchema = z.object({});
export const taskListResultSchema = z.object({ Tasks: z.array(taskSchema) });
export type TaskListResult = z.infer<typeof taskListResultSchema>;

/** Task claim request (OP TaskClaim). */
export const taskClaimRequestSchema = z.object({ TaskID: int(1) });
export type TaskClaimRequest = z.infer<typeof taskClaimRequestSchema>;
/** The task after the claim, what this claim credited ({} for a repeat) and the bag. */
export const taskClaimResultSchema = z.object({ Task: taskSchema, Credited: z.record(z.string(), int(1)), Bag: bagSchema });
export type TaskClaimResult = z.infer<typeof taskClaimResultSchema>;
