/**
 * The XSS corpus in chat rows (issue 38 item 2): every payload as other players' messages,
 * names, auto replies and club tags in each channel (public, private, club, alliance, the
 * announcement channel's system messages, customer service), as the game names and winners of
 * shared-game and record-win cards, as red-envelope card titles, in the bank-code modal of a
 * vault message and in what screen readers are told. One render of the real message list per
 * channel holds all 65 rows; each row must show its payload as literal text, and the page must
 * hold no live markup (tests/xss/component.ts).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { ChannelType, ChatSenderType, ChatSpecialOp, type ChannelTypeValue, type ChatMessage } from '@/protocol';
import { byAttribute, expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS, type XssPayload } from '../../../../tests/xss/component';
import { resetChat } from '../handlers';
import { announce } from '../resume';
import { newChannel, useChatStore } from '../store';
import { msg, renderChat } from '../test-utils';
import { useUnreadStore } from '../unread-store';
import { useChatViewStore } from '../view-store';
import { BankCodeDialog } from './bank-code-dialog';
import { LiveRegion } from './live-region';
import { MessageList } from './message-list';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'zh_tw' }),
  useRouter: () => ({ push: vi.fn() }),
}));

setupXssTrap();
afterEach(() => resetChat());

const ROW_PX = 72;

/** The list of channel `key` holding one message per payload (Seq = the payload's id). */
async function renderChannel(type: ChannelTypeValue, fields: (p: XssPayload) => Partial<ChatMessage>) {
  const messages = XSS_PAYLOADS.map((p) => msg({ Seq: p.id, ChannelType: type, Message: p.text, ...fields(p) }));
  useUnreadStore.setState({ selfId: 1 });
  useChatStore.setState({
    channels: { k: { ...newChannel('k', type, 0), messages, loaded: true, hasMore: false, page: 1 } },
  });
  // a viewport taller than all the rows, so the virtualised list renders every one of them
  renderChat(
    <VirtuosoMockContext.Provider value={{ viewportHeight: ROW_PX * XSS_PAYLOADS.length * 4, itemHeight: ROW_PX }}>
      <div style={{ height: ROW_PX * XSS_PAYLOADS.length * 4 }}>
        <MessageList channelKey="k" label="訊息" />
      </div>
    </VirtuosoMockContext.Provider>,
  );
  await waitFor(() => expect(document.querySelectorAll('[data-seq]')).toHaveLength(XSS_PAYLOADS.length));
}

/** Each payload's row (by Seq, the payload's id). */
const rows = () => {
  const bySeq = byAttribute('data-seq');
  return (p: XssPayload) => bySeq.get(String(p.id)) ?? null;
};

/** Each payload's row shows it, as written, at least `times` times. */
function expectRowsShow(times: number, what: string) {
  const row = rows();
  for (const p of XSS_PAYLOADS) expectShownAsText(row(p), [p], `${what}: row of payload ${p.id}`, () => times);
}

/** The message text itself is exactly the payload, as one text node. */
function expectMessageTexts() {
  const row = rows();
  for (const p of XSS_PAYLOADS) {
    const text = row(p)?.querySelector('[data-message-text]');
    expect(text?.textContent, `message of payload ${p.id}`).toBe(p.text);
    expect(text?.children, `message of payload ${p.id}`).toHaveLength(0);
  }
}

const player = (p: XssPayload): Partial<ChatMessage> => ({ PlayerID: 100 + p.id, From: String(100 + p.id), Name: p.text, AutoReply: [p.text] });

describe('the XSS corpus in chat rows', () => {
  // [channel, the message's fields, places each payload shows in its row]
  it.each([
    ['public: message, name and auto reply', ChannelType.Public, player, 3],
    ['private: message, name and auto reply', ChannelType.Private, player, 3],
    ['club: message, name and auto reply', ChannelType.Club, player, 3],
    ['alliance: message, name and club tag', ChannelType.Alliance, (p: XssPayload) => ({ ...player(p), AutoReply: [], ClubName: p.text, ColorID: 3 }), 3],
    ['announcement: system message with a name', ChannelType.Announcement, (p: XssPayload) => ({ From: 'System', SenderType: ChatSenderType.System, PlayerID: 0, Name: p.text }), 2],
    ['announcement: system message without a name', ChannelType.Announcement, () => ({ From: 'System', SenderType: ChatSenderType.System, PlayerID: 0, Name: '' }), 1],
    ['public: customer service', ChannelType.Public, (p: XssPayload) => ({ SenderType: ChatSenderType.CustomerService, PlayerID: 9, Name: p.text }), 2],
  ] as const)('%s', async (_what, type, fields, times) => {
    await renderChannel(type, fields);
    expectMessageTexts();
    expectRowsShow(times, String(type));
    expectInert();
  });

  it('shared-game cards: game names and codes (the link carries the code encoded)', async () => {
    await renderChannel(ChannelType.Announcement, (p) => ({ Message: '分享', Params: { op: ChatSpecialOp.Share, gamecode: p.text, gameName: p.text } }));
    expectRowsShow(1, 'card');
    const row = rows();
    for (const p of XSS_PAYLOADS) {
      expect(row(p)?.querySelector('a')?.getAttribute('href'), `card of payload ${p.id}`).toBe(`/zh_tw/play/now?gameCode=${encodeURIComponent(p.text)}`);
    }
    expectInert();
  });

  it('record-win cards: winners and game names', async () => {
    await renderChannel(ChannelType.Announcement, (p) => ({
      Message: '大獎',
      Params: { op: ChatSpecialOp.RecordWin, gamecode: p.text, gameName: p.text, from: p.text, player_id: 5, amount: 1000, multiple: 300 },
    }));
    // the card's texts load with it
    await waitFor(() => expect(document.querySelectorAll('[data-testid="record-win-card"]')).toHaveLength(XSS_PAYLOADS.length));
    expectRowsShow(2, 'record-win card');
    expectInert();
  });

  it('red-envelope cards: titles, and the message when the title is missing', async () => {
    await renderChannel(ChannelType.Club, (p): Partial<ChatMessage> => ({
      ...player(p),
      AutoReply: [],
      Message: p.text,
      Params: p.id % 2 ? { op: ChatSpecialOp.RedEnvelope, red_envelope_id: p.id, title: p.text, amount: 10 } : { op: ChatSpecialOp.RedEnvelope, red_envelope_id: p.id },
    }));
    await waitFor(() => expect(screen.getAllByText('領取').length).toBe(XSS_PAYLOADS.length));
    // message, name and the card's title (the message again when the card has none)
    expectRowsShow(3, 'envelope card');
    expectInert();
  });

  it('the bank-code modal of a vault message: its game name and code', () => {
    renderChat(<BankCodeDialog />);
    for (const p of XSS_PAYLOADS) {
      act(() => useChatViewStore.setState({ bankCode: { code: p.text, gameName: p.text } }));
      expectShownAsText(document.querySelector('[role="dialog"]'), [p], `bank code of payload ${p.id}`, () => 2);
      expectInert();
    }
  });

  it('screen readers are told each message as written', () => {
    renderChat(<LiveRegion />);
    const region = screen.getByTestId('chat-live-region');
    for (const p of XSS_PAYLOADS) {
      act(() => announce(msg({ Seq: p.id, Name: p.text, Message: p.text })));
      expect(region.textContent).toBe(`${p.text}：${p.text}`);
      expect(region.children).toHaveLength(0);
    }
    expectInert();
  });
});
