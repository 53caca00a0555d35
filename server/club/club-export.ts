/**
 * The club CSV exports (chat §7 club/member_list/export and club/exchange_list/export): Tab,
 * Page, PerPage up to 2,000; UTF-8 with a byte-order mark so a spreadsheet keeps the Chinese
 * names; quoting by csv-stringify; times in ISO 8601 (UTC). Leader and sub leaders only
 * (ClubRights memberExport / exchangeExport). The column titles live here until the club
 * pages bring a locales/<lang>/club.json (this task may not add locale files besides errors).
 */
import { stringify } from 'csv-stringify/sync';
import { ClubExchangeKind, ClubRoleId, type ClubExportRequest } from '../../src/protocol';
import type { Services } from '../services';
import { exchangeList, memberList } from './club-lists';

type Lang = NonNullable<ClubExportRequest['Lang']>;

const TITLES: Record<Lang, { members: string[]; exchanges: string[]; roles: Record<number, string>; kinds: Record<number, string> }> = {
  zh_tw: {
    members: ['玩家ID', '暱稱', 'VIP等級', '職位', '加入時間'],
    exchanges: ['玩家ID', '暱稱', '類型', '金幣', '寶石', '時間'],
    roles: { [ClubRoleId.Leader]: '會長', [ClubRoleId.SubLeader]: '副會長', [ClubRoleId.Member]: '會員' },
    kinds: { [ClubExchangeKind.GemsToGold]: '寶石換金幣', [ClubExchangeKind.GoldToGems]: '金幣換寶石' },
  },
  id_id: {
    members: ['ID Pemain', 'Nama Panggilan', 'Level VIP', 'Jabatan', 'Waktu Bergabung'],
    exchanges: ['ID Pemain', 'Nama Panggilan', 'Jenis', 'Koin Emas', 'Permata', 'Waktu'],
    roles: { [ClubRoleId.Leader]: 'Ketua', [ClubRoleId.SubLeader]: 'Wakil Ketua', [ClubRoleId.Member]: 'Anggota' },
    kinds: { [ClubExchangeKind.GemsToGold]: 'Permata ke Koin Emas', [ClubExchangeKind.GoldToGems]: 'Koin Emas ke Permata' },
  },
  vi_vn: {
    members: ['ID người chơi', 'Biệt danh', 'Cấp VIP', 'Chức vụ', 'Thời gian tham gia'],
    exchanges: ['ID người chơi', 'Biệt danh', 'Loại', 'Xu vàng', 'Đá quý', 'Thời gian'],
    roles: { [ClubRoleId.Leader]: 'Trưởng câu lạc bộ', [ClubRoleId.SubLeader]: 'Phó trưởng', [ClubRoleId.Member]: 'Thành viên' },
    kinds: { [ClubExchangeKind.GemsToGold]: 'Đá quý sang xu vàng', [ClubExchangeKind.GoldToGems]: 'Xu vàng sang đá quý' },
  },
};

const csv = (columns: string[], rows: unknown[][]) => Buffer.from(stringify(rows, { bom: true, header: true, columns }), 'utf8');

export async function memberListCsv(services: Services, playerId: number, p: ClubExportRequest): Promise<Buffer> {
  const t = TITLES[p.Lang ?? 'zh_tw'];
  const { List } = await memberList(services, playerId, p, 'memberExport');
  return csv(
    t.members,
    List.map((m) => [m.PlayerID, m.Name, m.VIPLevel, t.roles[m.Role] ?? String(m.Role), new Date(m.JoinTime).toISOString()]),
  );
}

export async function exchangeListCsv(services: Services, playerId: number, p: ClubExportRequest): Promise<Buffer> {
  const t = TITLES[p.Lang ?? 'zh_tw'];
  const { List } = await exchangeList(services, playerId, p, 'exchangeExport');
  return csv(
    t.exchanges,
    List.map((e) => [e.PlayerID, e.Name, t.kinds[e.Kind] ?? String(e.Kind), e.Gold, e.Gems, new Date(e.CreateTime).toISOString()]),
  );
}
