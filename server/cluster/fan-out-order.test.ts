/**
 * Two lobby servers in one test process, joined by an in-process bus network over one SQLite
 * file, with the network's delivery under the test's control: publications swapped or lost
 * between processes still reach sockets in seq order, once each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChannelType, Op, type Reply } from '../../src/protocol';
import { chatPlayer, drain, result } from '../chat/test-kit';
import { startTestServer, type TestServer } from '../testing/harness';
import { LocalBus, LocalNetwork } from './bus';

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
    await a.cleanup();
    await b.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const texts = (frames: Reply[]) => frames.filter((f) => f.OP === Op.ChatPublicPush).map((f) => result(f).Message as string);

  it('a publication overtaken by the next one is held back: the other process delivers in seq order', async () => {
    const sender = await chatPlayer(a);
    const reader = await chatPlayer(b);
    await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'start' });
    expect(texts(await drain(reader.chat, 300))).toEqual(['start']);

    // Hold A's publication of "first" back until "second" has been delivered to B.
    const held: { raw: string; to: LocalBus }[] = [];
    network.hold = (raw, to) => {
      if (!raw.includes('"first"')) return false;
      held.push({ raw, to });
      return true;
    };
    await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'first' });
    await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'second' });
    await new Promise((r) => setTimeout(r, 30));
    expect(await reader.chat.silentFor(20)).toBe(true); // "second" waits for "first"
    for (const h of held) h.to.receive(h.raw);
    expect(texts(await drain(reader.chat, 300))).toEqual(['first', 'second']);
  });

  it('a publication that never arrives (its process died after the commit) is read from the database after the bound', async () => {
    const sender = await chatPlayer(a);
    const reader = await chatPlayer(b);
    await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'start' });
    expect(texts(await drain(reader.chat, 300))).toEqual(['start']);

    network.hold = (raw) => raw.includes('"lost"'); // dropped for good
    const lost = await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'lost' });
    const next = await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'next' });
    const frames = await drain(reader.chat, 400);
    expect(frames).toEqual([lost, next]); // same frames as the sender's, in order, once
    expect(result(next).Seq).toBe(result(lost).Seq + 1);
  });

  it('a push that reaches a socket after its resume already sent that message is not sent again', async () => {
    const sender = await chatPlayer(a);
    const reader = await chatPlayer(b);
    const start = await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'start' });
    expect(texts(await drain(reader.chat, 300))).toEqual(['start']);

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
    for (const h of held) h.to.receive(h.raw);
    expect(texts(await drain(reader.chat, 400))).toEqual([]); // not a second time on the wire

    await sender.chat.request({ OP: Op.ChatPublicSend, Message: 'after' });
    expect(texts(await drain(reader.chat, 400))).toEqual(['after']);
  });

  it('kicks, QA disconnects and presence reach the other process', async () => {
    const p = await chatPlayer(a);
    const other = await chatPlayer(b);
    await new Promise((r) => setTimeout(r, 20));
    expect(b.hub.isOnline(p.id)).toBe(true);
    expect(a.hub.isOnline(other.id)).toBe(true);
    expect((await b.post('/__qa/disconnect', { PlayerID: p.id })).json).toEqual({ closed: 1 });
    expect((await p.chat.closed).code).toBe(4000);
    await new Promise((r) => setTimeout(r, 20));
    expect(b.hub.isOnline(p.id)).toBe(false);
  });
});
