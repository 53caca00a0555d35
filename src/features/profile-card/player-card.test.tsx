import { act, fireEvent, screen, within } from '@testing-library/react';
import { ClubPath, Code, Op, reply } from '@/protocol';
import { PlayerCardDialog } from '@/features/chat/components/player-card-dialog';
import { resetChat } from '@/features/chat/handlers';
import { useChatStore } from '@/features/chat/store';
import { registerWholeChat, renderChat } from '@/features/chat/test-utils';
import { useUnreadStore } from '@/features/chat/unread-store';
import { useToastStore } from '@/ui/toast-store';
import { resetSocketsForTests } from '@/socket';
import { type createTestSocket, installTestSockets } from '../../../tests/fakes/test-socket';
import { playerProfileResult } from '../../../tests/fakes/results';
import { PROFILE_NS } from './texts';

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

const OTHER = 9;
const show = (fields: Parameters<typeof playerProfileResult>[0] = {}) =>
  act(() => {
    useChatStore.setState({
      playerCard: { playerId: OTHER, profile: playerProfileResult({ PlayerID: OTHER, Name: '阿華', ...fields }), errorCode: null },
    });
  });

/** Renders the card and lets its texts (profile.json, loaded with the card) arrive. */
async function renderCard() {
  const r = renderChat(<PlayerCardDialog />);
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  expect(r.i18n.hasResourceBundle('zh_tw', PROFILE_NS)).toBe(true);
  return r;
}

beforeEach(() => {
  vi.useFakeTimers();
  ({ chat, lobby } = installTestSockets());
  off = registerWholeChat(chat.client, lobby.client);
  chat.ready();
  lobby.ready();
  seen = lobby.transport.sent.length;
  act(() => useUnreadStore.setState({ selfId: 1 }));
});
afterEach(() => {
  off();
  resetSocketsForTests();
  act(() => {
    resetChat();
    useToastStore.setState({ toasts: [] });
  });
  vi.useRealTimers();
});

