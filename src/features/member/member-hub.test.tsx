/**
 * The member centre hub: the brand decides the wallet rows (gem only with gems) and the
 * entries, mail is hidden for guests, the VIP card shows the tier, the points bar and the next tier's gains,
 * and the profile edit checks the nickname on the page, sends only changes, shows each
 * profile code's text and puts the new name on screen and into the session.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useSession } from 'next-auth/react';
import { BrandProvider, getBrand, type BrandId } from '@/brand';
import { Code, Op, type PlayerProfile, type Result } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import member from '@locales/zh_tw/member.json';
import mail from '@locales/zh_tw/mail.json';
import { useWalletStore } from '@/features/wallet/store';
import { useMailStore } from '@/features/mail/store';
import { useVipStore } from '@/features/vip/store';
import { vipLevelsOf, vipThreshold } from '@/protocol/vip';
import { MemberHub } from './components/member-hub';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
// the invoice card loads its settings from the relay: tested in src/features/invoice
vi.mock('@/features/invoice', () => ({ InvoiceCard: () => null }));
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), useRouter: () => ({ push: vi.fn() }), usePathname: () => '/zh_tw/member/info' }));
vi.mock('@/socket/use-socket-state', () => ({ useSocketState: () => 'ready' }));
type Answer = Result<unknown>;
const request = vi.fn<(op: number, payload: Record<string, unknown>) => Promise<Answer>>();
vi.mock('@/socket', () => ({
  getSockets: () => ({ lobby: { request: (op: number, payload: Record<string, unknown>) => request(op, payload) } }),
  SocketRequestError: class extends Error {},
}));

const update = vi.fn(async () => ({ userRefreshedAt: 2 }) as never);
function signedIn(provider: 'guest' | 'phone', vipLevel = 3) {
  vi.mocked(useSession).mockReturnValue({
    status: 'authenticated',
    update,
    data: { provider, playerID: 7, userRefreshedAt: 1, user: { name: '小明', playerID: 7, vipLevel, level: 5 } } as never,
  });
}

function profile(fields: Partial<PlayerProfile> = {}): PlayerProfile {
  return {
    PlayerID: 7, Name: '小明', VIPLevel: 3, Level: 5, PicURL: '', PictureSetting: 2, Information: '哈囉', Bag: { Items: {} }, Club: null,
    RegistTime: '2025-01-01T08:00:00+08:00', LastLoginTime: '2025-01-01T08:00:00+08:00', TPIDs: {}, RegistSituation: 0,
    Detail: { Rename: 0, RenameLimit: 1, NextRenameTime: '' },
    ...fields,
  };
}

function renderHub(brandId: BrandId = 'crab') {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'member', member);
  i18n.addResourceBundle('zh_tw', 'mail', mail);
  return render(
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand(brandId)}>
        <MemberHub />
      </BrandProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  request.mockReset();
  update.mockClear();
  request.mockImplementation(async (op) => (op === Op.UserInfo ? { ok: true, result: profile() } : { ok: false, code: Code.Silent, message: '' }));
  useWalletStore.setState({ items: { '1': 12345, '2': 7, '39': 88 } });
  useMailStore.setState({ unread: 3 });
  useVipStore.setState({ levels: null });
});

describe('member hub', () => {
  it('crab: gold and points without gems; mail, friends, invitations with progress, gift records, tasks', async () => {
    signedIn('phone');
    renderHub('crab');
    expect(await screen.findByTestId('member-name')).toHaveTextContent('小明');
    expect(request).toHaveBeenCalledWith(Op.UserInfo, { PlayerID: 7 });
    expect(screen.getByTestId('wallet-gold')).toHaveTextContent('12,345');
    expect(screen.getByTestId('wallet-points')).toHaveTextContent('88');
    expect(screen.queryByTestId('wallet-gem')).toBeNull();
    const nav = screen.getByRole('navigation', { name: '會員服務' });
    expect(within(nav).getByRole('button', { name: /^好友/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /邀請好友/ })).toHaveAttribute('href', '/zh_tw/member/invite');
    expect(within(nav).getByText('查看邀請進度')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /禮物紀錄/ })).toHaveAttribute('href', '/zh_tw/member/present');
    expect(within(nav).getByRole('link', { name: /任務/ })).toHaveAttribute('href', '/zh_tw/other/mission');
    expect(within(nav).getByRole('button', { name: /信箱/ })).toBeInTheDocument();
  });

  it('owl: the gem row, no invitation progress line; a guest has no mail entry', async () => {
    signedIn('guest');
    renderHub('owl');
    await screen.findByTestId('member-name');
    expect(screen.getByTestId('wallet-gem')).toHaveTextContent('7');
    expect(screen.queryByText('查看邀請進度')).toBeNull();
    expect(screen.queryByRole('button', { name: /信箱/ })).toBeNull();
  });

  it('VIP card: the tier badge, 3 of 8 reached, the points bar from 10100, the next tier and its gains from the brand table', async () => {
    signedIn('phone');
    request.mockImplementation(async (op) =>
      op === Op.UserInfo ? { ok: true, result: profile() } : op === Op.Levels ? { ok: true, result: { Levels: vipLevelsOf(3, 2_000_000) } } : { ok: false, code: Code.Silent, message: '' },
    );
    renderHub('owl');
    await screen.findByTestId('member-name');
    expect(request).toHaveBeenCalledWith(Op.Levels, {});
    expect(screen.getByTestId('vip-badge')).toHaveTextContent('VIP3 金');
    expect(screen.getByText('已達成 3/8 階')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'VIP 等級' })).toHaveAttribute('aria-valuenow', '2000000');
    expect(screen.getByTestId('vip-to-next')).toHaveTextContent('再累積 3,000,000 點升級 VIP4 白金');
    const card = screen.getByRole('region', { name: 'VIP 等級' });
    expect(within(card).getByText('每日贈禮額度').nextSibling).toHaveTextContent('8萬 → 50萬');
    expect(within(card).getByText('建立俱樂部').nextSibling).toHaveTextContent('✓ 開放');
  });

  it('VIP card: a pushed tier rise (10101 in the store) moves the badge and the table above the profile\'s level', async () => {
    signedIn('phone');
    renderHub('owl');
    await screen.findByTestId('member-name');
    expect(screen.getByText('VIP 點數暫時無法取得')).toBeInTheDocument(); // 10100 refused in this test
    act(() => useVipStore.setState({ levels: vipLevelsOf(4, vipThreshold(4)) }));
    expect(screen.getByTestId('vip-badge')).toHaveTextContent('VIP4 白金');
    expect(screen.getByTestId('vip-to-next')).toHaveTextContent('再累積 15,000,000 點升級 VIP5 鑽石');
    const rows = within(screen.getByRole('region', { name: 'VIP 特權一覽' })).getAllByRole('row');
    expect(rows.find((r) => within(r).queryByText('目前'))).toHaveTextContent('VIP4 白金');
  });

  it('VIP table: owl\'s eight tiers by twelve columns as the spec writes them, the player\'s row highlighted', async () => {
    signedIn('phone');
    renderHub('owl');
    await screen.findByTestId('member-name');
    const table = within(screen.getByRole('region', { name: 'VIP 特權一覽' })).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    const cells = (level: number) => within(rows[level - 1]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(3).slice(0, 4)).toEqual(['8萬', '100', '10次', '10次']);
    expect(cells(4).slice(0, 2)).toEqual(['50萬', '200']);
    expect(cells(5).slice(0, 2)).toEqual(['200萬', '500']);
    for (const level of [6, 7, 8]) expect(cells(level).slice(0, 4)).toEqual(['無上限', '無上限', '無上限', '無上限']);
    expect(rows.map((_, i) => cells(i + 1)[4])).toEqual(['100', '300', '500', '1,000', '1,500', '2,000', '2,500', '3,000']);
    expect(rows.map((_, i) => cells(i + 1)[6])).toEqual(['—', '—', '—', '0.2%', '0.3%', '0.4%', '0.5%', '0.6%']);
    expect(rows.filter((r) => r.getAttribute('aria-current') === 'true')).toEqual([rows[2]]);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('VIP3 金目前');
  });

  it('edits the nickname: refused on the page when invalid, each server code shows its text, success shows the new name and refreshes the session', async () => {
    signedIn('phone');
    renderHub();
    fireEvent.click(await screen.findByRole('button', { name: /編輯資料/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('暱稱');
    fireEvent.change(name, { target: { value: '小明!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('暱稱須在10個半形中文、英文或數字字元以內');
    expect(request).not.toHaveBeenCalledWith(Op.ProfileModify, expect.anything());

    for (const [code, text] of [
      [Code.NicknameTaken, '此暱稱已被使用'],
      [Code.RenameLimit, '已達修改暱稱次數上限'],
      [Code.SensitiveWords, '內容包含敏感字詞，請調整後重新發送'],
      [Code.InvalidInput, '更新失敗，請稍後再試'],
    ] as const) {
      request.mockImplementationOnce(async () => ({ ok: false, code: code, message: 'server text' }));
      fireEvent.change(name, { target: { value: ` 大明${code % 10} ` } });
      fireEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(text));
    }

    request.mockImplementationOnce(async () => ({ ok: true, result: profile({ Name: '大明', Detail: { Rename: 1, RenameLimit: 1, NextRenameTime: '2025-01-02T08:00:00+08:00' } }) }));
    fireEvent.change(name, { target: { value: ' 大明 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(screen.getByTestId('member-name')).toHaveTextContent('大明'));
    // Only the change went out, trimmed.
    expect(request).toHaveBeenLastCalledWith(Op.ProfileModify, { Name: '大明', Decode: false });
    expect(update).toHaveBeenCalledWith({ refresh: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows when the next rename is allowed and keeps the name read-only until then', async () => {
    signedIn('phone');
    request.mockImplementation(async () => ({ ok: true, result: profile({ Detail: { Rename: 1, RenameLimit: 1, NextRenameTime: '2025-01-02T08:30:00+08:00' } }) }));
    renderHub();
    fireEvent.click(await screen.findByRole('button', { name: /編輯資料/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('暱稱')).toHaveAttribute('readonly');
    expect(within(dialog).getByText(/下次可修改暱稱：2025/)).toBeInTheDocument();
  });
});

describe('own profile request', () => {
  it("asks again when the reply is another player's (the chat card's 11520 answered first)", async () => {
    signedIn('phone');
    let calls = 0;
    request.mockImplementation(async (op) => (op === Op.UserInfo ? { ok: true, result: calls++ === 0 ? profile({ PlayerID: 99, Name: '別人' }) : profile() } : { ok: false, code: Code.Silent, message: '' }));
    renderHub();
    expect(await screen.findByTestId('member-name')).toHaveTextContent('小明');
    expect(calls).toBe(2);
  });
});
