/**
 * The XSS corpus in red envelopes (issue 38 item 2): every payload as an envelope's title,
 * content and sender name in the overlay (each of its looks), and as the names of the players
 * who received one in 我的紅包's records. (The chat cards' titles: the chat rows' test,
 * src/features/chat/components/message-list.xss.test.tsx.) Each shows as written and the page
 * holds no live markup (tests/xss/component.ts).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { Code, Op } from '@/protocol';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS } from '../../../../tests/xss/component';
import { closeMineDialog, openMineDialog } from '../actions';
import { useRedEnvelopeStore, type EnvelopeOverlay as Overlay } from '../store';
import { envelope, envelopeLobby, renderEnvelope, T0 } from '../test-kit';
import { EnvelopeOverlay } from './envelope-overlay';
import { MineDialog } from './mine-dialog';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/features/wallet', () => ({ requestWallet: vi.fn(), useWallet: () => ({ loaded: true, gold: 5000, gems: 0, points: 0 }) }));

setupXssTrap();

let bed: ReturnType<typeof envelopeLobby>;
beforeEach(() => {
  vi.useFakeTimers();
  bed = envelopeLobby();
});
afterEach(() => {
  act(() => {
    useRedEnvelopeStore.setState({ overlay: null });
    closeMineDialog();
  });
  bed.dispose();
  vi.useRealTimers();
});

describe('the XSS corpus in red envelopes', () => {
  it('the overlay: title, content and sender name', () => {
    renderEnvelope(<EnvelopeOverlay />);
    for (const p of XSS_PAYLOADS) {
      // the title and the sender's name sit above the look's own part: the open look shows all three
      const overlay: Overlay = {
        look: 'open',
        envelopeId: p.id,
        sender: { name: p.text, pictureUrl: '', pictureSetting: 2 },
        title: p.text,
        envelope: envelope({ RedEnvelopeID: p.id, Title: p.text, Content: p.text }),
        receiving: false,
      };
      act(() => useRedEnvelopeStore.setState({ overlay }));
      expectShownAsText(document.querySelector('[role="dialog"]'), [p], `overlay of payload ${p.id}`, () => 3);
      expectInert();
    }
  });

  it('我的紅包 records: the names of the players who received', async () => {
    act(() => openMineDialog());
    renderEnvelope(<MineDialog />);
    await act(async () => {
      await bed.sent(Op.RedEnvelopeList);
      await bed.answer(Op.RedEnvelopeListReply, Code.Ok, { List: [envelope({ RedEnvelopeID: 2, Title: '我的', ReceivedCount: 65 })], Total: 1 });
    });
    fireEvent.click(screen.getByText('我的').closest('button')!);
    await act(async () => {
      await bed.sent(Op.RedEnvelopeRecords);
      await bed.answer(Op.RedEnvelopeDetailReply, Code.Ok, { Envelope: envelope({ RedEnvelopeID: 2, Title: '我的', ReceivedCount: 65 }), MyAmount: 0 });
      await bed.answer(Op.RedEnvelopeRecordsReply, Code.Ok, {
        ReceiveInfo: XSS_PAYLOADS.map((p) => ({ PlayerID: 100 + p.id, Name: p.text, Amount: 10, ReceiveTime: T0 })),
        Total: XSS_PAYLOADS.length,
      });
    });
    const rows = [...document.querySelectorAll('li')].filter((li) => li.querySelector('.truncate'));
    expect(rows).toHaveLength(XSS_PAYLOADS.length);
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(rows[i]!, [p], `receiver ${p.id}`);
    expectInert();
  });
});
