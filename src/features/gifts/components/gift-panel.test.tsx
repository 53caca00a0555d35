import { fireEvent, screen } from '@testing-library/react';
import { Code, Op } from '@/protocol';
import { useWalletStore } from '@/features/wallet/store';
import { giftSocketHarness } from '../socket-harness';
import { renderGifts } from '../test-utils';
import { GiftPanel } from './gift-panel';

let h: ReturnType<typeof giftSocketHarness>;
const rules = { MinAmount: 20000, FeePerMille: 25, DailyAmountLeft: -1, DailyCountLeft: -1, CanGift: true, PasswordSet: true, PasswordTriesLeft: 3 };
const list = [42, 43, 44].map((ItemID) => ({ ItemID, Name: '', Effect: true }));

beforeEach(() => {
  h = giftSocketHarness();
});
afterEach(() => h.dispose());

async function openPanel(roses: number) {
  renderGifts(<GiftPanel roomId={1} />);
  expect(h.sent(Op.LiveGiftList)).toHaveLength(1);
  await h.answer(Op.LiveGiftListReply, Code.Ok, { List: list, Bag: { Items: { 1: { Amount: 100 }, 42: { Amount: roses } } }, Transfer: rules });
}

describe('GiftPanel', () => {
  it('lists the gifts with drawn icons and the player\'s count of each', async () => {
    await openPanel(3);
    const radios = screen.getAllByRole('radio', { checked: undefined }).filter((r) => r.closest('ul'));
    expect(radios.map((r) => r.textContent)).toEqual(['玫瑰花擁有 3', '浪漫煙火擁有 0', '柯基犬擁有 0']);
    expect(radios[0]!.querySelector('svg')).not.toBeNull();
  });

  it('a double tap sends once to the anchor (ToID 0) with a ClientID; the reply bag updates the counts', async () => {
    await openPanel(6);
    fireEvent.click(screen.getByRole('radio', { name: '5' }));
    const send = screen.getByRole('button', { name: '送出' });
    fireEvent.click(send);
    fireEvent.click(send);
    const frames = h.sent(Op.LiveGiftSend);
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({ ToID: 0, ItemID: 42, Amount: 5 });
    expect(String(frames[0]!.ClientID)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await h.answer(Op.LiveGiftSendReply, Code.Ok, { GiftID: 1, ToID: 9, ToName: '主播', ItemID: 42, Amount: 5, Fee: 0, Bag: { Items: { 1: { Amount: 100 }, 42: { Amount: 1 } } } });
    expect(useWalletStore.getState().items).toEqual({ 1: 100, 42: 1 });
    expect(screen.getByText('擁有 1')).toBeTruthy();
    fireEvent.click(send);
    expect(h.sent(Op.LiveGiftSend)).toHaveLength(1); // 1 left < 5 chosen: the button is off
  });

  it('a refusal shows the shared error text', async () => {
    await openPanel(1);
    fireEvent.click(screen.getByRole('button', { name: '送出' }));
    h.sent(Op.LiveGiftSend);
    await h.answer(Op.LiveGiftSendReply, Code.Silent, null);
    expect(screen.getByRole('alert').textContent).toBe('不能給自己送禮');
  });
});
