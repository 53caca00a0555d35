/**
 * The mail feature: the unread badge (99+), the dialog's first page of 3 and 載入更多, collect
 * (bag and row updated), delete behind a confirmation, 領取並回送 only on a player's mail, and
 * the 10121 push moving the badge.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useSession } from 'next-auth/react';
import type { ReactElement } from 'react';
import { BrandProvider, getBrand } from '@/brand';
import { Code, Op, type Mail, type MailActionResult, type MailListResult, type Result } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import { useToastStore } from '@/ui/toast-store';
import { useWalletStore } from '@/features/wallet/store';
import mail from '@locales/zh_tw/mail.json';
import { createTestSocket } from '../../../tests/fakes/test-socket';
import { MailDialog } from './components/mail-dialog';
import { MailMenuItem, MailNavButton } from './components/mail-entry';
import { createMailFeature } from './feature';
import { openMail, resetMail, useMailStore } from './store';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));

type Answer = Result<unknown>;
const request = vi.fn<(op: number, payload: Record<string, unknown>) => Promise<Answer>>();
vi.mock('@/socket', () => ({ getSockets: () => ({ lobby: { request: (op: number, payload: Record<string, unknown>) => request(op, payload) } }) }));

function signedIn(provider: 'guest' | 'phone') {
  vi.mocked(useSession).mockReturnValue({
    status: 'authenticated',
    update: vi.fn(),
    data: { provider, user: { name: '玩家', playerID: 7, vipLevel: 3, level: 1 } } as never,
  });
}

function renderMail(ui: ReactElement) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'mail', mail);
  return render(
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand('crab')}>{ui}</BrandProvider>
    </I18nextProvider>,
  );
}

const T0 = Date.UTC(2025, 0, 15, 4, 0, 0);
function row(id: number, fields: Partial<Mail> = {}): Mail {
  return {
    MailID: id,
    Kind: 0,
    Title: `信件 ${id}`,
    Text: `內容 ${id}`,
    SenderType: 0,
    SenderID: 0,
    SenderName: '系統',
    Items: {},
    CreateTime: T0 + id * 1000,
    Read: false,
    Collected: false,
    ...fields,
  };
}
const page = (rows: Mail[], Total: number, Unread = Total): Answer => ({ ok: true, result: { Rows: rows, Total, Unread } satisfies MailListResult });
const acted = (result: MailActionResult): Answer => ({ ok: true, result });

beforeEach(() => {
  resetMail();
  request.mockReset();
  useWalletStore.setState({ items: { 1: 100 } });
  useToastStore.setState({ toasts: [] });
});

describe('mail badge', () => {
  it('caps the count at 99+ and shows nothing for a guest or without unread mail', () => {
    signedIn('phone');
    useMailStore.setState({ unread: 120 });
    const { unmount } = renderMail(<MailNavButton />);
    const button = screen.getByRole('button', { name: '信件 (99+ 封未讀信件)' });
    expect(button).toHaveTextContent('99+');
    act(() => useMailStore.setState({ unread: 5 }));
    expect(screen.getByRole('button', { name: '信件 (5 封未讀信件)' })).toHaveTextContent('5');
    act(() => useMailStore.setState({ unread: 0 }));
    expect(screen.getByRole('button', { name: '信件' })).toHaveTextContent('');
    fireEvent.click(screen.getByRole('button', { name: '信件' }));
    expect(useMailStore.getState().open).toBe(true);
    unmount();

    signedIn('guest');
    useMailStore.setState({ unread: 3 });
    renderMail(<MailNavButton />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('信件 in the account menu carries the count and opens the dialog, closing the menu', () => {
    signedIn('phone');
    useMailStore.setState({ unread: 100 });
    const onOpen = vi.fn();
    renderMail(<MailMenuItem className="" onOpen={onOpen} />);
    const item = screen.getByRole('menuitem', { name: '信件 (99+ 封未讀信件)' });
    expect(item).toHaveTextContent('信件99+');
    fireEvent.click(item);
    expect(onOpen).toHaveBeenCalledOnce();
    expect(useMailStore.getState().open).toBe(true);
  });

  it('a 10121 push moves the badge and joins a loaded list', () => {
    const lobby = createTestSocket('lobby');
    const feature = createMailFeature();
    const off = feature.register({ lobby: lobby.client, chat: createTestSocket('chat').client } as never);
    lobby.ready();
    useMailStore.setState({ loaded: true, rows: [row(1)], total: 1, unread: 1 });
    lobby.transport.receive({ OP: Op.MailNewPush, Code: Code.Ok, Message: '', Result: { Mail: row(2), Unread: 2 } });
    expect(useMailStore.getState()).toMatchObject({ unread: 2, total: 2 });
    expect(useMailStore.getState().rows.map((m) => m.MailID)).toEqual([2, 1]);
    // Another tab read a mail: only the count moves.
    lobby.transport.receive({ OP: Op.MailNewPush, Code: Code.Ok, Message: '', Result: { Mail: null, Unread: 1 } });
    expect(useMailStore.getState()).toMatchObject({ unread: 1, total: 2 });
    feature.reset();
    expect(useMailStore.getState()).toMatchObject({ unread: 0, rows: [], loaded: false });
    off();
    lobby.client.dispose();
  });
});

describe('mail dialog', () => {
  beforeEach(() => signedIn('phone'));

  it('a list that got no answer says so with the mail text; a refusal with its own', async () => {
    request.mockResolvedValueOnce({ ok: false, code: Code.Silent, message: '', lost: 'timeout' });
    openMail();
    renderMail(<MailDialog />);
    await waitFor(() => expect(useMailStore.getState().error).toBe(mail.network));
    expect(useMailStore.getState().loading).toBe(false);
  });

  it('asks for the first 3, then 載入更多 asks for the next page until Total is loaded', async () => {
    request.mockResolvedValueOnce(page([row(5), row(4), row(3)], 5));
    openMail();
    renderMail(<MailDialog />);
    expect(await screen.findByText('信件 5')).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith(Op.MailUnread, { Page: 1, PerPage: 3 });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    request.mockResolvedValueOnce(page([row(2), row(1)], 5));
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    expect(await screen.findByText('信件 1')).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith(Op.MailUnread, { Page: 2, PerPage: 3 });
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
  });

  it('opening a mail marks it read and shows its text as text; 領取 credits the bag and marks it collected', async () => {
    const gift = row(9, { Title: '<b>見面禮</b>', Items: { 1: 5000 } });
    request.mockResolvedValueOnce(page([gift], 1));
    openMail();
    renderMail(<MailDialog />);
    request.mockResolvedValueOnce(acted({ Results: [{ MailID: 9, Step: 'read', Code: Code.Ok, Credited: {} }], Bag: { Items: { 1: { Amount: 100 } } }, Unread: 0 }));
    fireEvent.click(await screen.findByText('<b>見面禮</b>'));
    expect(request).toHaveBeenLastCalledWith(Op.MailAction, { Read: [9] });
    expect(screen.getByRole('heading', { name: '<b>見面禮</b>' })).toBeInTheDocument();
    expect(screen.getByText('日金')).toBeInTheDocument();
    expect(screen.getByText('×5,000')).toBeInTheDocument();

    request.mockResolvedValueOnce(
      acted({ Results: [{ MailID: 9, Step: 'collect', Code: Code.Ok, Credited: { 1: 5000 } }], Bag: { Items: { 1: { Amount: 5100 } } }, Unread: 0 }),
    );
    fireEvent.click(screen.getByRole('button', { name: '領取' }));
    expect(request).toHaveBeenLastCalledWith(Op.MailAction, { Collect: [9] });
    await waitFor(() => expect(useWalletStore.getState().items).toEqual({ 1: 5100 }));
    expect(useMailStore.getState().rows[0]).toMatchObject({ Collected: true, Read: true });
    expect(screen.queryByRole('button', { name: '領取' })).toBeNull();
    expect(screen.getByText('已領取')).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('領取成功');
  });

  it('刪除 asks first; 取消 keeps the mail, 確定 deletes it; a refusal shows the shared error text', async () => {
    request.mockResolvedValueOnce(page([row(3, { Read: true }), row(2, { Read: true, Items: { 1: 10 } })], 2, 0));
    openMail();
    renderMail(<MailDialog />);
    fireEvent.click(await screen.findByText('信件 3'));
    fireEvent.click(screen.getByRole('button', { name: '刪除' }));
    expect(screen.getByRole('alertdialog', { name: '確定要刪除這封信件嗎？' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);

    request.mockResolvedValueOnce(acted({ Results: [{ MailID: 3, Step: 'delete', Code: Code.Ok, Credited: {} }], Bag: { Items: {} }, Unread: 0 }));
    fireEvent.click(screen.getByRole('button', { name: '刪除' }));
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    expect(request).toHaveBeenLastCalledWith(Op.MailAction, { Delete: [3] });
    await waitFor(() => expect(screen.queryByText('信件 3')).toBeNull());
    expect(useMailStore.getState()).toMatchObject({ total: 1, selected: null });

    fireEvent.click(screen.getByText('信件 2'));
    request.mockResolvedValueOnce(
      acted({ Results: [{ MailID: 2, Step: 'delete', Code: Code.MailItemsNotCollected, Credited: {} }], Bag: { Items: {} }, Unread: 0 }),
    );
    fireEvent.click(screen.getByRole('button', { name: '刪除' }));
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('信件內的物品尚未領取，請先領取再刪除'));
    expect(useMailStore.getState().rows.map((m) => m.MailID)).toEqual([2]);
  });

  it('領取並回送 is offered on a player\'s mail only', async () => {
    const fromPlayer = row(8, { Read: true, SenderType: 1, SenderID: 42, SenderName: '阿明', Items: { 1: 300 } });
    request.mockResolvedValueOnce(page([fromPlayer, row(7, { Read: true, Items: { 1: 1 } })], 2, 0));
    openMail();
    renderMail(<MailDialog />);
    fireEvent.click(await screen.findByText('信件 7'));
    expect(screen.getByRole('button', { name: '領取' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '領取並回送' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回列表' }));

    fireEvent.click(screen.getByText('信件 8'));
    expect(screen.getByText('寄件人：阿明')).toBeInTheDocument();
    request.mockResolvedValueOnce(
      acted({ Results: [{ MailID: 8, Step: 'sendBack', Code: Code.Ok, Credited: { 1: 300 } }], Bag: { Items: { 1: { Amount: 400 } } }, Unread: 0 }),
    );
    fireEvent.click(screen.getByRole('button', { name: '領取並回送' }));
    expect(request).toHaveBeenLastCalledWith(Op.MailAction, { CollectAndSendBack: [8] });
    await waitFor(() => expect(screen.queryByRole('button', { name: '領取並回送' })).toBeNull());
    expect(useWalletStore.getState().items).toEqual({ 1: 400 });
  });

  it('全部領取 collects every mail with items in one request', async () => {
    request.mockResolvedValueOnce(page([row(2, { Items: { 1: 5 } }), row(1)], 2));
    openMail();
    renderMail(<MailDialog />);
    await screen.findByText('信件 2');
    request.mockResolvedValueOnce(
      acted({ Results: [{ MailID: 2, Step: 'collect', Code: Code.Ok, Credited: { 1: 5 } }], Bag: { Items: { 1: { Amount: 105 } } }, Unread: 1 }),
    );
    fireEvent.click(screen.getByRole('button', { name: '全部領取' }));
    expect(request).toHaveBeenLastCalledWith(Op.MailAction, { CollectAll: true });
    await waitFor(() => expect(screen.queryByRole('button', { name: '全部領取' })).toBeNull());
    expect(useMailStore.getState().unread).toBe(1);
  });
});
