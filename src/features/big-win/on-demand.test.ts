/**
 * The big-win module over a real socket client and a fake transport: on every lobby ready it
 * asks 12130 and answers with 12120 (Status 1 open, 2 close), a refusal keeps its code and
 * message, 10081 pushes feed the banner queue (4 s each) or the vault notice, and a reset forgets it all.
 */
import { BigWinStatus, BigWinType, Code, Op, reply, type BigWinAlert } from '@/protocol';
import { startFeatures } from '@/features/feature-module';
import type { Sockets } from '@/socket';
import { createTestSocket } from '../../../tests/fakes/test-socket';
import { createBigWinModule } from './on-demand';
import { resetBigWin, useBigWinStore } from './store';

const alert = (fields: Partial<BigWinAlert> = {}): BigWinAlert => ({
  PlayerID: 9,
  PlayerName: '幸運星',
  PictureURL: '',
  GameCode: '10001',
  Provider: 'be',
  WinType: BigWinType.BigPrize,
  AlertInfo: { SymbolNo: 101, Multiple: 152 },
  Win: 15_200,
  RoundID: 'r-1',
  ...fields,
});

let lobby: ReturnType<typeof createTestSocket>;
let chat: ReturnType<typeof createTestSocket>;
let stop: () => void;
let feature: ReturnType<typeof createBigWinModule>;

const sent = (op: number) => lobby.transport.sent.filter((f) => f.OP === op);
const flush = () => vi.advanceTimersByTimeAsync(50);

beforeEach(() => {
  vi.useFakeTimers();
  resetBigWin();
  lobby = createTestSocket('lobby');
  chat = createTestSocket('chat');
  feature = createBigWinModule();
  stop = startFeatures([feature], { lobby: lobby.client, chat: chat.client } as unknown as Sockets);
});

afterEach(() => {
  stop();
  feature.reset();
  lobby.client.dispose();
  chat.client.dispose();
  expect(vi.getTimerCount()).toBe(0);
  vi.useRealTimers();
});

async function answerStatus(Status: number) {
  await flush();
  lobby.transport.receive(reply(Op.BigWinPromotionStatusReply, Code.Ok, { Status }));
  await flush();
}

async function reconnect() {
  lobby.transport.close(1006);
  vi.advanceTimersByTime(1000);
  lobby.transport.open();
  lobby.transport.receive(reply(Op.LobbyInitReply, Code.Ok, { PlayerID: 1 }));
  await flush();
}

describe('big-win status flow (chat §4, §7)', () => {
  it('on ready asks 12130; Status 1 sends 12120 Status 1 (open)', async () => {
    lobby.ready();
    await answerStatus(BigWinStatus.Open);
    expect(sent(Op.BigWinPromotionStatus)).toHaveLength(1);
    expect(sent(Op.BigWinPromotionSet)).toEqual([{ OP: Op.BigWinPromotionSet, Status: BigWinStatus.Open }]);
    lobby.transport.receive(reply(Op.BigWinPromotionSetReply, Code.Ok, { Status: BigWinStatus.Open }));
    await flush();
    expect(useBigWinStore.getState().status).toBe(BigWinStatus.Open);
  });

  it('Status 2 sends 12120 Status 2 (close), and banners are then not shown', async () => {
    lobby.ready();
    await answerStatus(BigWinStatus.Closed);
    expect(sent(Op.BigWinPromotionSet)).toEqual([{ OP: Op.BigWinPromotionSet, Status: BigWinStatus.Closed }]);
    lobby.transport.receive(reply(Op.BigWinPromotionSetReply, Code.Ok, { Status: BigWinStatus.Closed }));
    await flush();
    expect(useBigWinStore.getState().status).toBe(BigWinStatus.Closed);
    lobby.transport.receive(reply(Op.BigWinAlertPush, Code.Ok, alert()));
    expect(useBigWinStore.getState().banner).toBeNull();
  });

  it('asks again after a reconnect', async () => {
    lobby.ready();
    await answerStatus(BigWinStatus.Open);
    lobby.transport.receive(reply(Op.BigWinPromotionSetReply, Code.Ok, { Status: BigWinStatus.Open }));
    await flush();
    await reconnect();
    expect(sent(Op.BigWinPromotionStatus)).toHaveLength(2);
    await answerStatus(BigWinStatus.Closed);
    expect(sent(Op.BigWinPromotionSet).map((f) => f.Status)).toEqual([BigWinStatus.Open, BigWinStatus.Closed]);
  });

  it('a refused 12130 keeps its code and message and sends no 12120', async () => {
    lobby.ready();
    await flush();
    lobby.transport.receive({ OP: Op.BigWinPromotionStatusReply, Code: 200391, Message: '活動維護中', Result: null });
    await flush();
    expect(useBigWinStore.getState().error).toMatchObject({ code: 200391, message: '活動維護中' });
    expect(sent(Op.BigWinPromotionSet)).toEqual([]);
  });

  it('a refused 12120 keeps its code and message; the status stays unknown', async () => {
    lobby.ready();
    await answerStatus(BigWinStatus.Open);
    lobby.transport.receive({ OP: Op.BigWinPromotionSetReply, Code: 100000, Message: '', Result: null });
    await flush();
    expect(useBigWinStore.getState()).toMatchObject({ status: null, error: { code: 100000, message: '' } });
  });

  it('a reset while the status is on its way drops the late answer', async () => {
    lobby.ready();
    await flush();
    feature.reset();
    lobby.transport.receive(reply(Op.BigWinPromotionStatusReply, Code.Ok, { Status: BigWinStatus.Open }));
    await flush();
    expect(sent(Op.BigWinPromotionSet)).toEqual([]);
  });
});

