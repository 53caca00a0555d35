/**
 * One lobby or chat socket: init handshake, then frames dispatched by OP to the registry.
 * Every frame is untrusted; each failure becomes a reply Code and the socket (and the
 * process) lives on. Frames of one socket are handled in order, one at a time, so a reply
 * never overtakes the init.
 */
import type { RawData, WebSocket } from 'ws';
import { Code, Op, initRequestSchema, opName, parsePayload, reply, replyOp, type Reply } from '../../src/protocol';
import { ReplyError } from '../errors';
import type { Logger } from '../log';
import type { Services } from '../services';
import type { HandlerRegistry } from './handler-registry';
import { NoReply } from './handler-registry';
import type { HubSocket, SocketKind } from './hub';

/** Largest frame we read (64 KiB); larger ones are answered with Code.FrameTooLarge. */
export const MAX_FRAME_BYTES = 64 * 1024;


const EXPIRED_MESSAGE = '連線已過期，請重新登入';

function rawBytes(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

export class Connection implements HubSocket {
  playerId = 0;
  tokenHash = '';
  initReplyOp = 0;
  private expiresAt = 0;
  private initialised = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    readonly kind: SocketKind,
    private readonly services: Services,
    private readonly registry: HandlerRegistry,
    private readonly log: Logger,
  ) {
    ws.on('message', (data, isBinary) => {
      this.queue = this.queue
        .then(() => this.onFrame(data, isBinary))
        .catch((err: unknown) => this.log.error('frame handling failed', { err }));
    });
    ws.on('close', (code) => {
      this.services.hub.remove(this);
      this.log.debug('socket closed', { code, playerId: this.playerId });
    });
    // Without a listener, a protocol error (e.g. frame over maxPayload) would crash the process.
    ws.on('error', (err) => this.log.warn('socket error', { err: err.message }));
  }

  send(message: Reply): void {
    this.sendText(JSON.stringify(message));
  }

  sendText(text: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(text);
  }

  close(code: number, reason: string): void {
    // A close reason must fit 123 bytes.
    this.ws.close(code, Buffer.from(reason).subarray(0, 120).toString());
  }

  private async onFrame(data: RawData, isBinary: boolean): Promise<void> {
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

    if (this.isInitOp(op)) return this.init(op, frame);
    if (!this.initialised) return this.fail(replyOp(op), Code.NotInitialised, 'send the init frame first');
    if (this.services.clock.now() >= this.expiresAt) {
      this.fail(replyOp(op), Code.SessionExpired, EXPIRED_MESSAGE);
      return this.end();
    }

    const forced = this.services.failRules.take(op);
    if (forced) return this.fail(replyOp(op), forced.code, forced.message);

    const handler = this.registry.get(op);
    if (!handler) return this.fail(replyOp(op), Code.UnknownOp, `unknown OP ${op}`);
    const payload = handler.parse(frame);
    if (!payload.ok) return this.fail(replyOp(op), Code.MalformedFrame, payload.error);

    try {
      const result = await handler.handle(
        { playerId: this.playerId, kind: this.kind, services: this.services, log: this.log },
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
    const forced = this.services.failRules.take(op);
    if (forced) {
      this.fail(replyTo, forced.code, forced.message);
      if (forced.code !== Code.Ok) this.end();
      return;
    }
    const parsed = parsePayload(initRequestSchema, frame);
    if (!parsed.ok) return this.fail(replyTo, Code.MalformedFrame, parsed.error);

    const session = await this.services.sessions.verify(parsed.value.Token);
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (!session) {
      this.fail(replyTo, Code.SessionExpired, EXPIRED_MESSAGE);
      return this.end();
    }
    if (session.suspended) {
      this.fail(replyTo, Code.AccountSuspended, '帳號已被停用，如有任何疑問，請聯繫客服');
      return this.end();
    }

    if (this.initialised) this.services.hub.remove(this); // re-init, possibly with another token
    this.playerId = session.playerId;
    this.tokenHash = session.tokenHash;
    this.expiresAt = session.expiresAt;
    this.initReplyOp = replyTo;
    this.initialised = true;
    this.services.hub.add(this);
    this.send(reply(replyTo, Code.Ok, { PlayerID: session.playerId }));
  }

  private fail(op: number, code: number, message: string, result: unknown = null): void {
    this.send(reply(op, code, result, message));
  }

  private end(): void {
    this.services.hub.remove(this);
    this.initialised = false;
    this.close(1000, 'session ended');
  }
}
