/** The HTTP contract's entries of one group (src/protocol/http-contract.ts collects them). */
import { LivePath, liveStreamInfoRequestSchema, liveStreamInfoResultSchema } from '../live';
import type { HttpEndpoint } from '../http-endpoint';

/**
 * The live rooms' one HTTP path (docs/protocol-live.md). A signed-in player's (guests included)
 * through the relay: a visitor watches no room (the live page needs a sign-in, the rooms a chat
 * socket), and the answer depends on the caller's brand (decision 324).
 */
export const liveApi = {
  StreamInfo: { path: LivePath.StreamInfo, request: liveStreamInfoRequestSchema, result: liveStreamInfoResultSchema, access: 'player', browser: 'relay' },
} as const satisfies Record<string, HttpEndpoint>;
