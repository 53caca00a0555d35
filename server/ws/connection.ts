/**
 * One lobby or chat socket: init handshake, then frames dispatched by OP to the registry.
 * Every frame is untrusted; each failure becomes a reply Code and the socket (and the
 * process) lives on. Frames of one socket are handled in order, one at a time, so a reply
 * never overtakes the init. The edge is bounded (socket-limits.ts): an init is due in time,
 * few frames before it, a short queue of waiting frames, a bounded send buffer. Once the
 * server ends a socket (sign-out, second sign-in, expiry, a broken bound) nothing it sends
 * is handled any more, whether or not its peer answers the close.
 */
import { randomUUID } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import { Code, Op, initRequestSchema, opName, parsePayload, reply, replyOp, type Reply } from '../../src/protocol';
import { ReplyError } from '../errors';
import { leaveOnClose } from '../live/rooms';
import type { Logger } from '../log';
import type { Services } from '../services';
import type { HandlerRegistry } from './handler-registry';
import { NoReply } from './handler-registry';
import type { HubSocket, SocketKind } from './hub';
import { CloseReason, SocketClose, type SocketLimits } from './socket-limits';

/** Largest frame we read (64 KiB); larger ones are answered with Code.FrameTooLarge. */
export const MAX_FRAME_BYTES = 64 * 1024;

const EXPIRED_MESSAGE = '連線已過期，請重新登入';

/** Graceful shutdown (SIGTERM): the client is told Code.Reconnect, then closed 1012 (service restart). */
export const RESTART_CLOSE_CODE = 1012;
const RESTART_MESSAGE = 'server restarting: reconnect';

