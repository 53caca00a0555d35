import { parsePayload, RedEnvelopePath, redEnvelopeExportSchema } from '../../src/protocol';
import { receiveInfoCsv } from '../red-envelopes/receive-export';
import type { Services } from '../services';
import { answer, badRequest } from './reply';
import type { Router } from './router';
import { signedIn } from './session';

/** POST /api/v1/redenvelope/receive_info/export (header api-token): the receive info as a CSV file. */
export function registerRedEnvelopeRoutes(router: Router, services: Services): void {
  router.post(RedEnvelopePath.ReceiveInfoExport, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(redEnvelopeExportSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const p = parsed.value;
    return answer(async () => ({
      body: null,
      file: { contentType: 'text/csv; charset=utf-8', fileName: `red-envelope-${p.RedEnvelopeID}-${p.Page}.csv`, data: await receiveInfoCsv(services, who.playerId, p) },
    }));
  });
}
