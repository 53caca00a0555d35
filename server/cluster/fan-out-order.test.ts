/**
 * Two lobby servers in one test process, joined by an in-process bus network over one SQLite
 * file, with the network's delivery under the test's control: publications swapped or lost
 * between processes still reach sockets in seq order, once each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChannelType, Op, type Reply } from '../../src/protocol';
import { chatPlayer, nextFrames, result, waitFor } from '../chat/test-kit';
import { startTestServer, type TestServer, type TestSocket } from '../testing/harness';
import { eventually } from '../testing/wait';
import { LocalBus, LocalNetwork } from './bus';

/** Resolves once `bus` has handled a publication whose wire text contains `text` (it handles a push synchronously). */
function handled(bus: LocalBus, text: string): Promise<void> {
  const receive = bus.receive.bind(bus);
  return new Promise((resolve) => {
    bus.receive = (raw) => {
      receive(raw);
      if (raw.includes(text)) resolve();
    };
  });
}

/** The text of the next public chat push a socket gets. */
async function nextText(socket: TestSocket): Promise<string> {
  return result(await waitFor(socket, Op.ChatPublicPush)).Message as string;
}

describe('chat fan-out between processes', () => {
  let dir: string;
  let network: LocalNetwork;
  let a: TestServer;
  let b: TestServer;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fan-out-order-'));
    network = new LocalNetwork();
    const databaseFile = path.join(dir, 'lobby.sqlite');
    a = await startTestServer({ databaseFile, bus: new LocalBus(network), chatReorderMs: 100 });
    b = await startTestServer({ databaseFile, bus: new LocalBus(network), chatReorderMs: 100 });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await a.cleanup();
    await b.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const texts = (frames: Reply[]) => frames.filter((f) => f.OP === Op.ChatPublicPush).map((f) => result(f).Message as string);

  it('a publication overtaken by the next one is held back: the other process delivers in seq order', async () => {
    const sender = await chatPlayer(a);
    const reader = await chatPlayer(b);
    await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'start' });
    expect(await nextText(reader.chat)).toBe('start'); // B's first push of the channel: after the bound (100 ms)

    // Hold A's publication of "first" back until "second" has been delivered to B. The bound
    // stands still from here (fake setTimeout), so "second" is held however slow the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const held: { raw: string; to: LocalBus }[] = [];
    network.hold = (raw, to) => {
      if (!raw.includes('"first"')) return false;
      held.push({ raw, to });
      return true;
    };
    const secondAtB = handled(b.hub.bus as LocalBus, '"second"');
    await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'first' });
    await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'second' });
    await secondAtB;
    expect(await reader.chat.unread()).toEqual([]); // "second" waits for "first"
    for (const h of held) h.to.receive(h.raw);
    expect(texts(await reader.chat.unread())).toEqual(['first', 'second']);
  });

  it('a publication that never arrives (its process died after the commit) is read from the database after the bound', async () => {
    const sender = await chatPlayer(a);
    const reader = await chatPlayer(b);
    await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'start' });
    expect(await nextText(reader.chat)).toBe('start');

    network.hold = (raw) => raw.includes('"lost"'); // dropped for good
    const lost = await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'lost' });
    const next = await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'next' });
    // "next" waits the bound (100 ms: the time is what this tests), then "lost" is read from the database.
    const frames = await nextFrames(reader.chat, 2);
    expect(frames).toEqual([lost, next]); // same frames as the sender's, in order…
    expect(await reader.chat.unread()).toEqual([]); // …once
    expect(result(next).Seq).toBe(result(lost).Seq + 1);
  });

  it('a push that reaches a socket after its resume already sent that message is not sent again', async () => {
    const sender = await chatPlayer(a);
    const reader = await chatPlayer(b);
    const start = await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'start' });
    expect(await nextText(reader.chat)).toBe('start');

    // "late" is committed on A, and its publication is still on the way to B…
    const held: { raw: string; to: LocalBus }[] = [];
    network.hold = (raw, to) => {
      if (!raw.includes('"late"')) return false;
      held.push({ raw, to });
      return true;
    };
    await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'late' });
    // …when the reader resumes on B (as a client moved to B does) and reads it from the database.
    const resumed = await reader.chat.request({ OP: Op.ChatResume, ChannelType: ChannelType.Public, AfterSeq: result(start).Seq });
    expect((result(resumed).Msgs as { Message: string }[]).map((m) => m.Message)).toEqual(['late']);
    for (const h of held) h.to.receive(h.raw); // B handles it at once: it is the next seq
    expect(texts(await reader.chat.unread())).toEqual([]); // not a second time on the wire

    await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'after' });
    expect(await nextText(reader.chat)).toBe('after');
    expect(await reader.chat.unread()).toEqual([]);
  });

  it('kicks, QA disconnects and presence reach the other process', async () => {
    const p = await chatPlayer(a);
    const other = await chatPlayer(b);
    // Presence travels the bus (the next turn of the event loop).
    await eventually(() => expect(b.hub.isOnline(p.id)).toBe(true));
    await eventually(() => expect(a.hub.isOnline(other.id)).toBe(true));
    expect((await b.post('/__qa/disconnect', { PlayerID: p.id })).json).toEqual({ closed: 1 });
    expect((await p.chat.closed).code).toBe(4000);
    await eventually(() => expect(b.hub.isOnline(p.id)).toBe(false));
  });
});
