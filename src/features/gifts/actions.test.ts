import { Code, Op, reply } from '@/protocol';
import { resetSocketsForTests } from '@/socket';
import { useWalletStore } from '@/features/wallet/store';
import { resetWallet } from '@/features/wallet/handlers';
import { installTestSockets, type createTestSocket } from '../../../tests/fakes/test-socket';
import { loadGiftList, sendGift, setGiftPassword } from './actions';
import { giftsModule } from './on-demand';
import { resetGifts, useGiftsStore } from './store';

let chat: ReturnType<typeof createTestSocket>;
let off: () => void;

const rules = { MinAmount: 20000, FeePerMille: 25, DailyAmountLeft: -1, DailyCountLeft: 5, CanGift: true, PasswordSet: false, PasswordTriesLeft: 3 };
const bag = (gold: number, roses: number) => ({ Items: { 1: { Amount: gold }, 42: { Amount: roses } } });

/** The frames of `op` sent so far (pacing flushed). */
function sent(op: number) {
  vi.advanceTimersByTime(1000);
  return chat.transport.sent.filter((f) => f.OP === op);
}

beforeEach(() => {
  vi.useFakeTimers();
  const installed = installTestSockets();
  ({ chat } = installed);
  off = giftsModule.register(installed.sockets);
  chat.ready();
});
afterEach(() => {
  off();
  resetSocketsForTests();
  resetGifts();
  resetWallet();
  vi.useRealTimers();
});

describe('gift requests on the chat socket', () => {
  it('30230: the list and rules go to the store, the bag to the wallet', async () => {
    const asked = loadGiftList();
    expect(sent(Op.LiveGiftList)).toHaveLength(1);
    chat.transport.receive(reply(Op.LiveGiftListReply, Code.Ok, { List: [{ ItemID: 42, Name: '玫瑰花', Effect: true }], Bag: bag(50000, 3), Transfer: rules }));
    expect(await asked).toEqual({ ok: true, result: null });
    expect(useGiftsStore.getState().catalogue).toEqual([{ ItemID: 42, Name: '玫瑰花', Effect: true }]);
    expect(useGiftsStore.getState().transfer).toEqual(rules);
    expect(useWalletStore.getState().items).toEqual({ 1: 50000, 42: 3 });
  });

  it('30210 → 30211: the reply bag becomes the wallet', async () => {
    useWalletStore.setState({ items: { 1: 9, 42: 5 } });
    const asked = sendGift({ ToID: 0, ItemID: 42, Amount: 2, ClientID: 'c1' });
    expect(sent(Op.LiveGiftSend)).toEqual([{ OP: Op.LiveGiftSend, ToID: 0, ItemID: 42, Amount: 2, ClientID: 'c1' }]);
    chat.transport.receive(reply(Op.LiveGiftSendReply, Code.Ok, { GiftID: 7, ToID: 3, ToName: '主播A', ItemID: 42, Amount: 2, Fee: 0, Bag: bag(9, 3) }));
    const out = await asked;
    expect(out.ok && out.result.GiftID).toBe(7);
    expect(useWalletStore.getState().items).toEqual({ 1: 9, 42: 3 });
  });

  it('a 200078 refusal carries the new fee; 200122 the wrong entries; the wallet is untouched', async () => {
    useWalletStore.setState({ items: { 1: 100000 } });
    const first = sendGift({ ToID: 5, ItemID: 1, Amount: 20000, Fee: 500, Password: '1234', ClientID: 'c2' });
    sent(Op.LiveGiftSend);
    chat.transport.receive(reply(Op.LiveGiftSendReply, Code.GiftFeeChanged, { Fee: 600 }));
    expect(await first).toEqual({ ok: false, code: Code.GiftFeeChanged, message: '', detail: { Fee: 600 }, fee: 600 });
    const second = sendGift({ ToID: 5, ItemID: 1, Amount: 20000, Fee: 600, Password: '9999', ClientID: 'c3' });
    sent(Op.LiveGiftSend);
    chat.transport.receive(reply(Op.LiveGiftSendReply, Code.GiftWrongEntries, { WrongEntries: 3 }));
    expect(await second).toMatchObject({ ok: false, code: Code.GiftWrongEntries, wrongEntries: 3 });
    expect(useWalletStore.getState().items).toEqual({ 1: 100000 });
  });

  it('12870 sets the password and the rules say so', async () => {
    useGiftsStore.setState({ transfer: rules });
    const asked = setGiftPassword('2468');
    expect(sent(Op.GiftPasswordSet)).toEqual([{ OP: Op.GiftPasswordSet, Password: '2468' }]);
    chat.transport.receive(reply(Op.GiftPasswordSetReply, Code.Ok, { PasswordSet: true }));
    expect((await asked).ok).toBe(true);
    expect(useGiftsStore.getState().transfer?.PasswordSet).toBe(true);
  });

  it('a 100000 refusal (a gift to oneself) is an answer; a send with no reply is lost, not refused', async () => {
    const self = sendGift({ ToID: 5, ItemID: 42, Amount: 1, ClientID: 'c4' });
    sent(Op.LiveGiftSend);
    chat.transport.receive(reply(Op.LiveGiftSendReply, Code.Silent, null));
    expect(await self).toEqual({ ok: false, code: Code.Silent, message: '' });
    const unanswered = sendGift({ ToID: 5, ItemID: 42, Amount: 1, ClientID: 'c5' });
    sent(Op.LiveGiftSend);
    chat.transport.close();
    expect(await unanswered).toEqual({ ok: false, code: Code.Silent, message: '', lost: 'disconnected' });
  });

  it('a 30181 push queues its effect', () => {
    chat.transport.receive(reply(Op.LiveGiftPush, Code.Ok, { GiftID: 9, RoomID: 1, FromID: 2, FromName: 'A', ToID: 3, ToName: '', ItemID: 44, Amount: 1 }));
    chat.transport.receive(reply(Op.LiveGiftPush, Code.Ok, { GiftID: 10, RoomID: 1, FromID: 2, FromName: 'A', ToID: 3, ToName: '', ItemID: 12, Amount: 1 }));
    expect(useGiftsStore.getState().current?.GiftID).toBe(9);
    expect(useGiftsStore.getState().queue).toEqual([]);
  });
});
