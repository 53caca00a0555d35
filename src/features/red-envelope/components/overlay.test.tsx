import { act, fireEvent, screen } from '@testing-library/react';
import { ChatSpecialOp, Code, Op, RedEnvelopeStatus } from '@/protocol';
import { chatMessageResult } from '../../../../tests/fakes/results';
import { usePassbookStore } from '@/features/passbook/store';
import { closeEnvelope } from '../actions';
import { useRedEnvelopeStore } from '../store';
import { envelope, envelopeLobby, renderEnvelope } from '../test-kit';
import { EnvelopeCard } from './envelope-card';
import { EnvelopeOverlay } from './envelope-overlay';
import { SpecialMessageCard } from '@/features/chat/components/special-message-card';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/features/wallet', () => ({ requestWallet: vi.fn(), useWallet: () => ({ loaded: true, gold: 5000, gems: 0, points: 0 }) }));

const cardMessage = chatMessageResult({
  ID: 1,
  Seq: 1,
  Name: '財神',
  PictureURL: '',
  PictureSetting: 2,
  Message: '恭喜發財',
  Params: { op: ChatSpecialOp.RedEnvelope, red_envelope_id: 42, title: '恭喜發財', amount: 1000 },
});

let bed: ReturnType<typeof envelopeLobby>;
beforeEach(() => {
  vi.useFakeTimers();
  bed = envelopeLobby();
});
afterEach(() => {
  bed.dispose();
  vi.useRealTimers();
});

async function openFromCard(detail: { code?: number; result?: unknown }) {
  renderEnvelope(
    <>
      <EnvelopeCard message={cardMessage} />
      <EnvelopeOverlay />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: /恭喜發財/ }));
  await act(async () => {
    await bed.sent(Op.RedEnvelopeDetail);
    await bed.answer(Op.RedEnvelopeDetailReply, detail.code ?? Code.Ok, detail.result ?? null);
  });
}

const look = () => document.querySelector('[data-look]')?.getAttribute('data-look');

describe('the envelope chat card and overlay', () => {
  it('the chat renders a message with Params op red_envelope as the envelope card', async () => {
    renderEnvelope(
      <>
        <SpecialMessageCard message={cardMessage} />
        <EnvelopeOverlay />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: /紅包.*恭喜發財/ }));
    expect(await bed.sent(Op.RedEnvelopeDetail)).toEqual([{ OP: Op.RedEnvelopeDetail, RedEnvelopeID: 42 }]);
  });

  it('a tap on the card opens the not-received look: big red card, brand default avatar, name, content and 拆', async () => {
    await openFromCard({ result: { Envelope: envelope(), MyAmount: 0 } });
    const dialog = screen.getByRole('dialog', { name: '紅包' });
    expect(look()).toBe('open');
    expect(dialog.className).toContain('from-ruby-500');
    expect(screen.getByTestId('envelope-sender-avatar').getAttribute('src')).toBe('/brands/crab/avatar-default.png');
    expect(screen.getByText('財神 的紅包')).toBeTruthy();
    expect(screen.getByText('新年快樂')).toBeTruthy();
    expect(screen.getByRole('button', { name: '拆' })).toBeTruthy();
  });

  it('拆 receives: the received look shows the amount in 元 and 存摺, which opens the passbook modal in place', async () => {
    await openFromCard({ result: { Envelope: envelope(), MyAmount: 0 } });
    fireEvent.click(screen.getByRole('button', { name: '拆' }));
    await act(async () => {
      expect(await bed.sent(Op.RedEnvelopeReceive)).toEqual([{ OP: Op.RedEnvelopeReceive, RedEnvelopeID: 42 }]);
      await bed.answer(Op.RedEnvelopeReceiveReply, Code.Ok, { RedEnvelopeID: 42, Amount: 1288, Gold: 6288 });
    });
    expect(look()).toBe('received');
    expect(screen.getByRole('dialog').className).toContain('from-gold-300');
    expect(screen.getByTestId('envelope-amount').textContent).toBe('1,288 元');
    fireEvent.click(screen.getByRole('button', { name: '存摺' }));
    expect(usePassbookStore.getState().open).toBe(true);
    expect(useRedEnvelopeStore.getState().overlay).toBeNull();
    act(() => usePassbookStore.setState({ open: false }));
  });

  it.each([
    [Code.RedEnvelopeExpired, '紅包已過期'],
    [Code.RedEnvelopeAlreadyReceived, '您已領取過此紅包，請至存摺查看'],
    [Code.RedEnvelopeNotPrivate, '此紅包無法以私訊發送'],
    [Code.RedEnvelopeAllClaimed, '紅包已被領取完畢'],
    [Code.PlayerNotFound, '查無紅包'],
  ])('the error look shows code %i as「%s」in white with the bank link', async (code, text) => {
    await openFromCard({ code });
    expect(look()).toBe('error');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(alert.className).toContain('text-white');
    expect(screen.getByRole('dialog').className).not.toContain('from-ruby');
    expect(screen.getByRole('button', { name: '存摺' })).toBeTruthy();
  });

  it('a re-open of an envelope already received shows the received look; an all-claimed one the 200234 text', async () => {
    await openFromCard({ result: { Envelope: envelope({ Status: RedEnvelopeStatus.AllClaimed }), MyAmount: 66 } });
    expect(look()).toBe('received');
    expect(screen.getByTestId('envelope-amount').textContent).toBe('66 元');
    act(() => closeEnvelope());
    fireEvent.click(screen.getByRole('button', { name: /恭喜發財/ }));
    await act(async () => {
      await bed.sent();
      await bed.answer(Op.RedEnvelopeDetailReply, Code.Ok, { Envelope: envelope({ Status: RedEnvelopeStatus.AllClaimed }), MyAmount: 0 });
    });
    expect(screen.getByRole('alert').textContent).toBe('紅包已被領取完畢');
  });

  it('closing (×) clears the envelope, its error and its sender', async () => {
    await openFromCard({ code: Code.RedEnvelopeExpired });
    fireEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(useRedEnvelopeStore.getState().overlay).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
