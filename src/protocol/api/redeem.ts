/** The HTTP contract's entries of one group (src/protocol/http-contract.ts collects them). */
import { RedeemPath, redeemRequestSchema, redeemResultSchema } from '../redeem';
import type { HttpEndpoint } from '../http-endpoint';

/** 兌換碼 (docs/protocol-store.md). */
export const redeemApi = {
  Receive: { path: RedeemPath.Receive, request: redeemRequestSchema, result: redeemResultSchema, access: 'player', browser: 'relay' },
} as const satisfies Record<string, HttpEndpoint>;
