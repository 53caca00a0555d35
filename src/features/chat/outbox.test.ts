/**
 * No lost outgoing message, the client's half (issue 7): a send stays in the outbox until
 * the server acknowledges its ClientID, and goes again after a reconnect.
 */
import { ChannelType, Code, Op, reply } from '@/protocol';
import { useModalStore } from '@/features/modals/store';
import { resetSocketsForTests } from '@/socket';
import { type createTestSocket, installTestSockets } from '../../../tests/fakes/test-socket';
import { openChatWindow, sendDraft, setDraft } from './actions';
import { resetChat } from './handlers';
import { useChatStore } from './store';
import { msg, registerWholeChat, specMsg } from './test-utils';

let chat: ReturnType<typeof createTestSocket>;
let off: () => void;
let seen = 0;
const outbox = () => useChatStore.getState().outbox.map((m) => m.clientId);

function sent(op: number): Record<string, unknown>[] {
  vi.advanceTimersByTime(1000);
  const frames = chat.transport.sent.slice(seen);
  seen = chat.transport.sent.length;
  return frames.filter((f) => f.OP === op);
}

function reconnect() {
  chat.transport.close(1006);
  vi.advanceTimersByTime(1000);
  chat.transport.open();
  chat.transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
}

function send(text: string): string {
  setDraft(text);
  sendDraft({ vipLevel: 5 }, Date.now() + 10_000 * seen);
  const [frame] = sent(Op.ChatPublicSend);
  return frame!.ClientID as string;
}

const echo = (clientId: string, seq: number, code: number = Code.Ok) =>
  code === Code.Ok
    ? reply(Op.ChatPublicPush, Code.Ok, msg({ Seq: seq, PlayerID: 1, From: '1', ClientID: clientId }))
    : reply(Op.ChatPublicPush, code, { ClientID: clientId }, 'refused');

beforeEach(() => {
  useModalStore.setState({ active: null }); // an open modal keeps a refusal's from showing
  vi.useFakeTimers();
  chat = installTestSockets().chat;
  off = registerWholeChat(chat.client);
  chat.ready();
  chat.transport.receive(reply(Op.ChatAllianceListReply, Code.ClubNotMember, null));
  openChatWindow('public');
  chat.transport.receive(reply(Op.ChatHistoryReply, Code.Ok, { ChannelType: ChannelType.Public, PlayerID: 0, Page: 1, PerPage: 20, StartTime: 1, StartSeq: 0, HasMore: false, Msgs: [] }));
  seen = 0;
  sent(Op.ChatPublicSend);
});
afterEach(() => {
  off();
  resetSocketsForTests();
  resetChat();
  vi.useRealTimers();
});

describe('chat outbox', () => {
  it('the socket drops between send and acknowledgement: the same ClientID goes again, the message shows once', () => {
    const id = send('斷線前');
    expect(outbox().includes(id)).toBe(true);
    reconnect();
    const again = sent(Op.ChatPublicSend);
    expect(again).toEqual([{ OP: Op.ChatPublicSend, Message: '斷線前', ReplyID: 0, ClientID: id }]);
    // The server stored it once and answers the resend with the first message.
    chat.transport.receive(echo(id, 1));
    chat.transport.receive(echo(id, 1));
    expect(useChatStore.getState().channels['1']!.messages.map((m) => m.Seq)).toEqual([1]);
    expect(outbox().length).toBe(0);
    reconnect();
    expect(sent(Op.ChatPublicSend)).toEqual([]);
  });

  it('keeps several unacknowledged sends in order and resends each once per reconnect', () => {
    const a = send('一');
    const b = send('二');
    chat.transport.receive(echo(a, 1));
    reconnect();
    expect(sent(Op.ChatPublicSend).map((f) => f.ClientID)).toEqual([b]);
    reconnect();
    expect(sent(Op.ChatPublicSend).map((f) => f.ClientID)).toEqual([b]);
  });

  it('a refusal carrying the ClientID settles that send and shows its error once; a second answer stays quiet', () => {
    const id = send('太快');
    chat.transport.receive(echo(id, 0, Code.ChatRateLimited));
    expect(useModalStore.getState().active).toMatchObject({ kind: 'error', code: Code.ChatRateLimited });
    expect(outbox().length).toBe(0);
    useModalStore.setState({ active: null });
    chat.transport.receive(echo(id, 0, Code.ChatRateLimited));
    expect(useModalStore.getState().active).toBeNull();
    reconnect();
    expect(sent(Op.ChatPublicSend)).toEqual([]);
  });

  it('an own message without its ClientID (shaped as chat §3 gives it, decision 328) acknowledges the send of its text', () => {
    const a = send('第一句');
    const b = send('第二句');
    const own = (n: number, text: string) => specMsg(n, { PlayerID: 1, From: '1', Message: text, OriginalMessage: text });
    chat.transport.receive(reply(Op.ChatPublicPush, Code.Ok, own(1, '第二句')));
    expect(outbox()).toEqual([a]);
    chat.transport.receive(reply(Op.ChatPublicPush, Code.Ok, own(2, '別的分頁'))); // sent from another tab: settles nothing
    expect(outbox()).toEqual([a]);
    expect(useChatStore.getState().channels['1']!.messages.map((m) => m.Message)).toEqual(['第二句', '別的分頁']);
    reconnect();
    expect(sent(Op.ChatPublicSend).map((f) => f.ClientID)).toEqual([a]); // only the one not acknowledged goes again
    expect(b).not.toBe(a);
  });

  it('a refusal without a ClientID settles the oldest send of that OP', () => {
    const a = send('一');
    const b = send('二');
    chat.transport.receive(reply(Op.ChatPublicPush, Code.Muted, null));
    expect(outbox()).toEqual([b]);
    expect(a).not.toBe(b);
  });
});
