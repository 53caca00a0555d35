/**
 * Gift records (account §3 "Gift record list", §7 12860): the gifts the player sent and
 * received — player gifts and live gifts, from the gifts table — newest first, a page at a
 * time (10 by default, §9). The other side is named by id and current name.
 */
import { GiftDirection, type GiftRecordsRequest, type GiftRecordsResult } from '../../src/protocol';
import type { Services } from '../services';

export async function giftRecords(services: Services, playerId: number, p: GiftRecordsRequest): Promise<GiftRecordsResult> {
  const { giftRecords: repo } = services.repos;
  const [rows, total] = await Promise.all([repo.page(playerId, (p.Page - 1) * p.PerPage, p.PerPage), repo.count(playerId)]);
  return {
    Total: total,
    List: rows.map((r) => ({
      GiftID: r.id,
      Direction: r.sent ? GiftDirection.Sent : GiftDirection.Received,
      PlayerID: r.otherId,
      Name: r.otherName,
      ItemID: r.itemId,
      Amount: r.amount,
      Fee: r.fee,
      RoomID: r.roomId ?? 0,
      CreateTime: r.createdAt,
    })),
  };
}
