/**
 * How many replies per second the socket client layer parses, validates and hands to a
 * registered handler that writes into a zustand store, beside a bare JSON.parse loop over
 * the same frames. Validation runs as the browser runs it (zod/mini, jitless: no eval).
 * Prints figures; never asserts timings.
 */
import { performance } from 'node:perf_hooks';
import * as z from 'zod/mini';
import { Code, Op, reply } from '@/protocol';
import { createStore } from '@/lib/create-store';
import { SocketClient } from '@/socket/socket-client';
import { FakeTransport } from '../tests/fakes/fake-transport';
import { dispatchFindings } from './support/check-rules';
import { record } from './support/checks';
import { option, positiveInt } from './support/options';

const TEXTS = ['今晚一起打魚嗎？', '恭喜大獎！手氣太好了', 'gg 下一把再來', '有人要組隊嗎 VIP 金卡以上', '謝謝紅包～'];

function chatMessage(i: number) {
  const text = TEXTS[i % TEXTS.length]!;
  return {
    ID: 1_000_000 + i,
    Seq: 1 + i,
    ChannelType: 1,
    From: String(20_000 + (i % 5_000)),
    SenderType: 0,
    Message: text,
    OriginalMessage: text,
    CreateTime: 1_735_000_000 + i,
    AutoReply: [],
    ColorID: (i % 10) + 1,
    ClubName: '',
    Flag: 0,
    PlayerID: 20_000 + (i % 5_000),
    ToPlayerID: 0,
    AllianceID: 0,
    ReplyID: 0,
    Name: `玩家${i % 5_000}`,
    PictureURL: `https://files.example.com/avatar/${i % 5_000}.png`,
    PictureSetting: 1,
    VIPLevel: (i % 8) + 1,
    Params: null,
  };
}

/** Mixed traffic: mostly chat pushes, some private, club, unread counts and wallet replies. */
function buildFrames(count: number): string[] {
  const frames: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const pick = i % 20;
    if (pick < 11) frames.push(JSON.stringify(reply(Op.ChatPublicPush, Code.Ok, chatMessage(i))));
    else if (pick < 14) frames.push(JSON.stringify(reply(Op.ChatPrivatePush, Code.Ok, chatMessage(i))));
    else if (pick < 17) frames.push(JSON.stringify(reply(Op.ChatClubPush, Code.Ok, chatMessage(i))));
    else if (pick < 19)
      frames.push(
        JSON.stringify(
          reply(Op.ChatUnreadReply, Code.Ok, { AnnouncementTotal: 1, PublicTotal: i % 120, PrivateTotal: 3, ClubTotal: 0, EnableClub: true }),
        ),
      );
    else frames.push(JSON.stringify(reply(Op.WalletReply, Code.Ok, { Bag: { Items: { '1': { Amount: 1_234_567 + i } } } })));
  }
  return frames;
}

interface BenchState {
  count: number;
  last: unknown;
  unread: number;
}

function setupClient() {
  const store = createStore<BenchState>('bench', () => ({ count: 0, last: null, unread: 0 }));
  const transport = new FakeTransport();
  const quiet = { warn: () => {}, error: () => {} };
  const client = new SocketClient({ kind: 'chat', transport, baseUrl: 'http://localhost:4000', logger: quiet, hooks: { signOut: () => {}, showModal: () => {} } });
  const onMessage = (r: { Result: unknown }) => store.setState((s) => ({ count: s.count + 1, last: r.Result }));
  client.on(Op.ChatPublicPush, onMessage);
  client.on(Op.ChatPrivatePush, onMessage);
  client.on(Op.ChatClubPush, onMessage);
  client.on(Op.WalletReply, onMessage);
  // Results arrive checked against their schema (src/protocol): no type guards here.
  client.on(Op.ChatUnreadReply, (r) => store.setState((s) => ({ count: s.count + 1, unread: r.Result.PublicTotal })));
  client.start('bench-token');
  transport.open();
  transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
  return { client, store, events: transport.last.events };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export async function run(): Promise<void> {
  // Node parses with zod's compiled (eval) parsers; the browser's CSP forbids them, so this bench
  // parses as the browser does (src/protocol/schema.ts), and gives the rest of the run Node's.
  z.config({ jitless: true });
  try {
    await measure();
  } finally {
    z.config({ jitless: false });
  }
}

async function measure(): Promise<void> {
  const count = positiveInt('frames', option('frames', 'SOCKET_DISPATCH_FRAMES', '200000'));
  const rounds = positiveInt('rounds', option('rounds', 'SOCKET_DISPATCH_ROUNDS', '5'));
  const frames = buildFrames(count);
  const bytes = frames.reduce((sum, f) => sum + Buffer.byteLength(f), 0);
  const { client, store, events } = setupClient();

  const viaClient = () => {
    const t0 = performance.now();
    for (const frame of frames) events.onMessage(frame);
    return frames.length / ((performance.now() - t0) / 1000);
  };
  let sink = 0;
  const bareParse = () => {
    const t0 = performance.now();
    for (const frame of frames) sink += (JSON.parse(frame) as { OP: number }).OP;
    return frames.length / ((performance.now() - t0) / 1000);
  };

  viaClient(); // warm-up
  bareParse();
  const clientRates: number[] = [];
  const parseRates: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    clientRates.push(viaClient());
    parseRates.push(bareParse());
  }
  const handled = store.getState().count;
  client.dispose();

  const c = median(clientRates);
  const p = median(parseRates);
  console.log(`socket-dispatch: ${fmt(frames.length)} frames, avg ${fmt(bytes / frames.length)} bytes, median of ${rounds} rounds after warm-up`);
  console.log(`  client layer (parse + validate + dispatch + zustand setState): ${fmt(c)} replies/s`);
  console.log(`  bare JSON.parse:                                               ${fmt(p)} frames/s`);
  console.log(`  ratio client / bare: ${(c / p).toFixed(2)} (client costs ${(p / c).toFixed(2)}× a bare parse)`);
  console.log(`  (handled ${fmt(handled)} replies; checksum ${sink % 997})`);
  // Every frame is valid: a frame dropped by its schema would make the client look faster.
  record('socket-dispatch', dispatchFindings(handled, frames.length * (rounds + 1)));
}
