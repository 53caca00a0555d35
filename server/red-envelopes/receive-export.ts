/**
 * The receive info of an envelope as CSV (chat §7 redenvelope/receive_info/export): 2,000 rows
 * a page at most, UTF-8 with a byte-order mark so a spreadsheet keeps the Chinese names, column
 * titles from locales/<lang>/red-envelope.json, times in ISO 8601 (UTC). Only the envelope's
 * creator may export it (docs/decisions/105-red-envelope-permission-limits-export.md).
 */
import { stringify } from 'csv-stringify/sync';
import idId from '../../locales/id_id/red-envelope.json';
import viVn from '../../locales/vi_vn/red-envelope.json';
import zhTw from '../../locales/zh_tw/red-envelope.json';
import { Code, type RedEnvelopeExportRequest } from '../../src/protocol';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { envelopeRecords } from './red-envelopes';

const TITLES = { zh_tw: zhTw.export, id_id: idId.export, vi_vn: viVn.export } as const;

export async function receiveInfoCsv(services: Services, playerId: number, p: RedEnvelopeExportRequest): Promise<Buffer> {
  const e = await services.repos.redEnvelopes.find(p.RedEnvelopeID);
  if (!e || e.creatorId !== playerId) throw new ReplyError(Code.PlayerNotFound, `no red envelope ${p.RedEnvelopeID} of yours`);
  const { ReceiveInfo } = await envelopeRecords(services, p);
  const t = TITLES[p.Lang ?? 'zh_tw'];
  const csv = stringify(
    ReceiveInfo.map((r) => [r.PlayerID, r.Name, r.Amount, new Date(r.ReceiveTime).toISOString()]),
    { bom: true, header: true, columns: [t.playerId, t.name, t.amount, t.receiveTime] },
  );
  return Buffer.from(csv, 'utf8');
}
