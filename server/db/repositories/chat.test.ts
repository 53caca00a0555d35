import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChannelType } from '../../../src/protocol';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { migrateToLatest } from '../migrate';
import type { DB } from '../schema';
import { repositories, type Repositories } from '.';
import { PUBLIC_CHANNEL_KEY, privateChannelKey } from './chat';

describe('chat repository', () => {
  let db: Kysely<DB>;
  let testDb: TestDatabase;
  let repos: Repositories;
  const t = 1_000;
  let alice: number;
  let bob: number;

  beforeEach(async () => {
    testDb = await openTestDatabase();
    db = testDb.db;
    await migrateToLatest(db);
    repos = repositories(db, () => t);
    const make = async (name: string) =>
      (await repos.players.create({ name, provider: 7, phone: null, site_id: '', lang: 'zh_tw', vip_level: 3, level: 1,
        pic_url: '', picture_setting: 2, information: '', status: 1, rename_count: 0 })).id;
    alice = await make('愛麗絲');
    bob = await make('鮑伯');
  });
  afterEach(() => testDb.cleanup());

  it('numbers messages 1, 2, 3… per channel, even when sent concurrently', async () => {
    const sends = Array.from({ length: 8 }, (_, i) =>
      repos.chat.append({ channelType: ChannelType.Public, channelKey: PUBLIC_CHANNEL_KEY, senderId: alice, text: `m${i}` }),
    );
    const other = repos.chat.append({ channelType: ChannelType.Club, channelKey: '1', senderId: alice, text: 'club' });
    const seqs = (await Promise.all(sends)).map((m) => Number(m.seq)).sort((a, b) => a - b);
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Number((await other).seq)).toBe(1);
  });

  it('50 concurrent sends with rolled-back ones among them: seqs strictly increasing in commit order, no gap', async () => {
    const pub = { channelType: ChannelType.Public, channelKey: PUBLIC_CHANNEL_KEY };
    const committed: number[] = [];
    const sends = Array.from({ length: 50 }, (_, i) =>
      db
        .transaction()
        .execute(async (trx) => {
          const row = await repositories(trx, () => t).chat.append({ ...pub, senderId: alice, text: `m${i}` });
          // Every fifth send fails after taking its seq (a rule or a crash before commit).
          if (i % 5 === 4) throw new Error('rolled back');
          return Number(row.seq);
        })
        .then((seq) => committed.push(seq), () => undefined),
    );
    await Promise.all(sends);
    // The seqs of rolled-back sends were handed out again: 1..40, each once. (The order in which
    // the client hears the COMMITs of different connections is not their commit order, so it is
    // not asserted; the channel row lock is what orders them.)
    expect([...committed].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const stored = await repos.chat.history({ ...pub, limit: 100 });
    expect(stored.map((m) => Number(m.seq))).toEqual(Array.from({ length: 40 }, (_, i) => 40 - i));
    expect(await repos.chat.lastSeq(pub.channelType, pub.channelKey)).toBe(40);
    expect(Number((await repos.chat.append({ ...pub, senderId: bob, text: 'next' })).seq)).toBe(41);
  });

  it('counts unread public messages from others since the read mark', async () => {
    const pub = { channelType: ChannelType.Public, channelKey: PUBLIC_CHANNEL_KEY };
    await repos.chat.append({ ...pub, senderId: bob, text: 'before alice joined', createdAt: 500 });
    await repos.chat.append({ ...pub, senderId: bob, text: 'hi' });
    await repos.chat.append({ ...pub, senderId: alice, text: 'own message' });
    await repos.chat.append({ ...pub, senderId: null, text: 'system' });
    expect(await repos.chat.unreadInChannel(alice, pub.channelType, pub.channelKey, 1_000)).toBe(2);
    await repos.chat.markRead(alice, pub.channelType, pub.channelKey);
    expect(await repos.chat.unreadInChannel(alice, pub.channelType, pub.channelKey, 1_000)).toBe(0);
    await repos.chat.append({ ...pub, senderId: bob, text: 'again' });
    expect(await repos.chat.unreadInChannel(alice, pub.channelType, pub.channelKey, 1_000)).toBe(1);
  });

  it('counts unread private messages addressed to the player', async () => {
    const key = privateChannelKey(bob, alice);
    expect(key).toBe(privateChannelKey(alice, bob));
    const dm = { channelType: ChannelType.Private, channelKey: key };
    await repos.chat.append({ ...dm, senderId: bob, recipientId: alice, text: '1' });
    await repos.chat.append({ ...dm, senderId: bob, recipientId: alice, text: '2' });
    await repos.chat.append({ ...dm, senderId: alice, recipientId: bob, text: 'reply' });
    expect(await repos.chat.unreadPrivate(alice)).toBe(2);
    expect(await repos.chat.unreadPrivate(bob)).toBe(1);
    await repos.chat.markRead(alice, ChannelType.Private, key);
    expect(await repos.chat.unreadPrivate(alice)).toBe(0);
  });

  it('pages history newest first', async () => {
    for (let i = 1; i <= 5; i++) {
      await repos.chat.append({ channelType: ChannelType.Public, channelKey: PUBLIC_CHANNEL_KEY, senderId: bob, text: `m${i}` });
    }
    const first = await repos.chat.history({ channelType: ChannelType.Public, channelKey: PUBLIC_CHANNEL_KEY, limit: 2 });
    expect(first.map((m) => m.text)).toEqual(['m5', 'm4']);
    const next = await repos.chat.history({
      channelType: ChannelType.Public,
      channelKey: PUBLIC_CHANNEL_KEY,
      limit: 2,
      beforeSeq: Number(first[1]?.seq),
    });
    expect(next.map((m) => m.text)).toEqual(['m3', 'm2']);
  });
});
