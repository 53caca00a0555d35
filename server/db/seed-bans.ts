/**
 * Demo bans (issue 12 item 5): a few suspended demo accounts, each with its ban record
 * (category, when; one of them reinstated once before), so the ban list of a fresh site is
 * not empty. Demo accounts carry site_id 'demo': they belong to the deployment's brand.
 */
import { BanCategory, Provider } from '../../src/protocol';
import type { Repositories } from './repositories';
import { PlayerStatus } from './repositories/players';

const DAY = 24 * 60 * 60_000;

/** Suspended now; `earlier`: a ban that ended before (started, ended days ago). */
export const SEED_BANNED: { name: string; category: number; daysAgo: number; note: string; earlier?: { category: number; from: number; to: number } }[] = [
  { name: '外掛小王', category: BanCategory.Cheating, daysAgo: 1, note: 'demo: automated spins' },
  { name: '金幣收購', category: BanCategory.Trading, daysAgo: 4, note: 'demo: sells gold for cash', earlier: { category: BanCategory.Spam, from: 30, to: 23 } },
  { name: '幸運小子', category: BanCategory.Abuse, daysAgo: 9, note: 'demo: insults in public chat' },
];

export async function seedBannedPlayers(repos: Repositories, now: number): Promise<void> {
  for (const b of SEED_BANNED) {
    const row = await repos.players.create({
      name: b.name,
      vip_level: 1,
      level: 5,
      information: '',
      provider: Provider.guest,
      phone: null,
      pic_url: '',
      picture_setting: 2,
      site_id: 'demo',
      lang: 'zh_tw',
      status: PlayerStatus.Suspended,
      rename_count: 0,
    });
    if (b.earlier) {
      await repos.banRecords.open({ playerId: row.id, category: b.earlier.category, note: 'demo', at: now - b.earlier.from * DAY });
      await repos.banRecords.close(row.id, now - b.earlier.to * DAY);
    }
    await repos.banRecords.open({ playerId: row.id, category: b.category, note: b.note, at: now - b.daysAgo * DAY });
  }
}