describe('the profile card (account §2)', () => {
  it('shows the fields: VIP tier, default avatar, level, gold and game points (crab), 尚未加入, Taipei times', async () => {
    show({
      VIPLevel: 3,
      Level: 12,
      Bag: { Items: { '1': { Amount: 1234567 }, '39': { Amount: 88 } } },
      PictureSetting: 1,
      PicURL: '',
      RegistTime: '2024-05-01T16:30:00Z',
      LastLoginTime: '2025-01-15T12:00:00+08:00',
      Information: '<b>你好</b>',
    });
    await renderCard();
    expect(screen.getByText('VIP 3')).toBeTruthy();
    expect(screen.getByText('金')).toBeTruthy();
    expect(screen.getByText('LV.12')).toBeTruthy();
    expect(screen.getByText('1,234,567')).toBeTruthy();
    expect(screen.getByText('點數')).toBeTruthy();
    expect(screen.getByText('88')).toBeTruthy();
    expect(screen.getByText('尚未加入')).toBeTruthy();
    expect(screen.getByText('2024.05.02 00:30')).toBeTruthy();
    expect(screen.getByText('2025.01.15 12:00')).toBeTruthy();
    // The bio is text, never markup.
    expect(screen.getByText('<b>你好</b>')).toBeTruthy();
    expect(document.querySelector('[data-default-avatar="true"]')).not.toBeNull();
    const report = screen.getByRole('link', { name: '檢舉' });
    expect(report.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('copies the ID and shows 複製成功 for 2 seconds', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    show();
    await renderCard();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '複製 ID' }));
    });
    expect(writeText).toHaveBeenCalledWith(String(OTHER));
    expect(screen.getByText('複製成功')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByText('複製成功')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('複製成功')).toBeNull();
  });

  it('加好友 sends 11530 Type 1, then asks the profile again (11520)', async () => {
    show({ Relationship: 0 });
    await renderCard();
    expect(screen.getByRole('button', { name: '聊天' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '刪除' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '加好友' }));
    expect(lobbySent(Op.RelationAdd)).toEqual([expect.objectContaining({ OP: Op.RelationAdd, PlayerID: OTHER, Type: 1 })]);
    await act(async () => {
      lobby.transport.receive(reply(Op.RelationAddReply, Code.Ok, { PlayerID: OTHER, Type: 1, Relationship: 1 }));
    });
    expect(lobbySent(Op.UserInfo)).toEqual([{ OP: Op.UserInfo, PlayerID: OTHER }]);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('已加為好友');
    // The refetched profile turns 加好友 into 刪除.
    act(() => lobby.transport.receive(reply(Op.UserInfoReply, Code.Ok, playerProfileResult({ PlayerID: OTHER, Name: '阿華', Relationship: 1 }))));
    expect(screen.getByRole('button', { name: '刪除' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '刪除' }));
    expect(lobbySent(Op.RelationDelete)).toEqual([expect.objectContaining({ PlayerID: OTHER, Type: 1 })]);
  });

  it('a refusal shows its text and asks nothing more', async () => {
    show();
    await renderCard();
    fireEvent.click(screen.getByRole('button', { name: '加好友' }));
    lobbySent(Op.RelationAdd);
    await act(async () => {
      lobby.transport.receive(reply(Op.RelationAddReply, Code.FriendListFull, null));
    });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('好友人數已達上限');
    expect(lobbySent(Op.UserInfo)).toEqual([]);
  });

  it('封鎖 sends 11530 Type 2; a blocked player shows only 解除封鎖 (11570 Type 2)', async () => {
    show();
    await renderCard();
    fireEvent.click(screen.getByRole('button', { name: '封鎖' }));
    expect(lobbySent(Op.RelationAdd)).toEqual([expect.objectContaining({ PlayerID: OTHER, Type: 2 })]);
    await act(async () => {
      lobby.transport.receive(reply(Op.RelationAddReply, Code.Ok, { PlayerID: OTHER, Type: 2, Relationship: 2 }));
    });
    show({ Relationship: 2 });
    expect(screen.queryByRole('button', { name: '聊天' })).toBeNull();
    expect(screen.queryByRole('button', { name: '封鎖' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '解除封鎖' }));
    expect(lobbySent(Op.RelationDelete)).toEqual([expect.objectContaining({ PlayerID: OTHER, Type: 2 })]);
  });

  it('HasBlock hides 封鎖', async () => {
    show({ HasBlock: true });
    await renderCard();
    expect(screen.getByRole('button', { name: '加好友' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '封鎖' })).toBeNull();
  });

  it('踢出俱樂部 (KickoutBtn) asks 確定踢出此會員 with 取消 / 確定', async () => {
    show({ Club: { ClubID: 1, ClubName: '龍門', KickoutBtn: true } });
    await renderCard();
    expect(screen.getByText('龍門')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '踢出俱樂部' }));
    expect(screen.getByText('確定踢出此會員')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.queryByText('確定踢出此會員')).toBeNull();
  });

  it('踢出俱樂部 confirmed sends club/kick for this player through the relay, once', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ Code: Code.HttpOk, Message: '', Result: null })));
    show({ Club: { ClubID: 1, ClubName: '龍門', KickoutBtn: true } });
    await renderCard();
    fireEvent.click(screen.getByRole('button', { name: '踢出俱樂部' }));
    const confirm = screen.getByRole('dialog', { name: '確定踢出此會員' });
    fireEvent.click(within(confirm).getByRole('button', { name: '確定' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    const kicks = fetchSpy.mock.calls.filter(([url]) => String(url).endsWith(ClubPath.Kick));
    expect(kicks).toHaveLength(1);
    expect(String(kicks[0]![0])).toBe(`/api/lobby${ClubPath.Kick}`);
    expect(JSON.parse(String(kicks[0]![1]?.body))).toEqual({ PlayerID: OTHER });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('已將此會員踢出俱樂部');
  });

  it('one\'s own card has no relation buttons and no 檢舉', async () => {
    act(() => {
      useChatStore.setState({ playerCard: { playerId: 1, profile: playerProfileResult({ PlayerID: 1, Name: '我' }), errorCode: null } });
    });
    await renderCard();
    expect(screen.queryByRole('button', { name: '加好友' })).toBeNull();
    expect(screen.queryByRole('button', { name: '聊天' })).toBeNull();
    expect(screen.queryByRole('link', { name: '檢舉' })).toBeNull();
  });
});
