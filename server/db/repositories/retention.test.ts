/** Rows kept only for the abuse limits are deleted once past ABUSE_LOG_RETENTION_MS (both engines). */
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { migrateToLatest } from '../migrate';
import type { DB } from '../schema';
import { repositories, type Repositories } from '.';
import { ABUSE_LOG_RETENTION_MS } from './retention';

describe('abuse-limit logs are pruned', () => {
  let db: Kysely<DB>;
  let testDb: TestDatabase;
  let repos: Repositories;
  let now = 1_000_000;
  let player: number;

  beforeEach(async () => {
    testDb = await openTestDatabase();
    db = testDb.db;
    await migrateToLatest(db);
    now = 1_000_000;
    repos = repositories(db, () => now);
    player = (await repos.players.create({ name: '訪客1', provider: 99999, phone: null, site_id: '', lang: 'zh_tw', vip_level: 1, level: 1,
      pic_url: '', picture_setting: 2, information: '', status: 1, rename_count: 0 })).id;
  });
  afterEach(() => testDb.cleanup());

  const count = async (table: 'guest_sign_ups' | 'sms_codes' | 'sms_outbox') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const code = { phone: '0912345678', code: '123456', deviceId: 'd1', purpose: 'signin' as const, playerId: null, clientAddress: '10.0.0.1' };

  it('guest sign-ups, SMS codes and the demo outbox keep two days, and no more', async () => {
    await repos.guestSignUps.record(player, '10.0.0.1');
    await repos.sms.issue(code);
    await repos.sms.recordDelivery({ phone: code.phone, code: code.code, purpose: 'signin' });

    now += ABUSE_LOG_RETENTION_MS; // exactly at the edge: still kept
    await repos.guestSignUps.record(player, '10.0.0.2');
    await repos.sms.issue(code);
    await repos.sms.recordDelivery({ phone: code.phone, code: code.code, purpose: 'signin' });
    expect([await count('guest_sign_ups'), await count('sms_codes'), await count('sms_outbox')]).toEqual([2, 2, 2]);

    now += 1; // the first ones are now past the retention
    await repos.guestSignUps.record(player, '10.0.0.3');
    await repos.sms.issue(code);
    await repos.sms.recordDelivery({ phone: code.phone, code: code.code, purpose: 'signin' });
    expect([await count('guest_sign_ups'), await count('sms_codes'), await count('sms_outbox')]).toEqual([2, 2, 2]);
    expect(await repos.guestSignUps.countSince({}, 0)).toBe(2);
  });
});
