import { ChannelType, Code, Op, reply } from '@/protocol';
import { resetSocketsForTests } from '@/socket';
import { type createTestSocket, installTestSockets } from '../../../tests/fakes/test-socket';
import { listedPlayerResult, playerProfileResult } from '../../../tests/fakes/results';
import {
  PUBLIC_READ_DELAY_MS,
  collapseChatWindow,
  openChatWindow,
  openConversation,
  openPlayerCard,
  resetSearch,
  searchPlayers,
  selectTab,
  sendDraft,
  setDraft,
  setSearch,
  SEND_DEBOUNCE_MS,
} from './actions';
import { resetChat } from './handlers';
import { registerWholeChat } from './test-utils';
import { useChatStore } from './store';
import { useChatViewStore } from './view-store';

let chat: ReturnType<typeof createTestSocket>;
let lobby: ReturnType<typeof createTestSocket>;
let off: () => void;
const seen = new Map<object, number>();

/** Frames a socket sent since the last look (pacing flushed by advancing `ms`). */
function sent(socket: typeof chat, op?: number, ms = 1000): Record<string, unknown>[] {
  vi.advanceTimersByTime(ms);
  const from = seen.get(socket) ?? 0;
  const all = socket.transport.sent.slice(from);
  seen.set(socket, socket.transport.sent.length);
  return op === undefined ? all : all.filter((f) => f.OP === op);
}

beforeEach(() => {
  vi.useFakeTimers();
  ({ chat, lobby } = installTestSockets());
  off = registerWholeChat(chat.client, lobby.client);
  chat.ready();
  lobby.ready();
  seen.clear();
  sent(chat);
  sent(lobby);
});
afterEach(() => {
  off();
  resetSocketsForTests();
  resetChat();
  vi.useRealTimers();
});

describe('switching tab (chat spec §4)', () => {
  it('resets the selected player, search and draft, reloads the counts and marks the channel read', () => {
    openConversation({ PlayerID: 7, Name: '乙', PictureURL: '', PictureSetting: 2 });
    setDraft('還沒送出');
    setSearch('王');
    sent(chat);
    selectTab('announcement');
    expect(useChatViewStore.getState()).toMatchObject({ tab: 'announcement', peer: null, draft: '', search: '' });
    const frames = sent(chat);
    expect(frames.filter((f) => f.OP === Op.ChatUnread)).toHaveLength(1);
    expect(frames.filter((f) => f.OP === Op.ChatMarkRead)).toEqual([{ OP: Op.ChatMarkRead, ChannelType: ChannelType.Announcement }]);
  });

  it('opening public marks it read after 2 s, not before; leaving first cancels it', () => {
    openChatWindow('public');
    expect(sent(chat, Op.ChatMarkRead, PUBLIC_READ_DELAY_MS - 100)).toEqual([]);
    expect(sent(chat, Op.ChatMarkRead, 200)).toEqual([{ OP: Op.ChatMarkRead, ChannelType: ChannelType.Public }]);

    selectTab('public');
    collapseChatWindow();
    expect(sent(chat, Op.ChatMarkRead, 5000)).toEqual([]);
  });

  it('a conversation marks that room read; the room list marks nothing', () => {
    openChatWindow('private');
    expect(sent(chat, Op.ChatMarkRead)).toEqual([]);
    openConversation({ PlayerID: 7, Name: '乙', PictureURL: '', PictureSetting: 2 });
    expect(sent(chat, Op.ChatMarkRead)).toEqual([{ OP: Op.ChatMarkRead, ChannelType: ChannelType.Private, PlayerID: 7 }]);
  });

  it('the club tab waits for 30091, then opens the alliance channel when there is one', () => {
    chat.transport.receive(reply(Op.ChatUnreadReply, Code.Ok, { AnnouncementTotal: 0, PublicTotal: 0, PrivateTotal: 0, ClubTotal: 3, EnableClub: true }));
    openChatWindow('club');
    expect(sent(chat, Op.ChatHistory)).toEqual([]);
    chat.transport.receive(reply(Op.ChatAllianceListReply, Code.Ok, { AllianceID: 4, AllianceName: '龍盟', Clubs: [] }));
    selectTab('club');
    expect(sent(chat, Op.ChatHistory)).toEqual([expect.objectContaining({ ChannelType: ChannelType.Alliance, Page: 1 })]);
    expect(useChatViewStore.getState().divider).toEqual({ key: '4', count: 3 });
  });
});

/** Every send carries a ClientID the server accepts (issue 7: no lost outgoing message). */
const CLIENT_ID = expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);

