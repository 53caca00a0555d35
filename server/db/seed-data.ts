/**
 * Demo content for a fresh database, so a newcomer sees a living site. Names and texts
 * are invented; announcement categories follow chat spec §3 (1 維護 … 7 活動).
 */
import { GiftItemId, ItemId } from '../../src/protocol';
import { CATALOGUE } from '../games/catalogue';

/** Demo players hold a few of each live gift item (42–49): 5, 5, 4, 4, 3, 3, 2, 2. */
const GIFT_ITEMS: Partial<Record<number, number>> = Object.fromEntries(Object.values(GiftItemId).map((id, i) => [id, Math.max(1, 5 - Math.floor(i / 2))]));

export interface SeedPlayer {
  key: string;
  name: string;
  vipLevel: number;
  level: number;
  information: string;
  items: Partial<Record<number, number>>;
}

export const SEED_PLAYERS: SeedPlayer[] = [
  { key: 'leader', name: '王大明', vipLevel: 6, level: 58, information: '皇家俱樂部會長，歡迎加入！', items: { [ItemId.Gold]: 8_800_000, [ItemId.Gem]: 1_200, [ItemId.GamePoints]: 5_000, ...GIFT_ITEMS } },
  { key: 'sub', name: '林美玲', vipLevel: 4, level: 35, information: '每天都來轉一下', items: { [ItemId.Gold]: 1_250_000, [ItemId.Gem]: 300, ...GIFT_ITEMS } },
  { key: 'member', name: '金城武士', vipLevel: 5, level: 42, information: '', items: { [ItemId.Gold]: 3_600_000, [ItemId.Gem]: 520, [ItemId.GamePoints]: 800, ...GIFT_ITEMS } },
  { key: 'loner', name: '小龍女', vipLevel: 3, level: 20, information: '喜歡水果機', items: { [ItemId.Gold]: 420_000, ...GIFT_ITEMS } },
  { key: 'newbie', name: '阿福', vipLevel: 1, level: 3, information: '', items: { [ItemId.Gold]: 20_000, ...GIFT_ITEMS } },
];

/** Demo players allowed to create red envelopes (the server permission; everyone else is not). */
export const SEED_RED_ENVELOPE_SENDERS = ['leader'];

export const SEED_CLUB = {
  name: '皇家俱樂部',
  leader: 'leader',
  subLeaders: ['sub'],
  members: ['member'],
};

export const SEED_ANNOUNCEMENTS: { category: number; title: string; content: string; isTop?: boolean; hoursAgo: number }[] = [
  { category: 1, title: '系統維護公告', content: '<p>本週三 <b>06:00–08:00</b> 進行例行維護，期間暫停登入。</p>', isTop: true, hoursAgo: 2 },
  { category: 2, title: '會員權益說明', content: '<p>VIP 等級越高，每日贈禮額度越高，詳見 VIP 說明頁。</p>', hoursAgo: 30 },
  { category: 3, title: '新遊戲上線：金龍祥瑞', content: '<p>全新老虎機 <b>金龍祥瑞</b> 今日上線，快來體驗！</p>', hoursAgo: 20 },
  { category: 4, title: '首儲加碼 100%', content: '<p>活動期間首次儲值即享 <b>100%</b> 日金加碼。</p>', isTop: true, hoursAgo: 6 },
  { category: 5, title: '週末排行競賽', content: '<p>週六、週日累積贏分前 50 名可獲得豐富獎勵。</p>', hoursAgo: 12 },
  { category: 6, title: '防詐騙宣導', content: '<p>官方人員不會向您索取密碼或驗證碼，請提高警覺。</p>', hoursAgo: 48 },
  { category: 7, title: '新春紅包大放送', content: '<p>新春期間登入即可領取紅包，每日限領一次。</p>', hoursAgo: 4 },
];

/** `senderType` 1 is customer service (chat spec §3); no sender + no type is the System. */
export const SEED_PUBLIC_CHAT: { sender: string | null; senderType?: number; text: string; minutesAgo: number }[] = [
  { sender: null, text: '歡迎來到大廳！請遵守聊天規範，文明發言。', minutesAgo: 90 },
  { sender: null, senderType: 1, text: '客服提醒：官方人員不會向您索取密碼或驗證碼，儲值問題請洽客服。', minutesAgo: 75 },
  { sender: 'leader', text: '大家晚安～皇家俱樂部招募中', minutesAgo: 60 },
  { sender: 'member', text: '剛剛金龍祥瑞開了 300 倍！', minutesAgo: 45 },
  { sender: 'loner', text: '恭喜恭喜', minutesAgo: 44 },
  { sender: 'newbie', text: '請問新手要玩哪一台？', minutesAgo: 10 },
];

export const SEED_CLUB_CHAT: { sender: string; text: string; minutesAgo: number }[] = [
  { sender: 'leader', text: '本週俱樂部任務請大家一起衝！', minutesAgo: 120 },
  { sender: 'sub', text: '收到，會長！', minutesAgo: 118 },
];

/** The `games` table rows: the catalogue of server/games/catalogue.ts (isShow per chat spec §9). */
export const SEED_GAMES = CATALOGUE.map((g, i) => ({
  game_code: g.gameCode,
  name_zh_tw: g.gameName.zh_tw,
  name_en_us: g.gameName.en_us,
  banner: g.banner,
  provider: g.provider,
  is_show: g.isShow ? 1 : 0,
  sort_order: i + 1,
}));
