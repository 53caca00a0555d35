/**
 * The tasks the reference server offers (decision: one fixed catalogue, the same for every
 * player; docs/protocol-tasks.md). Progress comes from server/tasks/events.ts.
 */
import { ItemId, TaskCondType, TaskPeriod, type TaskCondition } from '../../src/protocol';

export interface TaskDefinition {
  id: number;
  period: (typeof TaskPeriod)[keyof typeof TaskPeriod];
  condType: number;
  condition: TaskCondition;
  /** item id → amount, paid through the wallet. */
  reward: Record<string, number>;
}

const gold = (n: number) => ({ [String(ItemId.Gold)]: n });
const D = TaskPeriod.Daily;
const W = TaskPeriod.Weekly;

export const TASKS: readonly TaskDefinition[] = [
  { id: 1, period: D, condType: TaskCondType.SignIns, condition: { TargetCount: 1 }, reward: gold(1_000) },
  { id: 2, period: D, condType: TaskCondType.ChatMessages, condition: { TargetCount: 5 }, reward: gold(2_000) },
  { id: 3, period: D, condType: TaskCondType.GiftsSent, condition: { TargetCount: 1 }, reward: gold(3_000) },
  { id: 4, period: D, condType: TaskCondType.MailsCollected, condition: { TargetCount: 1 }, reward: gold(1_000) },
  { id: 5, period: D, condType: TaskCondType.RedEnvelopesReceived, condition: { TargetCount: 1 }, reward: gold(1_000) },
  { id: 6, period: D, condType: TaskCondType.BetCount, condition: { TargetCount: 50 }, reward: gold(5_000) },
  { id: 7, period: D, condType: TaskCondType.SingleWinAbove, condition: { TargetCount: 1, Threshold: 100_000 }, reward: gold(5_000) },
  { id: 101, period: W, condType: TaskCondType.CumulativeBet, condition: { TargetAmount: 1_000_000 }, reward: gold(20_000) },
  { id: 102, period: W, condType: TaskCondType.CumulativeWin, condition: { TargetAmount: 2_000_000 }, reward: gold(20_000) },
  { id: 103, period: W, condType: TaskCondType.BigWins, condition: { TargetCount: 3 }, reward: gold(30_000) },
  { id: 104, period: W, condType: TaskCondType.SuperWins, condition: { TargetCount: 2 }, reward: gold(40_000) },
  { id: 105, period: W, condType: TaskCondType.HolyWins, condition: { TargetCount: 1 }, reward: gold(50_000) },
  { id: 106, period: W, condType: TaskCondType.BetCountAbove, condition: { TargetCount: 20, Threshold: 10_000 }, reward: gold(30_000) },
  { id: 107, period: W, condType: TaskCondType.ChatMessages, condition: { TargetCount: 30 }, reward: gold(10_000) },
];

export const taskById = (id: number): TaskDefinition | undefined => TASKS.find((t) => t.id === id);
