/** The HTTP contract's entries of one group (src/protocol/http-contract.ts collects them). */
import { banRecordsRequestSchema, banRecordsResultSchema, RankPath, richListRequestSchema, richListResultSchema } from '../rank';
import type { HttpEndpoint } from '../http-endpoint';

/** The rank pages (docs/protocol-rank.md). */
export const rankApi = {
  RichList: { path: RankPath.RichList, request: richListRequestSchema, result: richListResultSchema, access: 'visitor', browser: 'either' },
  BanRecords: { path: RankPath.BanRecords, request: banRecordsRequestSchema, result: banRecordsResultSchema, access: 'visitor', browser: 'direct' },
} as const satisfies Record<string, HttpEndpoint>;