describe('sending (chat spec §5, account §9)', () => {
  beforeEach(() => {
    chat.transport.receive(reply(Op.ChatAllianceListReply, Code.Ok, { AllianceID: 0, AllianceName: '', Clubs: [] }));
    openChatWindow('public');
    sent(chat);
  });

  it('sends the trimmed draft as typed, clears it, scrolls to newest and marks read', () => {
    setDraft('  <b>大家好</b> & a<b  ');
    const nonce = useChatViewStore.getState().scrollToNewest;
    sendDraft({ vipLevel: 5 });
    const frames = sent(chat);
    expect(frames.filter((f) => f.OP === Op.ChatPublicSend)).toEqual([{ OP: Op.ChatPublicSend, Message: '<b>大家好</b> & a<b', ReplyID: 0, ClientID: CLIENT_ID }]);
    expect(frames.filter((f) => f.OP === Op.ChatMarkRead)).toEqual([{ OP: Op.ChatMarkRead, ChannelType: 1 }]);
    expect(useChatViewStore.getState().draft).toBe('');
    expect(useChatViewStore.getState().scrollToNewest).toBe(nonce + 1);
  });

  it('does not send whitespace only', () => {
    setDraft(' \n  ');
    sendDraft({ vipLevel: 5 });
    expect(sent(chat, Op.ChatPublicSend)).toEqual([]);
  });

  it('sends at most once per 300 ms (chat §9); a press inside the window goes out when it ends', () => {
    expect(SEND_DEBOUNCE_MS).toBe(300);
    const start = Date.now();
    setDraft('一');
    sendDraft({ vipLevel: 5 }, start);
    setDraft('二');
    sendDraft({ vipLevel: 5 }, start + 50);
    sendDraft({ vipLevel: 5 }, start + 60); // same window: still one trailing send
    // the trailing send waits the rest of the window (250 ms from the second press)
    expect(sent(chat, Op.ChatPublicSend, 240).map((f) => f.Message)).toEqual(['一']);
    expect(sent(chat, Op.ChatPublicSend, 100).map((f) => f.Message)).toEqual(['二']);
  });

  it('sends private and club messages to their OPs', () => {
    openConversation({ PlayerID: 7, Name: '乙', PictureURL: '', PictureSetting: 2 });
    setDraft('私下說');
    sendDraft({ vipLevel: 5 });
    expect(sent(chat, Op.ChatPrivateSend, 300)).toEqual([{ OP: Op.ChatPrivateSend, PlayerID: 7, Message: '私下說', ReplyID: 0, ClientID: CLIENT_ID }]);
    selectTab('club');
    setDraft('俱樂部');
    sendDraft({ vipLevel: 5 });
    expect(sent(chat, Op.ChatClubSend, 300)).toEqual([{ OP: Op.ChatClubSend, Message: '俱樂部', ReplyID: 0, ClientID: CLIENT_ID }]);
  });

  it('nothing is sent from the announcement tab', () => {
    selectTab('announcement');
    setDraft('x');
    sendDraft({ vipLevel: 5 });
    expect(sent(chat).filter((f) => [Op.ChatPublicSend, Op.ChatClubSend, Op.ChatPrivateSend].includes(f.OP as never))).toEqual([]);
  });

  it('a non-member below VIP 3 gets the notice after sending; a member or VIP 3 does not', () => {
    chat.transport.receive(reply(Op.ChatAllianceListReply, Code.ClubNotMember, null));
    setDraft('哈囉');
    sendDraft({ vipLevel: 2 });
    expect(useChatViewStore.getState().vipNotice).toBe(true);
    useChatViewStore.setState({ vipNotice: false });
    vi.advanceTimersByTime(300);
    setDraft('哈囉');
    sendDraft({ vipLevel: 3 });
    expect(useChatViewStore.getState().vipNotice).toBe(false);
    chat.transport.receive(reply(Op.ChatAllianceListReply, Code.Ok, { AllianceID: 0, AllianceName: '', Clubs: [] }));
    vi.advanceTimersByTime(300);
    setDraft('哈囉');
    sendDraft({ vipLevel: 1 });
    expect(useChatViewStore.getState().vipNotice).toBe(false);
  });
});

describe('players', () => {
  it('searches by nickname (page 1 of 1000, not self), never with an empty one; reset reloads friends', () => {
    setSearch('   ');
    searchPlayers();
    expect(sent(lobby, Op.PlayerSearch)).toEqual([]);
    setSearch('王');
    searchPlayers();
    expect(sent(lobby, Op.PlayerSearch)).toEqual([
      { OP: Op.PlayerSearch, Name: '王', Page: 1, PerPage: 1000, GetTotal: true, ExcludeSelf: true, Bypass: 'chat' },
    ]);
    lobby.transport.receive(reply(Op.PlayerSearchReply, Code.Ok, { Infos: [listedPlayerResult({ PlayerID: 3, Name: '王大明', Online: true })], Total: 1, Bypass: 'chat' }));
    expect(useChatStore.getState().searchResults).toMatchObject([{ PlayerID: 3, Name: '王大明', Online: true, PictureSetting: 2 }]);
    lobby.transport.receive(reply(Op.PlayerSearchReply, Code.Ok, { Infos: [], Total: 0, Bypass: 'share' })); // not ours
    expect(useChatStore.getState().searchResults).toHaveLength(1);
    resetSearch();
    expect(useChatStore.getState().searchResults).toBeNull();
    expect(sent(lobby, Op.RelationList)).toEqual([{ OP: Op.RelationList, Type: 1, Page: 1, PerPage: 500, GetTotal: true }]);
  });

  it('the player card asks 11520 and keeps only the answer for that player', () => {
    openPlayerCard(3);
    expect(sent(lobby, Op.UserInfo)).toEqual([{ OP: Op.UserInfo, PlayerID: 3 }]);
    lobby.transport.receive(reply(Op.UserInfoReply, Code.Ok, playerProfileResult({ PlayerID: 4, Name: '別人' })));
    expect(useChatStore.getState().playerCard?.profile).toBeNull();
    lobby.transport.receive(reply(Op.UserInfoReply, Code.Ok, playerProfileResult({ PlayerID: 3, Name: '王大明' })));
    expect(useChatStore.getState().playerCard?.profile).toMatchObject({ Name: '王大明' });
  });
});
