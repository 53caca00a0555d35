import { act, fireEvent, screen, within } from '@testing-library/react';
import { Code, Op, RedEnvelopeStatus } from '@/protocol';
import { closeMineDialog, openMineDialog } from '../actions';
import { envelope, envelopeLobby, renderEnvelope, T0 } from '../test-kit';
import { MineDialog } from './mine-dialog';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));
vi.mock('@/features/wallet', () => ({ requestWallet: vi.fn(), useWallet: () => ({ loaded: true, gold: 0, gems: 0, points: 0 }) }));

let bed: ReturnType<typeof envelopeLobby>;
beforeEach(() => {
  vi.useFakeTimers();
  bed = envelopeLobby();
});
afterEach(() => {
  act(() => closeMineDialog());
  bed.dispose();
  vi.useRealTimers();
});

const step = (fn: () => Promise<unknown>) => act(async () => void (await fn()));

describe('我的紅包', () => {
  it('lists 10 a page newest first with each state; a row shows its records; 取消紅包 asks first, then 12800 refunds', async () => {
    act(() => openMineDialog());
    renderEnvelope(<MineDialog />);
    await step(async () => {
      expect(await bed.sent(Op.RedEnvelopeList)).toEqual([
        { OP: Op.RedEnvelopeList, Status: 0, OrderBy: 1, IsDesc: true, Page: 1, PerPage: 10 },
      ]);
      await bed.answer(Op.RedEnvelopeListReply, Code.Ok, {
        List: [
          envelope({ RedEnvelopeID: 2, Title: '新的', ReceivedCount: 3 }),
          envelope({ RedEnvelopeID: 1, Title: '舊的', Status: RedEnvelopeStatus.Expired }),
        ],
        Total: 12,
      });
    });
    expect(screen.getByText('進行中')).toBeTruthy();
    expect(screen.getByText('已過期')).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /新的/ }));
    await step(async () => {
      expect(await bed.sent(Op.RedEnvelopeRecords)).toEqual([
        { OP: Op.RedEnvelopeRecords, RedEnvelopeID: 2, OrderBy: 1, IsDesc: true, Page: 1, PerPage: 10 },
      ]);
      expect(await bed.sent(Op.RedEnvelopeDetail)).toEqual([{ OP: Op.RedEnvelopeDetail, RedEnvelopeID: 2 }]);
      await bed.answer(Op.RedEnvelopeDetailReply, Code.Ok, {
        Envelope: envelope({ RedEnvelopeID: 2, Title: '新的', ReceivedCount: 3 }),
        MyAmount: 0,
      });
      await bed.answer(Op.RedEnvelopeRecordsReply, Code.Ok, {
        ReceiveInfo: [{ PlayerID: 9, Name: '<b>小明</b>', Amount: 120, ReceiveTime: T0 }],
        Total: 1,
      });
    });
    expect(screen.getByText('<b>小明</b>')).toBeTruthy(); // a player's name is text
    expect(screen.getByRole('button', { name: '下載 CSV' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '取消紅包' }));
    const confirm = screen.getByRole('dialog', { name: '取消紅包' });
    expect(within(confirm).getByText('確定取消此紅包？未領取的金額將退回您的金幣。')).toBeTruthy();
    expect(await bed.sent(Op.RedEnvelopeCancel)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: '確定' }));
    await step(async () => {
      expect(await bed.sent(Op.RedEnvelopeCancel)).toEqual([{ OP: Op.RedEnvelopeCancel, RedEnvelopeID: 2 }]);
      await bed.answer(
        Op.RedEnvelopeCancelReply,
        Code.Ok,
        envelope({ RedEnvelopeID: 2, Status: RedEnvelopeStatus.Cancelled, RefundAmount: 880 }),
      );
    });
    await step(async () => {
      expect(await bed.sent(Op.RedEnvelopeDetail)).toHaveLength(2); // asked again after the cancel
      await bed.answer(Op.RedEnvelopeDetailReply, Code.Ok, {
        Envelope: envelope({ RedEnvelopeID: 2, Title: '新的', Status: RedEnvelopeStatus.Cancelled, RefundAmount: 880 }),
        MyAmount: 0,
      });
    });
    expect(screen.getByText('已取消')).toBeTruthy();
    expect(screen.getByText('退回 880')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消紅包' })).toBeNull();
  });
});
