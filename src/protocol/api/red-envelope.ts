/** The HTTP contract's entries of one group (src/protocol/http-contract.ts collects them). */
import { redEnvelopeExportSchema } from '../red-envelope';
import { RedEnvelopePath } from '../red-envelope-rules';
import { noResult } from '../schema';
import type { HttpEndpoint } from '../http-endpoint';

/** The red envelope's receive-info export (a CSV file). */
export const redEnvelopeApi = {
  ReceiveInfoExport: { path: RedEnvelopePath.ReceiveInfoExport, request: redEnvelopeExportSchema, result: noResult, access: 'player', browser: 'relay', answers: 'file' },
} as const satisfies Record<string, HttpEndpoint>;
