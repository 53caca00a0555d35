/**
 * The types of `SocketClient.send` and `request` by OP: payloads come from the schemas of
 * src/protocol/contract.ts, and OPs whose reply is also a push cannot use `request()`.
 */
import type { RequestOf, Result, ResultOf, SendableOp } from '@/protocol';
import { Op } from '@/protocol/ops';

/** The payload of a request OP, as its schema in src/protocol declares it. */
export type RequestPayload<O extends SendableOp> = RequestOf<O>;

/**
 * OPs whose reply OP is also pushed for other reasons (a chat send's 30001 carries everyone's
 * messages; 30051 is pushed on any read): a FIFO cannot tell their reply apart, so they are
 * sent with `send()` and their replies read with `on()`.
 */
type PushSharingOp = typeof Op.ChatPublicSend | typeof Op.ChatPrivateSend | typeof Op.ChatClubSend | typeof Op.ChatMarkRead;
export const PUSH_SHARING: ReadonlySet<number> = new Set([Op.ChatPublicSend, Op.ChatPrivateSend, Op.ChatClubSend, Op.ChatMarkRead]);

/** Request OPs `request()` accepts. */
export type RequestableOp = Exclude<SendableOp, PushSharingOp>;

/** What a request OP's `request()` resolves with: its Result, a refusal, or why no answer came. */
export type ResultTo<O extends SendableOp> = Result<ResultOf<O>>;

/** Default wait of `request()` for its reply. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;
