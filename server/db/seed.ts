/**
 * Seeds demo data once per database: guarded by an `app_meta` row inserted first in the same
 * transaction, so a restart, a second call or a second process never duplicates anything.
 */
import type { Kysely } from 'kysely';
import { ChannelType, Provider } from '../../src/protocol';
import { repositories } from './repositories';
import { ClubRole } from './repositories/clubs';
import { ANNOUNCEMENT_CHANNEL_KEY, PUBLIC_CHANNEL_KEY } from './repositories/chat';
import type { DB } from './schema';
import { applyInTransaction } from '../wallet';
import { seedLiveRoomAnchors, seedLiveRooms } from './seed-live-rooms';
import { seedBannedPlayers } from './seed-bans';
import { seedAnnouncements } from './seed-announcements';
import { seedWelcomeMail } from '../mail/welcome';
import {
  SEED_CLUB,
  SEED_CLUB_CHAT,
  SEED_GAMES,
  SEED_PLAYERS,
  SEED_PUBLIC_CHAT,
  SEED_RED_ENVELOPE_SENDERS,
} from './seed-data';

const SEEDED_KEY = 'demo_seeded_at';
const MINUTE = 60_000;

/** Returns true when it seeded, false when the database already was. */
export async function seedDemoData(db: Kysely<DB>, now: () => number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The marker first, as a guarded insert: of several processes starting on one fresh
    // PostgreSQL database, the others wait on its key until this transaction commits, then
    // insert nothing and seed nothing (a rollback lets the next one seed instead).
    // Live rooms came later (migration 009): a database seeded before gets them too.
    await seedLiveRooms(repositories(trx, now));
    const t = now();
    const marked = await trx
      .insertInto('app_meta')
      .values({ key: SEEDED_KEY, value: String(t) })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    const repos = repositories(trx, now);
    if (Number(marked.numInsertedOrUpdatedRows ?? 0) === 0) {
      await seedLiveRoomAnchors(repos); // a database seeded before migration 010
      return false;
    }

    const ids = new Map<string, number>();
    for (const p of SEED_PLAYERS) {
      const row = await repos.players.create({
        name: p.name,
        vip_level: p.vipLevel,
        level: p.level,
        information: p.information,
        provider: Provider.guest,
        phone: null,
        pic_url: '',
        picture_setting: 2,
        site_id: 'demo',
        lang: 'zh_tw',
        status: 1,
        rename_count: 0,
      });
      // Registered a month ago, so their unread counts start from a quiet state.
      await repos.players.update(row.id, { regist_time: t - 30 * 24 * 60 * MINUTE });
      ids.set(p.key, row.id);
      await seedWelcomeMail(repos, row.id, t - 60 * MINUTE);
      for (const [item, amount] of Object.entries(p.items)) {
        if (!amount) continue;
        const itemId = Number(item);
        await applyInTransaction(repos, [{ playerId: row.id, itemId, delta: amount }], {
          ref: { kind: 'seed', id: row.id, playerId: row.id, itemId },
          source: 'seed',
          reason: 'demo balance',
        });
      }
    }
    const id = (key: string) => ids.get(key) ?? 0;
    for (const key of SEED_RED_ENVELOPE_SENDERS) await repos.redEnvelopes.setCanSend(id(key), true, t);

    const club = await repos.clubs.create({ name: SEED_CLUB.name, leaderId: id(SEED_CLUB.leader), chatEnabled: true });
    await repos.clubs.addMember(club.id, id(SEED_CLUB.leader), ClubRole.Leader);
    for (const key of SEED_CLUB.subLeaders) await repos.clubs.addMember(club.id, id(key), ClubRole.SubLeader);
    for (const key of SEED_CLUB.members) await repos.clubs.addMember(club.id, id(key), ClubRole.Member);

    await seedAnnouncements(repos, t);
    await repos.chat.append({
      channelType: ChannelType.Announcement,
      channelKey: ANNOUNCEMENT_CHANNEL_KEY,
      senderId: null,
      text: '系統公告頻道已開啟',
      createdAt: t - 3 * 60 * MINUTE,
    });

    for (const m of SEED_PUBLIC_CHAT) {
      await repos.chat.append({
        channelType: ChannelType.Public,
        channelKey: PUBLIC_CHANNEL_KEY,
        senderId: m.sender === null ? null : id(m.sender),
        senderType: m.senderType,
        text: m.text,
        createdAt: t - m.minutesAgo * MINUTE,
      });
    }
    for (const m of SEED_CLUB_CHAT) {
      await repos.chat.append({
        channelType: ChannelType.Club,
        channelKey: String(club.id),
        senderId: id(m.sender),
        text: m.text,
        createdAt: t - m.minutesAgo * MINUTE,
      });
    }

    for (const game of SEED_GAMES) await repos.games.upsert(game);
    await seedLiveRoomAnchors(repos);
    await seedBannedPlayers(repos, t);

    return true;
  });
}
