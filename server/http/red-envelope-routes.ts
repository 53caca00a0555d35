import { redEnvelopeApi } from '../../src/protocol';
import { receiveInfoCsv } from '../red-envelopes/receive-export';
import type { Services } from '../services';
import type { Router } from './router';
import { serveFile } from './serve';

/** POST /api/v1/redenvelope/receive_info/export (header api-token): the receive info as a CSV file. */
export function registerRedEnvelopeRoutes(router: Router, services: Services): void {
  serveFile(router, services, redEnvelopeApi.ReceiveInfoExport, async ({ playerId, body }) => ({
    fileName: `red-envelope-${body.RedEnvelopeID}-${body.Page}.csv`,
    data: await receiveInfoCsv(services, playerId, body),
  }));
}