describe('10081 pushes', () => {
  beforeEach(() => lobby.ready());

  it('queue banners 4 s each, in order', async () => {
    await answerStatus(BigWinStatus.Open);
    lobby.transport.receive(reply(Op.BigWinAlertPush, Code.Ok, alert({ PlayerName: '甲' })));
    lobby.transport.receive(reply(Op.BigWinAlertPush, Code.Ok, alert({ PlayerName: '乙', WinType: BigWinType.Bonus })));
    const name = () => useBigWinStore.getState().banner?.alert.PlayerName ?? null;
    expect(name()).toBe('甲');
    vi.advanceTimersByTime(3999);
    expect(name()).toBe('甲');
    vi.advanceTimersByTime(1);
    expect(name()).toBe('乙');
    vi.advanceTimersByTime(4000);
    expect(name()).toBeNull();
  });

  it('a push shaped as chat §3 gives it (no PlayerID, Win or RoundID: decision 328) shows its banner', () => {
    const { PlayerID, Win, RoundID, ...spec } = alert({ PlayerName: '丙' });
    expect([PlayerID, Win, RoundID]).toEqual([9, 15_200, 'r-1']);
    lobby.transport.receive(reply(Op.BigWinAlertPush, Code.Ok, spec));
    expect(useBigWinStore.getState().banner?.alert).toEqual(spec);
  });

  it('WinType 3 shows the vault code, not a banner', () => {
    lobby.transport.receive(reply(Op.BigWinAlertPush, Code.Ok, alert({ WinType: BigWinType.VaultCode, VaultCode: 'VAULT-1' })));
    expect(useBigWinStore.getState()).toMatchObject({ banner: null, vault: { VaultCode: 'VAULT-1' } });
  });

  it('a push with another code keeps its message and code', () => {
    lobby.transport.receive({ OP: Op.BigWinAlertPush, Code: 200392, Message: '推播失敗', Result: null });
    expect(useBigWinStore.getState()).toMatchObject({ banner: null, error: { code: 200392, message: '推播失敗' } });
  });

  it('a reset clears the banner and its queue', () => {
    lobby.transport.receive(reply(Op.BigWinAlertPush, Code.Ok, alert()));
    lobby.transport.receive(reply(Op.BigWinAlertPush, Code.Ok, alert()));
    feature.reset();
    expect(useBigWinStore.getState()).toMatchObject({ banner: null, vault: null, status: null });
    vi.advanceTimersByTime(8000);
    expect(useBigWinStore.getState().banner).toBeNull();
  });
});