function rawBytes(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

interface Frame {
  data: RawData;
  isBinary: boolean;
}

export class Connection implements HubSocket {
  /** Unique across processes: live room membership is per socket (server/live/rooms.ts). */
  readonly socketId = randomUUID();
  playerId = 0;
  tokenHash = '';
  initReplyOp = 0;
  private expiresAt = 0;
  private initialised = false;
  /** Set once the server ends the socket (or it closes): from then on no frame is handled. */
  private ended = false;
  private readonly waiting: Frame[] = [];
  /** Per chat channel (order key), the last seq a resume sent this socket (Hub skips those). */
  private readonly chatResumed = new Map<string, number>();
  private draining = false;
  /** Settles when the frames being handled are done (graceful shutdown waits for it). */
  private drained: Promise<void> = Promise.resolve();
  private shuttingDown = false;
  private framesBeforeInit = 0;
  private readonly initTimer: NodeJS.Timeout;

  constructor(
    private readonly ws: WebSocket,
    readonly kind: SocketKind,
    private readonly services: Services,
    private readonly registry: HandlerRegistry,
    private readonly log: Logger,
    private readonly limits: SocketLimits,
  ) {
    ws.on('message', (data, isBinary) => this.receive({ data, isBinary }));
    ws.on('close', (code) => {
      this.markEnded();
      this.log.debug('socket closed', { code, playerId: this.playerId });
    });
    // Without a listener, a protocol error (e.g. frame over maxPayload) would crash the process.
    ws.on('error', (err) => this.log.warn('socket error', { err: err.message }));
    this.initTimer = setTimeout(() => {
      this.log.info('socket closed: no init in time', { ms: limits.initTimeoutMs });
      this.close(SocketClose.Policy, CloseReason.InitTimeout);
    }, limits.initTimeoutMs);
  }

  /** Frames received and not yet handled (tests and the socket-edge bench read it). */
  get queuedFrames(): number {
    return this.waiting.length;
  }

  /** True once the server ended this socket or it closed. */
  get isEnded(): boolean {
    return this.ended;
  }

  send(message: Reply): void {
    this.sendText(JSON.stringify(message));
  }

  sendText(text: string): void {
    if (this.ended || this.ws.readyState !== this.ws.OPEN) return;
    // A peer that stops reading makes every send pile up here: past the bound it is cut off
    // at once (no close handshake: it would not read that either), which frees the buffer.
    if (this.ws.bufferedAmount >= this.limits.maxBufferedBytes) {
      this.log.warn('socket dropped: peer is not reading', { bufferedAmount: this.ws.bufferedAmount, playerId: this.playerId });
      this.markEnded();
      this.ws.terminate();
      return;
    }
    this.ws.send(text);
  }

  /**
   * Ends the socket now: it leaves the hub, frames waiting or still arriving are dropped, and a
   * close frame goes out. A peer that ignores it is cut after `closeGraceMs` (ws closeTimeout).
   */
  close(code: number, reason: string): void {
    if (this.ended) return;
    this.markEnded();
    // A close reason must fit 123 bytes.
    this.ws.close(code, Buffer.from(reason).subarray(0, 120).toString());
  }

  /**
   * Graceful shutdown: the frame being handled finishes and its reply goes out, frames still
   * waiting are answered Code.Reconnect, then the client is told Code.Reconnect (on its init
   * reply OP) and the socket closes with 1012.
   */
  async shutdown(): Promise<void> {
    this.shuttingDown = true;
    await this.drained;
    if (this.ended) return;
    if (this.initialised) this.send(reply(this.initReplyOp, Code.Reconnect, null, RESTART_MESSAGE));
    this.close(RESTART_CLOSE_CODE, RESTART_MESSAGE);
  }

  private markEnded(): void {
    this.ended = true;
    this.initialised = false;
    this.waiting.length = 0;
    clearTimeout(this.initTimer);
    this.services.hub.remove(this);
    void this.leaveLiveRoom();
  }

  private leaveLiveRoom(): Promise<void> {
    return leaveOnClose(this.services, this.socketId).catch((err: unknown) => this.log.warn('live room leave failed', { err: String(err) }));
  }

  private receive(frame: Frame): void {
    if (this.ended) return; // signed out, kicked or closing: nothing it sends runs
    if (this.waiting.length >= this.limits.maxQueuedFrames) {
      this.log.warn('socket closed: too many frames waiting', { waiting: this.waiting.length, playerId: this.playerId });
      this.close(SocketClose.TryAgainLater, CloseReason.QueueFull);
      return;
    }
    this.waiting.push(frame);
    if (!this.draining) this.drained = this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      for (let frame = this.waiting.shift(); frame && !this.ended; frame = this.waiting.shift()) {
        try {
          await this.onFrame(frame.data, frame.isBinary);
        } catch (err) {
          this.log.error('frame handling failed', { err });
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private async onFrame(data: RawData, isBinary: boolean): Promise<void> {
    if (this.ended) return;
    if (!this.initialised && ++this.framesBeforeInit > this.limits.maxFramesBeforeInit) {
      this.log.info('socket closed: too many frames before init', { frames: this.framesBeforeInit });
      return this.close(SocketClose.Policy, CloseReason.TooManyBeforeInit);
    }
    const bytes = rawBytes(data);
    if (bytes.length > MAX_FRAME_BYTES) {
      return this.fail(Op.ProtocolError, Code.FrameTooLarge, `frame is ${bytes.length} bytes; limit ${MAX_FRAME_BYTES}`);
    }
    if (isBinary) return this.fail(Op.ProtocolError, Code.MalformedFrame, 'binary frames are not accepted');

    let frame: unknown;
    try {
      frame = JSON.parse(bytes.toString('utf8'));
    } catch {
      return this.fail(Op.ProtocolError, Code.MalformedFrame, 'frame is not JSON');
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
      return this.fail(Op.ProtocolError, Code.MalformedFrame, 'frame must be a JSON object');
    }
    const op = (frame as { OP?: unknown }).OP;
    if (typeof op !== 'number' || !Number.isSafeInteger(op)) {
      return this.fail(Op.ProtocolError, Code.MalformedFrame, 'OP must be an integer');
    }

    if (this.shuttingDown) return this.fail(replyOp(op), Code.Reconnect, RESTART_MESSAGE);
    if (this.isInitOp(op)) return this.init(op, frame);
    if (!this.initialised) return this.fail(replyOp(op), Code.NotInitialised, 'send the init frame first');
    if (this.services.clock.now() >= this.expiresAt) {
      this.fail(replyOp(op), Code.SessionExpired, EXPIRED_MESSAGE);
      return this.end();
    }

    const forced = await this.services.failRules.take(op);
    if (forced) return this.fail(replyOp(op), forced.code, forced.message);

    const handler = this.registry.get(op);
    if (!handler) return this.fail(replyOp(op), Code.UnknownOp, `unknown OP ${op}`);
    const payload = handler.parse(frame);
    if (!payload.ok) return this.fail(replyOp(op), Code.MalformedFrame, payload.error);

    try {
      const result = await handler.handle(
        {
          playerId: this.playerId,
          kind: this.kind,
          socketId: this.socketId,
          services: this.services,
          log: this.log,
          noteChatResumed: (channel, seq) => this.chatResumed.set(channel, Math.max(seq, this.chatResumed.get(channel) ?? 0)),
        },
        payload.value,
      );
      if (result !== NoReply) this.send(reply(replyOp(op), Code.Ok, result ?? null));
    } catch (err) {
      if (err instanceof ReplyError) return this.fail(replyOp(op), err.code, err.message, err.result);
      this.log.error('handler threw', { op, opName: opName(op), playerId: this.playerId, err });
      this.fail(replyOp(op), Code.Silent, 'internal error');
    }
  }

  private isInitOp(op: number): boolean {
    // The lobby also accepts 10000: older clients open both sockets with it (Op.Init doc).
    return op === Op.Init || (this.kind === 'lobby' && op === Op.LobbyInit);
  }

  private async init(op: number, frame: object): Promise<void> {
    const replyTo = replyOp(op);
    const forced = await this.services.failRules.take(op);
    if (forced) {
      this.fail(replyTo, forced.code, forced.message);
      if (forced.code !== Code.Ok) this.end();
      return;
    }
    const parsed = parsePayload(initRequestSchema, frame);
    if (!parsed.ok) return this.fail(replyTo, Code.MalformedFrame, parsed.error);

    const session = await this.services.sessions.verifySocket(parsed.value.Token);
    if (this.ended || this.ws.readyState !== this.ws.OPEN) return;
    if (!session) {
      this.fail(replyTo, Code.SessionExpired, EXPIRED_MESSAGE);
      return this.end();
    }
    if (session.suspended) {
      this.fail(replyTo, Code.AccountSuspended, '帳號已被停用，如有任何疑問，請聯繫客服');
      return this.end();
    }

    if (this.initialised) {
      // Re-init, possibly with another token: the socket starts over (out of any live room too).
      this.services.hub.remove(this);
      await this.leaveLiveRoom();
    }
    this.playerId = session.playerId;
    this.tokenHash = session.tokenHash;
    this.expiresAt = session.expiresAt;
    this.initReplyOp = replyTo;
    this.initialised = true;
    this.chatResumed.clear();
    clearTimeout(this.initTimer);
    this.services.hub.add(this);
    this.send(reply(replyTo, Code.Ok, { PlayerID: session.playerId }));
    // A sign-out or second sign-in that committed after the check above kicked the hub before
    // this socket was in it: look once more now that it is, so the kick cannot be missed.
    void this.services.sessions.sweep([session.tokenHash]).catch((err: unknown) => this.log.warn('session sweep failed', { err: String(err) }));
  }

  chatResumedTo(channel: string): number {
    return this.chatResumed.get(channel) ?? 0;
  }

  private fail(op: number, code: number, message: string, result: unknown = null): void {
    this.send(reply(op, code, result, message));
  }

  private end(): void {
    this.close(SocketClose.Normal, CloseReason.SessionEnded);
  }
}
