import { act, fireEvent, screen, within } from '@testing-library/react';
import { Code, Op, reply } from '@/protocol';
import { FriendsView } from './friends-view';
import { resetChat } from '@/features/chat/handlers';
import { registerWholeChat, renderChat } from '@/features/chat/test-utils';
import { resetSocketsForTests } from '@/socket';
import { type createTestSocket, installTestSockets } from '../../../../tests/fakes/test-socket';
import { listedPlayerResult } from '../../../../tests/fakes/results';
import { resetFriendLists } from '../friend-lists-store';

let chat: ReturnType<typeof createTestSocket>;
let lobby: ReturnType<typeof createTestSocket>;
let off: () => void;
let seen = 0;

function lobbySent(op: number): Record<string, unknown>[] {
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  const all = lobby.transport.sent.slice(seen);
  seen = lobby.transport.sent.length;
  return all.filter((f) => f.OP === op);
}

async function renderView() {
  const r = renderChat(<FriendsView />);
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return r;
}

const flush = () =>
  act(async () => {
    await Promise.resolve();
  });

beforeEach(() => {
  vi.useFakeTimers();
  ({ chat, lobby } = installTestSockets());
  off = registerWholeChat(chat.client, lobby.client);
  chat.ready();
  lobby.ready();
  seen = lobby.transport.sent.length;
});
afterEach(() => {
  off();
  resetSocketsForTests();
  act(() => {
    resetChat();
    resetFriendLists();
  });
  vi.useRealTimers();
});

describe('friends and the blacklist (account §2, §7, §9)', () => {
  it('refuses an empty nickname with a hint and sends nothing', async () => {
    await renderView();
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByRole('alert').textContent).toBe('請輸入玩家暱稱');
    expect(lobbySent(Op.PlayerSearch)).toEqual([]);
  });

  it('search rows show ID and VIP so two players with one name differ; no result asks to check the nickname', async () => {
    await renderView();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '小明' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(lobbySent(Op.PlayerSearch)).toEqual([expect.objectContaining({ Name: '小明', ExcludeSelf: true })]);
    act(() =>
      lobby.transport.receive(
        reply(Op.PlayerSearchReply, Code.Ok, {
          Infos: [listedPlayerResult({ PlayerID: 11, Name: '小明', VIPLevel: 2 }), listedPlayerResult({ PlayerID: 12, Name: '小明', VIPLevel: 5 })],
          Total: 2,
          Bypass: 'chat',
        }),
      ),
    );
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]!).getByText('ID 11')).toBeTruthy();
    expect(within(rows[0]!).getByText('VIP 2')).toBeTruthy();
    expect(within(rows[1]!).getByText('ID 12')).toBeTruthy();
    expect(within(rows[1]!).getByText('VIP 5')).toBeTruthy();

    fireEvent.submit(screen.getByRole('search')); // reset
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '無此人' } });
    fireEvent.submit(screen.getByRole('search'));
    act(() => lobby.transport.receive(reply(Op.PlayerSearchReply, Code.Ok, { Infos: [], Total: 0, Bypass: 'chat' })));
    expect(screen.getByText('查無此玩家，請確認暱稱是否正確')).toBeTruthy();
  });

  it('黑名單 asks 11490 Type 2 by 100; 解除封鎖 sends 11570 Type 2 and drops the row', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('tab', { name: '黑名單' }));
    expect(lobbySent(Op.RelationList)).toEqual([expect.objectContaining({ Type: 2, Page: 1, PerPage: 100 })]);
    await act(async () => {
      lobby.transport.receive(reply(Op.RelationListReply, Code.Ok, { Type: 2, Total: 1, List: [listedPlayerResult({ PlayerID: 21, Name: '討厭鬼' })] }));
    });
    expect(screen.getByText('討厭鬼')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '解除封鎖 討厭鬼' }));
    expect(lobbySent(Op.RelationDelete)).toEqual([expect.objectContaining({ PlayerID: 21, Type: 2 })]);
    await act(async () => {
      lobby.transport.receive(reply(Op.RelationDeleteReply, Code.Ok, { PlayerID: 21, Type: 2, Relationship: 0 }));
    });
    await flush();
    expect(screen.queryByText('討厭鬼')).toBeNull();
    expect(screen.getByText('黑名單中沒有玩家')).toBeTruthy();
  });

  it('推薦好友 asks 11560; 加好友 sends 11530 Type 1', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('tab', { name: '推薦好友' }));
    expect(lobbySent(Op.RecommendFriends)).toHaveLength(1);
    await act(async () => {
      lobby.transport.receive(reply(Op.RecommendFriendsReply, Code.Ok, { List: [listedPlayerResult({ PlayerID: 31, Name: '新朋友', Online: true })] }));
    });
    fireEvent.click(screen.getByRole('button', { name: '加 新朋友 為好友' }));
    expect(lobbySent(Op.RelationAdd)).toEqual([expect.objectContaining({ PlayerID: 31, Type: 1 })]);
  });

  it('邀請好友 asks 12630 by 2000 and says when nobody joined yet', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('tab', { name: '邀請好友' }));
    expect(lobbySent(Op.InvitedFriends)).toEqual([expect.objectContaining({ Page: 1, PerPage: 2000 })]);
    await act(async () => {
      lobby.transport.receive(reply(Op.InvitedFriendsReply, Code.Ok, { Total: 0, List: [] }));
    });
    expect(screen.getByText('還沒有透過你的邀請碼加入的好友')).toBeTruthy();
  });

  it('a refused list shows its text and a reload', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('tab', { name: '黑名單' }));
    lobbySent(Op.RelationList);
    await act(async () => {
      lobby.transport.receive(reply(Op.RelationListReply, Code.PlayerNotFound, null));
    });
    expect(screen.getByText('指定玩家不存在')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新載入' }));
    expect(lobbySent(Op.RelationList)).toHaveLength(1);
  });
});
