/**
 * The one-line task hooks in other services, through their real paths (both engines): a
 * sign-in counts, a red envelope received counts (a failed receive does not).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Op, TaskCondType, type RedEnvelope } from '../../src/protocol';
import { ask, makePlayer } from '../red-envelopes/test-kit';
import { startTestServer, type TestServer } from '../testing/harness';
import { TASKS } from './catalog';
import { taskEventsSettled } from './events';
import { listTasks } from './tasks-service';

const daily = (type: number) => TASKS.find((t) => t.condType === type && t.period === 1)!.id;

/** A task's progress once the hooks' background writes started so far are done. */
async function progress(s: TestServer, playerId: number, taskId: number): Promise<number> {
  await taskEventsSettled(s.services);
  return (await listTasks(s.services, playerId)).Tasks.find((t) => t.TaskID === taskId)!.Progress;
}

describe('task hooks', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  it('a sign-in moves the sign-in task', async () => {
    const { playerId } = await s.signInGuest();
    expect(await progress(s, playerId, daily(TaskCondType.SignIns))).toBe(1);
  });

  it('receiving a red envelope moves the red envelope task once', async () => {
    const sender = await makePlayer(s, { Gold: 1000, CanSendRedEnvelope: true });
    const receiver = await makePlayer(s);
    const created = await ask(sender.lobby, { OP: Op.RedEnvelopeCreate, Title: '恭喜', Content: '', Method: 2, Amount: 100, Quantity: 2 }, Op.RedEnvelopeCreateReply);
    expect(created.Code).toBe(Code.Ok);
    const id = (created.Result as RedEnvelope).RedEnvelopeID;
    const task = daily(TaskCondType.RedEnvelopesReceived);
    expect((await ask(receiver.lobby, { OP: Op.RedEnvelopeReceive, RedEnvelopeID: id }, Op.RedEnvelopeReceiveReply)).Code).toBe(Code.Ok);
    expect(await progress(s, receiver.id, task)).toBe(1);
    // A second receive is refused and counts nothing.
    expect((await ask(receiver.lobby, { OP: Op.RedEnvelopeReceive, RedEnvelopeID: id }, Op.RedEnvelopeReceiveReply)).Code).toBe(Code.RedEnvelopeAlreadyReceived);
    expect(await progress(s, receiver.id, task)).toBe(1);
    expect(await progress(s, sender.id, task)).toBe(0);
  });
});
