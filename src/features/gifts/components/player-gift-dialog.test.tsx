import { act, fireEvent, screen } from '@testing-library/react';
import { Code, Op } from '@/protocol';
import type { GiftTransferRules } from '@/protocol/gift';
import { useWalletStore } from '@/features/wallet/store';
import { useToastStore } from '@/ui/toast-store';
import { giftSocketHarness } from '../socket-harness';
import { useGiftsStore } from '../store';
import { renderGifts } from '../test-utils';
import { PlayerGiftButton } from './player-gift-button';

let h: ReturnType<typeof giftSocketHarness>;
const base: GiftTransferRules = { MinAmount: 20000, FeePerMille: 25, DailyAmountLeft: 500000, DailyCountLeft: 4, CanGift: true, PasswordSet: true, PasswordTriesLeft: 3 };
const target = { PlayerID: 77, Name: '小美' };

beforeEach(() => {
  h = giftSocketHarness();
});
afterEach(() => {
  h.dispose();
  act(() => useToastStore.setState({ toasts: [] }));
});

async function open(rules: Partial<GiftTransferRules> = {}, gold = 1_000_000, brandId: 'crab' | 'owl' = 'crab') {
  renderGifts(<PlayerGiftButton target={target} />, { brandId });
  fireEvent.click(screen.getByRole('button', { name: '贈禮' }));
  await act(async () => {
    await import('./player-gift-dialog');
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
  expect(h.sent(Op.LiveGiftList)).toHaveLength(1);
  await h.answer(Op.LiveGiftListReply, Code.Ok, { List: [], Bag: { Items: { 1: { Amount: gold }, 2: { Amount: 30000 } } }, Transfer: { ...base, ...rules } });
}
const amount = (v: string) => fireEvent.change(screen.getByLabelText('贈送數量'), { target: { value: v } });
const password = (v: string) => fireEvent.change(screen.getByLabelText('贈禮密碼'), { target: { value: v } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('贈禮 dialog', () => {
  it('shows the fee (per mille, rounded up), the total and today\'s limits', async () => {
    await open();
    amount('20001');
    expect(screen.getByTestId('gift-fee').textContent).toBe('501 金幣');
    expect(screen.getByTestId('gift-total').textContent).toBe('20,502 金幣');
    expect(screen.getByText('500,000')).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
  });

  it('refuses less than 20,000 with the 200071 text, and sends nothing', async () => {
    await open();
    amount('19999');
    click('下一步');
    expect(screen.getByRole('alert').textContent).toBe('贈禮金額至少需為20,000');
    expect(h.sent(Op.LiveGiftSend)).toHaveLength(0);
  });

  it('confirm sends amount, fee, password and ClientID; 200078 shows the new fee and asks again', async () => {
    await open();
    amount('40000');
    click('下一步');
    const masked = screen.getByLabelText('贈禮密碼') as HTMLInputElement;
    expect(masked.type).toBe('password');
    password('12ab34');
    expect(masked.value).toBe('1234');
    click('確認贈送');
    const [first] = h.sent(Op.LiveGiftSend);
    expect(first).toMatchObject({ ToID: 77, ItemID: 1, Amount: 40000, Fee: 1000, Password: '1234' });
    await h.answer(Op.LiveGiftSendReply, Code.GiftFeeChanged, { Fee: 1200 });
    expect(screen.getByRole('status').textContent).toBe('手續費已變更為 1,200 金幣，請重新確認');
    expect(screen.getByTestId('gift-fee').textContent).toBe('1,200 金幣');
    expect(h.sent(Op.LiveGiftSend)).toHaveLength(1);
    click('確認贈送');
    const second = h.sent(Op.LiveGiftSend)[1]!;
    expect(second).toMatchObject({ Fee: 1200 });
    expect(second.ClientID).not.toBe(first!.ClientID);
    await h.answer(Op.LiveGiftSendReply, Code.Ok, { GiftID: 3, ToID: 77, ToName: '小美', ItemID: 1, Amount: 40000, Fee: 1200, Bag: { Items: { 1: { Amount: 958800 } } } });
    expect(useWalletStore.getState().items).toEqual({ 1: 958800 });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['已贈送 40,000 金幣 給 小美']);
    expect(useGiftsStore.getState().playerGiftTarget).toBeNull();
  });

  it('without a gift password: sets one (12870) first, then confirms', async () => {
    await open({ PasswordSet: false });
    amount('20000');
    click('下一步');
    expect(screen.getByText('設定贈禮密碼')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('新密碼'), { target: { value: '2468' } });
    fireEvent.change(screen.getByLabelText('再次輸入密碼'), { target: { value: '2469' } });
    click('設定密碼');
    expect(screen.getByRole('alert').textContent).toBe('兩次輸入的密碼不一致');
    fireEvent.change(screen.getByLabelText('再次輸入密碼'), { target: { value: '2468' } });
    click('設定密碼');
    expect(h.sent(Op.GiftPasswordSet)).toEqual([{ OP: Op.GiftPasswordSet, Password: '2468' }]);
    await h.answer(Op.GiftPasswordSetReply, Code.Ok, { PasswordSet: true });
    expect(screen.getByText('確認贈禮')).toBeTruthy();
  });

  it.each([
    [Code.Silent, null, '不能給自己送禮'],
    [Code.GiftPasswordWrong, null, '贈禮密碼錯誤'],
    [Code.GiftWrongEntries, { WrongEntries: 3 }, '密碼錯誤3次，每日上限3次'],
    [Code.GiftRecipientNoAccount, null, '對方尚未綁定帳號，無法贈禮'],
    [Code.GiftRecipientNotEligible, null, '對方不符合受贈資格'],
    [Code.GiftDailyLimit, null, '已達每日贈禮上限'],
    [Code.GiftDailyCountLimit, null, '已達每日贈禮次數上限'],
    [Code.GiftDailyClaimLimit, null, '已達每日領取次數上限'],
    [Code.GiftUndescribed200216, null, '贈禮失敗，請稍後再試[200216]'],
    [Code.CannotReachPlayer, null, '無法聯繫此玩家'],
  ])('code %i shows its text', async (code, result, text) => {
    await open();
    amount('20000');
    click('下一步');
    password('1234');
    click('確認贈送');
    h.sent(Op.LiveGiftSend);
    await h.answer(Op.LiveGiftSendReply, code, result);
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('an account that may not gift sees the 200076 text', async () => {
    await open({ CanGift: false });
    expect(screen.getByRole('alert').textContent).toBe('此帳號無法贈禮');
  });

  it('owl (gems) offers gold and gems; gems short of amount + fee get 200124', async () => {
    await open({}, 1_000_000, 'owl');
    fireEvent.click(screen.getByRole('radio', { name: '寶石' }));
    amount('30000');
    click('下一步');
    expect(screen.getByRole('alert').textContent).toBe('背包寶石不足');
  });
});
