/**
 * Tasks through real sockets (SQLite under `server`, PostgreSQL under `server-pg`): progress
 * from real events (chat sent, mail collected, QA game rounds), capped at the goal; the claim
 * paid once (10 concurrent claims on two sockets, a retry); not done / unknown task; the daily
 * reset at Taipei midnight and the weekly one on Wednesday 00:00 Taipei on the moved clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ItemId, Op, QaPath, TaskCondType, type Task, type TaskClaimResult, type TaskListResult } from '../../src/protocol';
import { act, balance, frameOf, ledger, makePlayer, qaMail, type TestPlayer } from '../mail/test-kit';
import { startTestServer, TEST_START, type TestServer } from '../testing/harness';
import { TASKS } from './catalog';
import { taskEventsSettled } from './events';
import { listTasks } from './tasks-service';

const HOUR = 3600_000;

async function tasks(p: TestPlayer): Promise<Task[]> {
  p.lobby.send({ OP: Op.TaskList });
  const r = await frameOf(p.lobby, Op.TaskListReply);
  if (r.Code !== Code.Ok) throw new Error(`task list answered ${r.Code}`);
  return (r.Result as TaskListResult).Tasks;
}

const byId = async (p: TestPlayer, id: number) => (await tasks(p)).find((t) => t.TaskID === id)!;


const idOf = (condType: number, period: number) => TASKS.find((t) => t.condType === condType && t.period === period)!.id;

describe('tasks', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());
  const round = (PlayerID: number, Win: number, Bet: number, Count = 1) => s.post(QaPath.Honor, { PlayerID, Win, Bet, Count });

  it('lists every task with its condition, 0 progress and the next reset (Taipei midnight / Wednesday)', async () => {
    s.clock.reset();
    const a = await makePlayer(s);
    const list = await tasks(a);
    expect(list).toHaveLength(TASKS.length);
    expect(list.every((t) => t.Progress === 0 && !t.Claimed)).toBe(true);
    // TEST_START is Wednesday 2025-01-15 12:00 Taipei.
    expect(list.find((t) => t.Period === 1)!.ResetAt).toBe(TEST_START + 12 * HOUR);
    expect(list.find((t) => t.Period === 2)!.ResetAt).toBe(TEST_START + 12 * HOUR + 6 * 24 * HOUR);
  });

  it('counts chat messages sent and mails collected through the hooks, capped at the goal', async () => {
    s.clock.reset();
    const r = await s.post(QaPath.Players, { VIPLevel: 3 });
    const a: TestPlayer = { id: r.json.PlayerID as number, token: r.json.Token as string, lobby: await s.initSocket('lobby', r.json.Token as string) };
    const chat = await s.initSocket('chat', a.token);
    const chatTask = idOf(TaskCondType.ChatMessages, 1);
    const goal = TASKS.find((t) => t.id === chatTask)!.condition.TargetCount!;
    for (let i = 0; i < goal + 2; i++) {
      chat.send({ OP: Op.ChatPublicSend, Message: `hello ${i}` });
      for (;;) {
        const f = await chat.next();
        if (f.OP === Op.ChatPublicPush && (f.Result as { PlayerID?: number } | undefined)?.PlayerID === a.id) break;
      }
    }
    // Each send started its progress write before its push went out: wait for those writes.
    await taskEventsSettled(s.services);
    expect((await byId(a, chatTask)).Progress).toBe(goal);
    const mail = await qaMail(s, { PlayerID: a.id, Title: 'x', Items: { [String(ItemId.Gold)]: 10 } });
    await act(a, { Collect: [mail.MailID] });
    await taskEventsSettled(s.services);
    expect((await byId(a, idOf(TaskCondType.MailsCollected, 1))).Progress).toBe(1);
    await act(a, { Collect: [mail.MailID] }); // a retry collects nothing and counts nothing
    await taskEventsSettled(s.services);
    expect((await byId(a, idOf(TaskCondType.MailsCollected, 1))).Progress).toBe(1);
  });

  it('game rounds feed counts, amounts and thresholds', async () => {
    s.clock.reset();
    const a = await makePlayer(s);
    await round(a.id, 0, 5_000, 3); // three losing rounds of 5,000
    await round(a.id, 150_000, 20_000); // 7.5×: no big win, single win ≥ 100,000, bet ≥ 10,000
    await round(a.id, 600_000, 20_000); // 30×: big and super
    const list = await tasks(a);
    const p = (type: number, period: number) => list.find((t) => t.TaskID === idOf(type, period))!.Progress;
    expect(p(TaskCondType.BetCount, 1)).toBe(5);
    expect(p(TaskCondType.SingleWinAbove, 1)).toBe(1);
    expect(p(TaskCondType.CumulativeBet, 2)).toBe(55_000);
    expect(p(TaskCondType.CumulativeWin, 2)).toBe(750_000);
    expect(p(TaskCondType.BigWins, 2)).toBe(1);
    expect(p(TaskCondType.SuperWins, 2)).toBe(1);
    expect(p(TaskCondType.HolyWins, 2)).toBe(0);
    expect(p(TaskCondType.BetCountAbove, 2)).toBe(2);
    await round(a.id, 5_000_000, 1_000, 3);
    const capped = await tasks(a);
    expect(capped.find((t) => t.TaskID === idOf(TaskCondType.CumulativeWin, 2))!.Progress).toBe(2_000_000);
    expect(capped.find((t) => t.TaskID === idOf(TaskCondType.HolyWins, 2))!.Progress).toBe(1);
  });

  it('pays a done task once under 10 concurrent claims on two sockets; refuses not done and unknown', async () => {
    s.clock.reset();
    const a = await makePlayer(s, { Gold: 100 });
    const second = await s.initSocket('lobby', a.token);
    const betTask = idOf(TaskCondType.BetCount, 1);
    a.lobby.send({ OP: Op.TaskClaim, TaskID: betTask });
    expect((await frameOf(a.lobby, Op.TaskClaimReply)).Code).toBe(Code.TaskNotDone);
    a.lobby.send({ OP: Op.TaskClaim, TaskID: 9999 });
    expect((await frameOf(a.lobby, Op.TaskClaimReply)).Code).toBe(Code.TaskNotFound);
    for (const n of [20, 20, 10]) await round(a.id, 0, 10, n);
    const reward = TASKS.find((t) => t.id === betTask)!.reward[String(ItemId.Gold)]!;
    const sockets = [a.lobby, second];
    for (let i = 0; i < 10; i++) sockets[i % 2]!.send({ OP: Op.TaskClaim, TaskID: betTask });
    const results: TaskClaimResult[] = [];
    for (const socket of sockets) {
      for (let i = 0; i < 5; i++) {
        const r = await frameOf(socket, Op.TaskClaimReply, 60_000);
        expect(r.Code).toBe(Code.Ok);
        results.push(r.Result as TaskClaimResult);
      }
    }
    expect(results.filter((r) => Object.keys(r.Credited).length > 0)).toHaveLength(1);
    expect(results.every((r) => r.Task.Claimed)).toBe(true);
    expect(await balance(s, a.id, ItemId.Gold)).toBe(100 + reward);
    expect((await ledger(s, a.id, ItemId.Gold)).filter((r) => r.source === 'task').map((r) => Number(r.delta))).toEqual([reward]);
  });

  it('daily progress starts over at Taipei midnight; weekly on Wednesday 00:00 Taipei, not before', async () => {
    s.clock.reset();
    const a = await makePlayer(s);
    await round(a.id, 0, 1_000, 2);
    const daily = idOf(TaskCondType.BetCount, 1);
    const weekly = idOf(TaskCondType.CumulativeBet, 2);
    const at = async (id: number) => (await listTasks(s.services, a.id)).Tasks.find((t) => t.TaskID === id)!.Progress;
    s.clock.advance(12 * HOUR - 1); // Wednesday 23:59:59.999 Taipei
    expect(await at(daily)).toBe(2);
    s.clock.advance(1); // Thursday 00:00
    expect(await at(daily)).toBe(0);
    expect(await at(weekly)).toBe(2_000);
    s.clock.advance(6 * 24 * HOUR - 1); // Tuesday 23:59:59.999 next week
    expect(await at(weekly)).toBe(2_000);
    s.clock.advance(1); // Wednesday 00:00
    expect(await at(weekly)).toBe(0);
    s.clock.reset();
  });
});
