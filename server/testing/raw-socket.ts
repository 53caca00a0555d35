/**
 * A WebSocket client over a bare TCP socket that behaves as an attacker may: it never
 * answers a close frame (it keeps sending after one) and it can stop reading while it
 * writes. `ws` itself cannot do either, so the frames are written here (RFC 6455 §5.2):
 * client frames masked, server frames read without a mask. Tests and bench/socket-edge.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OPCODE_TEXT = 0x1;
const OPCODE_CLOSE = 0x8;

/** One masked, final client frame. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const len = payload.length;
  const header = len < 126 ? Buffer.alloc(2) : len < 65_536 ? Buffer.alloc(4) : Buffer.alloc(10);
  header[0] = 0x80 | opcode;
  if (len < 126) header[1] = 0x80 | len;
  else if (len < 65_536) {
    header[1] = 0x80 | 126;
    header.writeUInt16BE(len, 2);
  } else {
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(BigInt(len), 2);
  }
  const mask = randomBytes(4);
  const body = Buffer.from(payload);
  for (let i = 0; i < body.length; i++) body[i] = body[i]! ^ mask[i & 3]!;
  return Buffer.concat([header, mask, body]);
}

export class RawSocket {
  /** Text frames received, in order. */
  readonly texts: string[] = [];
  /** Close frames received (code, reason); this client never answers them. */
  readonly closeFrames: { code: number; reason: string }[] = [];
  /** Resolves when the TCP connection is gone (closed by the server or destroyed). */
  readonly gone: Promise<void>;
  private pending = Buffer.alloc(0);

  private constructor(private readonly socket: net.Socket, rest: Buffer) {
    this.gone = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined); // the server may reset us; `gone` tells
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    if (rest.length > 0) this.read(rest);
  }

  /** Connects to ws://host:port{path} and completes the upgrade. */
  static open(port: number, path: string, host = '127.0.0.1'): Promise<RawSocket> {
    return new Promise((resolve, reject) => {
      const key = randomBytes(16).toString('base64');
      const accept = createHash('sha1').update(key + WS_GUID).digest('base64');
      const socket = net.connect(port, host);
      let head = Buffer.alloc(0);
      const onData = (chunk: Buffer) => {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        socket.off('data', onData);
        const response = head.subarray(0, end).toString();
        if (!response.startsWith('HTTP/1.1 101') || !response.includes(accept)) {
          socket.destroy();
          reject(new Error(`upgrade refused: ${response.split('\r\n')[0]}`));
          return;
        }
        resolve(new RawSocket(socket, head.subarray(end + 4)));
      };
      socket.on('data', onData);
      socket.once('error', reject);
      socket.once('connect', () =>
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        ),
      );
    });
  }

  /** Sends one text frame (objects as JSON); returns false when the TCP buffer is full. */
  send(frame: unknown): boolean {
    if (this.socket.destroyed) return false;
    const text = typeof frame === 'string' ? frame : JSON.stringify(frame);
    return this.socket.write(clientFrame(OPCODE_TEXT, Buffer.from(text)));
  }

  /** Resolves once the socket's write buffer has room again (or it is gone). */
  writable(): Promise<void> {
    if (this.socket.destroyed || !this.socket.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.socket.off('drain', done);
        this.socket.off('close', done);
        resolve();
      };
      this.socket.once('drain', done);
      this.socket.once('close', done);
    });
  }

  /** Stops reading: what the server sends piles up in the kernel, then in the server. */
  pauseReading(): void {
    this.socket.pause();
  }

  /** Reads again (what piled up arrives now). */
  resumeReading(): void {
    this.socket.resume();
  }

  get isGone(): boolean {
    return this.socket.destroyed || this.socket.readyState === 'closed';
  }

  destroy(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.pending = Buffer.concat([this.pending, chunk]);
    for (;;) {
      if (this.pending.length < 2) return;
      const opcode = this.pending[0]! & 0x0f;
      let len = this.pending[1]! & 0x7f;
      let offset = 2;
      if (len === 126) {
        if (this.pending.length < 4) return;
        len = this.pending.readUInt16BE(2);
        offset = 4;
      } else if (len === 127) {
        if (this.pending.length < 10) return;
        len = Number(this.pending.readBigUInt64BE(2));
        offset = 10;
      }
      if (this.pending.length < offset + len) return;
      const payload = this.pending.subarray(offset, offset + len);
      this.pending = this.pending.subarray(offset + len);
      if (opcode === OPCODE_TEXT) this.texts.push(payload.toString('utf8'));
      else if (opcode === OPCODE_CLOSE) {
        this.closeFrames.push({ code: payload.length >= 2 ? payload.readUInt16BE(0) : 0, reason: payload.subarray(2).toString('utf8') });
      }
    }
  }
}
