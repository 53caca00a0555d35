/**
 * The club CSV exports (chat §7 club/member_list/export, club/exchange_list/export and
 * club/coupon_list/export): Tab (not the coupon list), Page, PerPage up to 2,000; UTF-8 with a byte-order mark so a spreadsheet keeps the Chinese
 * names; quoting by csv-stringify; times in ISO 8601 (UTC). Leader and sub leaders only
 * (ClubRights memberExport / exchangeExport / couponExport). Column titles, role names, exchange
 * kinds and item names come from locales/<lang>/club.json (`csv`, `roles`, `exchange.tabs`): the
 * words the club page shows (item names as the redeem dialog shows them).
 */
import { stringify } from 'csv-stringify/sync';
import idId from '../../locales/id_id/club.json';
import viVn from '../../locales/vi_vn/club.json';
import zhTw from '../../locales/zh_tw/club.json';
import type { ClubCouponExportRequest, ClubExportRequest } from '../../src/protocol';
import type { Services } from '../services';
import { couponList, exchangeList, memberList } from './club-lists';

type Lang = NonNullable<ClubExportRequest['Lang']>;

const TEXTS: Record<Lang, typeof zhTw> = { zh_tw: zhTw, id_id: idId, vi_vn: viVn };

const csv = (columns: string[], rows: unknown[][]) => Buffer.from(stringify(rows, { bom: true, header: true, columns }), 'utf8');

export async function memberListCsv(services: Services, playerId: number, p: ClubExportRequest): Promise<Buffer> {
  const t = TEXTS[p.Lang ?? 'zh_tw'];
  const c = t.csv.members;
  const roles: Record<string, string> = t.roles;
  const { List } = await memberList(services, playerId, p, 'memberExport');
  return csv(
    [c.playerId, c.name, c.vipLevel, c.role, c.joinTime],
    List.map((m) => [m.PlayerID, m.Name, m.VIPLevel, roles[m.Role] ?? String(m.Role), new Date(m.JoinTime).toISOString()]),
  );
}

export async function exchangeListCsv(services: Services, playerId: number, p: ClubExportRequest): Promise<Buffer> {
  const t = TEXTS[p.Lang ?? 'zh_tw'];
  const c = t.csv.exchanges;
  const kinds: Record<string, string> = t.exchange.tabs;
  const { List } = await exchangeList(services, playerId, p, 'exchangeExport');
  return csv(
    [c.playerId, c.name, c.kind, c.gold, c.gems, c.time],
    List.map((e) => [e.PlayerID, e.Name, kinds[e.Kind] ?? String(e.Kind), e.Gold, e.Gems, new Date(e.CreateTime).toISOString()]),
  );
}

/** One row per redemption: the items it paid in one cell, e.g. 「日金 × 5000、寶石 × 3」. */
export async function couponListCsv(services: Services, playerId: number, p: ClubCouponExportRequest): Promise<Buffer> {
  const t = TEXTS[p.Lang ?? 'zh_tw'];
  const c = t.csv.coupons;
  const names: Record<string, string> = t.csv.itemNames;
  const item = (id: string, amount: number) => c.item.replace('{{item}}', names[id] ?? `#${id}`).replace('{{amount}}', String(amount));
  const { List } = await couponList(services, playerId, p);
  return csv(
    [c.playerId, c.name, c.code, c.items, c.time],
    List.map((u) => [u.PlayerID, u.Name, u.Code, Object.entries(u.Items).map(([id, n]) => item(id, n)).join(c.itemSeparator), new Date(u.CreateTime).toISOString()]),
  );
}
