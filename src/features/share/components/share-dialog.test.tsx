import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChannelType, Code, type ListedPlayer } from '@/protocol';
import type { ShareSender } from '../send-shares';
import { renderWithI18n } from '@/ui/testing';
import { useToastStore } from '@/ui/toast-store';
import type { ShareListQuery, ShareListSource } from '../share-list';
import { openShareDialog, useShareStore } from '../store';
import { ShareDialog } from './share-dialog';

const player = (id: number, name = `好友${id}`): ListedPlayer => ({ PlayerID: id, Name: name, PictureURL: '', PictureSetting: 2, Online: true, VIPLevel: 4 });
const friends = (n: number, from = 1) => Array.from({ length: n }, (_, i) => player(from + i));

function fakeSource(friendTotal: number, found: ListedPlayer[] = []) {
  const calls: ShareListQuery[] = [];
  const source: ShareListSource = async (q) => {
    calls.push(q);
    if (q.name === null) {
      const start = (q.page - 1) * 20;
      return { ok: true, rows: friends(Math.max(0, Math.min(20, friendTotal - start)), start + 1), total: friendTotal };
    }
    return { ok: true, rows: found, total: found.length };
  };
  return { source, calls };
}

const share = { gameCode: '10001', gameName: '財神到', text: '我贏了 500 倍！', id: '88' };

function renderDialog(source: ShareListSource, sender = vi.fn<ShareSender>(async () => Code.Ok)) {
  // The dialog loads its own texts (locales/zh_tw/share.json) as it does in the page.
  return { ...renderWithI18n(<ShareDialog share={share} source={source} sender={sender} />), sender };
}

let observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
class FakeObserver {
  constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
    observed.push(cb);
  }
  observe() {}
  disconnect() {}
}

describe('ShareDialog (發送名單)', () => {
  beforeEach(() => {
    observed = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useToastStore.setState({ toasts: [] });
  });

  it('lists friends with nickname, player ID and level, 480 px wide', async () => {
    const { source } = fakeSource(2);
    renderDialog(source);
    const dialog = await screen.findByRole('dialog', { name: '發送名單' });
    expect(dialog.style.maxWidth).toBe('480px');
    expect(await within(dialog).findByText('好友1')).toBeInTheDocument();
    expect(within(dialog).getByText('1')).toBeInTheDocument();
    expect(within(dialog).getAllByText('VIP4')).toHaveLength(2);
    expect(within(dialog).getByRole('checkbox', { name: '選取 好友2' })).not.toBeChecked();
  });

  it('select all ticks every row, and again clears them', async () => {
    const user = userEvent.setup();
    const { source } = fakeSource(3);
    renderDialog(source);
    await screen.findByText('好友3');
    const all = screen.getByRole('checkbox', { name: '全選' });
    await user.click(all);
    for (const id of [1, 2, 3]) expect(screen.getByRole('checkbox', { name: `選取 好友${id}` })).toBeChecked();
    await user.click(all);
    for (const id of [1, 2, 3]) expect(screen.getByRole('checkbox', { name: `選取 好友${id}` })).not.toBeChecked();
  });

  it('search with an empty name does nothing; a search turns the button to reset, which reloads the friends', async () => {
    const user = userEvent.setup();
    const { source, calls } = fakeSource(1, [player(50, '小明')]);
    renderDialog(source);
    await screen.findByText('好友1');
    await user.click(screen.getByRole('button', { name: '搜尋' }));
    expect(calls).toEqual([{ name: null, page: 1 }]);
    await user.type(screen.getByRole('searchbox'), '  小明 ');
    await user.click(screen.getByRole('button', { name: '搜尋' }));
    expect(await screen.findByText('小明')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ name: '小明', page: 1 });
    await user.click(screen.getByRole('button', { name: '重設' }));
    expect(await screen.findByText('好友1')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ name: null, page: 1 });
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('送出 sends one private message per selected player plus the public one, then closes', async () => {
    const user = userEvent.setup();
    const { source } = fakeSource(3);
    openShareDialog(share);
    const { sender } = renderDialog(source);
    await screen.findByText('好友3');
    const send = screen.getByRole('button', { name: /送出/ });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '選取 好友1' }));
    await user.click(screen.getByRole('checkbox', { name: '選取 好友3' }));
    await user.click(screen.getByRole('checkbox', { name: '同時送出公頻' }));
    await user.click(send);
    await waitFor(() => expect(useShareStore.getState().open).toBe(false));
    const payloads = sender.mock.calls.map(([p]) => p);
    expect(payloads.map((p) => [p.ChannelType, p.PlayerID])).toEqual([
      [ChannelType.Private, 1],
      [ChannelType.Private, 3],
      [ChannelType.Public, undefined],
    ]);
    for (const p of payloads) expect(p).toMatchObject({ GameCode: '10001', Message: '我贏了 500 倍！', ID: '88' });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['已送出 3 則分享']);
  });

  it('shows the bottom sentinel only with more rows and at least 20, and loads the next 20 when it is seen', async () => {
    const { source, calls } = fakeSource(25);
    renderDialog(source);
    await screen.findByText('好友20');
    expect(screen.getByTestId('share-sentinel')).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => observed.at(-1)!([{ isIntersecting: true }]));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    vi.useRealTimers();
    expect(await screen.findByText('好友25')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ name: null, page: 2 });
    expect(screen.queryByTestId('share-sentinel')).toBeNull();
  });

  it('has no sentinel under 20 rows', async () => {
    const { source } = fakeSource(5);
    renderDialog(source);
    await screen.findByText('好友5');
    expect(screen.queryByTestId('share-sentinel')).toBeNull();
  });
});
