import { act, fireEvent, screen } from '@testing-library/react';
import { ChannelType, Code, Op } from '@/protocol';
import { closeCreateDialog, openCreateDialog } from '../actions';
import { envelope, envelopeLobby, renderEnvelope } from '../test-kit';
import { CreateEnvelopeDialog } from './create-dialog';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));
const wallet = vi.hoisted(() => ({ gold: 5000 }));
vi.mock('@/features/wallet', () => ({
  requestWallet: vi.fn(() => {
    wallet.gold = 4000;
  }),
  useWallet: () => ({ loaded: true, gold: wallet.gold, gems: 0, points: 0 }),
}));

let bed: ReturnType<typeof envelopeLobby>;
beforeEach(() => {
  vi.useFakeTimers();
  wallet.gold = 5000;
  bed = envelopeLobby();
});
afterEach(() => {
  act(() => closeCreateDialog());
  bed.dispose();
  vi.useRealTimers();
});

function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('發紅包 dialog', () => {
  it('checks the fields before sending: nothing goes out while a rule is broken', async () => {
    act(() => openCreateDialog());
    renderEnvelope(<CreateEnvelopeDialog />);
    fireEvent.click(screen.getByRole('button', { name: '塞進紅包' }));
    expect(screen.getByText('請輸入標題（最多 20 字）')).toBeTruthy();
    expect(screen.getByText('請輸入總金額')).toBeTruthy();
    expect(screen.getByText('紅包個數需為 1 至 200')).toBeTruthy();
    fill({ 標題: '恭喜', 總金額: '5', 紅包個數: '10' });
    fireEvent.click(screen.getByRole('button', { name: '塞進紅包' }));
    expect(screen.getByText('總金額不可少於紅包個數')).toBeTruthy();
    fill({ 總金額: '6000' });
    fireEvent.click(screen.getByRole('button', { name: '塞進紅包' }));
    expect(screen.getByText('金幣不足')).toBeTruthy();
    expect(await bed.sent(Op.RedEnvelopeCreate)).toEqual([]);
    // Not in a club: no channel choice (public).
    expect(screen.queryByText('俱樂部')).toBeNull();
  });

  it('a double tap sends one 12780 with a ClientID; the sent view shows the new gold', async () => {
    act(() => openCreateDialog(true));
    renderEnvelope(<CreateEnvelopeDialog />);
    fill({ 標題: '恭喜發財', 祝福語: '新年快樂', 總金額: '1000', 紅包個數: '10' });
    fireEvent.click(screen.getByRole('radio', { name: '平均' }));
    fireEvent.click(screen.getByRole('radio', { name: '俱樂部' }));
    const submit = screen.getByRole('button', { name: '塞進紅包' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    let frames: Record<string, unknown>[] = [];
    await act(async () => {
      frames = await bed.sent(Op.RedEnvelopeCreate);
    });
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({
      Title: '恭喜發財',
      Content: '新年快樂',
      Amount: 1000,
      Quantity: 10,
      Method: 2,
      ChannelType: ChannelType.Club,
    });
    expect(frames[0]!.ClientID).toMatch(/^re-/);
    await act(async () => {
      await bed.answer(Op.RedEnvelopeCreateReply, Code.Ok, envelope());
    });
    expect(screen.getByText('紅包已發出')).toBeTruthy();
    expect(screen.getByTestId('envelope-gold').textContent).toBe('持有金幣 4,000');
  });

  it('a refusal shows its text; a retry reuses the ClientID (one envelope whatever came of the first try)', async () => {
    act(() => openCreateDialog());
    renderEnvelope(<CreateEnvelopeDialog />);
    fill({ 標題: '恭喜', 總金額: '100', 紅包個數: '1' });
    fireEvent.click(screen.getByRole('button', { name: '塞進紅包' }));
    await act(async () => {
      await bed.sent();
      await bed.answer(Op.RedEnvelopeCreateReply, Code.RedEnvelopeNoPermission);
    });
    expect(screen.getByRole('alert').textContent).toBe('沒有發紅包權限');
    fireEvent.click(screen.getByRole('button', { name: '塞進紅包' }));
    await act(async () => {
      await bed.sent();
      await bed.answer(Op.RedEnvelopeCreateReply, Code.RedEnvelopeNotPrivate);
    });
    expect(screen.getByRole('alert').textContent).toBe('此紅包無法以私訊發送');
    const ids = (await bed.sent(Op.RedEnvelopeCreate)).map((f) => f.ClientID);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });
});
