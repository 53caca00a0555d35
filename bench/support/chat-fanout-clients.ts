/**
 * The client side of bench/chat-fanout.ts, in its own process so receiving 5,000 sockets
 * does not share a core with the server being measured. Driven over IPC:
 *   parent → {type:'start', …}; child → {type:'connected'}; then per message
 *   child → {type:'delivered', index, ms}; parent → {type:'next'}; finally child → {type:'done', duplicates}.
 * Receipt is recognised by a marker in the raw frame (no JSON.parse), identical for the
 * lobby server and the bare ws server, so the client costs the same in both runs.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export interface StartCommand {
  type: 'start';
  /** ws://127.0.0.1:port/path of each server: receiver i connects to urls[i % urls.length]. */
  urls: string[];
  /** Where the sender connects. */
  senderUrl: string;
  /** Marks this run's frames, so a frame of an earlier run on the same server never counts. */
  tag: string;
  /** 'lobby': each socket first sends the chat init (OP 10000) with its token. */
  mode: 'lobby' | 'bare';
  tokens: string[];
  senderToken: string;
  messages: number;
  /** Frame the sender sends for message i; `{i}` is replaced by the marker. */
  frameTemplate: string;
  initOp: number;
  initReplyOp: number;
  perMessageTimeoutMs: number;
  gapMs: number;
}

type ParentMessage = StartCommand | { type: 'next' };

const CONNECT_BATCH = 200;

function send(message: unknown): void {
  process.send?.(message);
}

function open(command: StartCommand, url: string, token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('error', reject);
    ws.once('open', () => {
      if (command.mode === 'bare') return resolve(ws);
      ws.send(JSON.stringify({ OP: command.initOp, Token: token, CloseRSA: true }));
      ws.once('message', (data) => {
        const reply = JSON.parse(String(data)) as { OP: number; Code: number };
        if (reply.OP === command.initReplyOp && reply.Code === 200) resolve(ws);
        else reject(new Error(`init refused: ${String(data)}`));
      });
    });
  });
}

async function run(command: StartCommand): Promise<void> {
  const started = performance.now();
  const receivers: WebSocket[] = [];
  const urlOf = (i: number) => command.urls[i % command.urls.length]!;
  for (let i = 0; i < command.tokens.length; i += CONNECT_BATCH) {
    const batch = command.tokens.slice(i, i + CONNECT_BATCH).map((t, k) => open(command, urlOf(i + k), t));
    receivers.push(...(await Promise.all(batch)));
  }
  const sender = await open(command, command.senderUrl, command.senderToken);
  send({ type: 'connected', ms: performance.now() - started });

  const n = receivers.length;
  const marker = new RegExp(`fanout-${command.tag}#(\\d+)#`);
  const counts = new Map<number, number>();
  let current = -1;
  let sentAt = 0;
  let finish: ((ms: number | null) => void) | undefined;
  const onFrame = (data: WebSocket.RawData) => {
    const match = marker.exec(String(data));
    if (!match) return;
    const index = Number(match[1]);
    const seen = (counts.get(index) ?? 0) + 1;
    counts.set(index, seen);
    if (index === current && seen === n) finish?.(performance.now() - sentAt);
  };
  for (const ws of receivers) ws.on('message', onFrame);
  sender.on('message', () => undefined); // its own copy is not a receipt

  const nextAllowed = () => new Promise<void>((resolve) => process.once('message', () => resolve()));
  for (let i = 0; i < command.messages; i++) {
    const delivered = new Promise<number | null>((resolve) => {
      finish = resolve;
      setTimeout(() => resolve(null), command.perMessageTimeoutMs);
    });
    current = i;
    sentAt = performance.now();
    sender.send(command.frameTemplate.replace('{i}', `fanout-${command.tag}#${i}#`));
    const ms = await delivered;
    const allowed = nextAllowed();
    send({ type: 'delivered', index: i, ms });
    await allowed;
    await new Promise((r) => setTimeout(r, command.gapMs));
  }
  // Deliveries beyond one per receiver (a receiver given the same message twice).
  const duplicates = [...counts.values()].reduce((sum, c) => sum + Math.max(0, c - n), 0);
  send({ type: 'done', duplicates });
  for (const ws of [...receivers, sender]) ws.terminate();
}

process.once('message', (message: ParentMessage) => {
  if (message.type !== 'start') return;
  run(message).then(
    () => process.exit(0),
    (err: unknown) => {
      send({ type: 'error', message: err instanceof Error ? err.message : String(err) });
      process.exit(1);
    },
  );
});
