import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { useModalStore } from '@/features/modals/store';
import { requestWallet } from '@/features/wallet';
import { setCurrentSession } from '@/features/session/session-generation';
import { AccountPath, BIND_BONUS_SCREEN, Code, Op, reply } from '@/protocol';
import { lobbyQueryClient } from '@/http/lobby-queries';
import { resetSocketsForTests } from '@/socket';
import { installTestSockets } from '../../../../tests/fakes/test-socket';
import { acknowledgeBindError } from '../actions';
import { renderWithI18n } from '@/ui/testing';
import { fakeLobbyHttp } from '../../../../tests/support/fake-lobby-http';
import { openBindPhone } from '../open-bind-phone';
import { initialBindPhone, useBindPhoneStore } from '../store';
import { BindPhoneButton } from './bind-phone-button';
import { BindPhoneHost } from './bind-phone-host';

const post = vi.fn();
const update = vi.fn(async () => ({ userRefreshedAt: 2 }));
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }) }));
vi.mock('next-auth/react', () => ({ useSession: vi.fn(), signOut: vi.fn(async () => undefined) }));
// The site's relay (it adds the session's token server-side): the page passes no token.
fakeLobbyHttp((path, body) => post(path, body));
vi.mock('@/features/wallet', () => ({ requestWallet: vi.fn() }));

const ok = (Result: unknown) => ({ Code: Code.HttpOk, Message: '', Result });
/** What the lobby answers each bind path when it goes well. */
const fine = (path: string) =>
  ok(path === AccountPath.BindCodeSend ? { ExpiresIn: 600, ResendAfter: 60 } : path === AccountPath.BindCodeVerify ? { PhoneNumber: '0912345678' } : { Bonus: 30000 });
const bindFail = (inner: number, Result: unknown = null) => ({ Code: Code.InvalidInput, Message: `bind failed:${inner}`, Result });

function signedIn(phone = '') {
  setCurrentSession('tag');
  vi.mocked(useSession).mockReturnValue({
    status: 'authenticated',
    update,
    data: { sessionTag: 'tag', phone, userRefreshedAt: 1, user: { name: 'x' } },
  } as never);
}

function renderHost() {
  renderWithI18n(<BindPhoneHost />);
  act(() => openBindPhone());
}

async function fillAndSend(phone = '0912345678') {
  fireEvent.change(screen.getByLabelText('手機號碼'), { target: { value: phone } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '發送驗證碼' })));
}

async function confirmWith(code = '123456') {
  fireEvent.change(screen.getByLabelText('驗證碼'), { target: { value: code } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '確定' })));
}

describe('bind phone (綁定手機號碼)', () => {
  beforeEach(() => {
    useBindPhoneStore.setState(initialBindPhone);
    useModalStore.setState({ active: null });
    post.mockReset();
    update.mockClear();
    vi.mocked(requestWallet).mockClear();
    signedIn();
  });

  it('is a 480 px dialog with 確定, 取消 and the four reminders; after sending, the 60-second notice', async () => {
    post.mockResolvedValue(ok({ ExpiresIn: 600, ResendAfter: 60 }));
    renderHost();
    const dialog = screen.getByRole('dialog', { name: '綁定手機號碼' });
    expect(dialog.style.maxWidth).toBe('480px');
    for (const text of ['完成綁定即表示您同意本站使用者規範。', '一支手機號碼最多可綁定 5 個會員帳號。', '每日最多可索取 5 次驗證碼。', '每組驗證碼最多可輸入 3 次。']) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: '確定' })).toBeDisabled();
    await fillAndSend('912345678');
    expect(post).toHaveBeenCalledWith(
      AccountPath.BindCodeSend,
      expect.objectContaining({ CountryCode: 886, PhoneNumber: '0912345678', Lang: 'zh_tw' }),
    );
    expect(dialog).toHaveTextContent('若 60 秒內未收到驗證碼，請按重新發送。');
  });

  it('verifies, claims, shows 手機綁定獎勵 with the amount; 領取 refreshes the player', async () => {
    post.mockImplementation(async (path: string) =>
      path === AccountPath.BindBonusClaim ? ok({ Bonus: 30000 }) : fine(path),
    );
    renderHost();
    await fillAndSend();
    await confirmWith();
    expect(post).toHaveBeenCalledWith(AccountPath.BindCodeVerify, { CountryCode: 886, PhoneNumber: '0912345678', ValidateCode: '123456' });
    expect(post).toHaveBeenCalledWith(AccountPath.BindBonusClaim, { Screen: BIND_BONUS_SCREEN });
    const reward = await screen.findByRole('dialog', { name: '手機綁定獎勵' });
    expect(reward).toHaveTextContent('綁定成功，請收下獎勵');
    expect(reward).toHaveTextContent('30,000 金幣');
    fireEvent.click(within(reward).getByRole('button', { name: '領取' }));
    expect(requestWallet).toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith({ refresh: true });
  });

  it('no bonus (or plain mode): 綁定成功 pointing to the passbook; the callback runs', async () => {
    post.mockImplementation(async (path: string) => (path === AccountPath.BindBonusClaim ? ok({ Bonus: null }) : fine(path)));
    const onSuccess = vi.fn();
    renderWithI18n(<BindPhoneHost />);
    act(() => openBindPhone({ successMode: 'plain', onSuccess }));
    await fillAndSend();
    await confirmWith();
    const success = await screen.findByRole('dialog', { name: '綁定成功' });
    expect(within(success).getByRole('link', { name: '前往存摺' })).toHaveAttribute('href', '/zh_tw/member/passbook');
    expect(onSuccess).toHaveBeenCalled();
    fireEvent.click(within(success).getByRole('button', { name: '確定' }));
    expect(update).toHaveBeenCalledWith({ refresh: true });
  });

  it.each([
    [bindFail(Code.BindGeneric), '哎呀! 發生了一些錯誤，請稍後再重新嘗試[200029]'],
    [bindFail(Code.PhoneDailyLimit), '您的門號已達當日發送驗證碼上限，請於 24 小時後重試'],
    [bindFail(Code.PhoneBoundElsewhere), '此手機號碼已綁定其他玩家帳號'],
    [bindFail(Code.PlayerDailyCodeLimit), '您已達到每日驗證碼上限，請在 24 小時後重試。'],
    [bindFail(Code.VerifyFailed), '驗證失敗! 請確認您的電話號碼輸入正確並包含有效的驗證碼!'],
    [bindFail(Code.CodeTriesExhausted), '此驗證碼已達驗證上限，請重新索取驗證碼'],
    [bindFail(Code.DeviceDailyLimit), '此裝置已達到每日收取驗證碼上限，請在 24 小時後重試。'],
    [bindFail(Code.WrongCode, { RemainingTime: 2 }), '驗證碼錯誤(剩餘驗證次數：2)'],
    [bindFail(Code.WrongCode), '驗證碼錯誤(剩餘驗證次數：0)'],
    [bindFail(Code.PhoneAccountsFull), '此門號已綁定5個ID'],
    [bindFail(Code.InvalidInput), '領取獎勵失敗，請稍後再試'],
    [{ Code: Code.InvalidInput, Message: '手機格式錯誤', Result: null }, '綁定錯誤'],
    [bindFail(123456), '綁定錯誤'],
  ])('a failed verify %j shows "%s"; 確定 reopens the bind modal', async (reply, text) => {
    post.mockImplementation(async (path: string) => (path === AccountPath.BindCodeVerify ? reply : fine(path)));
    renderHost();
    await fillAndSend();
    await confirmWith();
    const error = await screen.findByRole('dialog', { name: '綁定失敗' });
    expect(within(error).getByTestId('bind-error-text')).toHaveTextContent(text);
    expect(within(error).queryByRole('button', { name: '關閉' })).not.toBeInTheDocument();
    fireEvent.click(within(error).getByRole('button', { name: '確定' }));
    expect(useBindPhoneStore.getState()).toMatchObject({ view: 'form', phone: '0912345678', code: '' });
  });

  it('a failed send shows its error too', async () => {
    post.mockResolvedValue(bindFail(Code.PhoneAccountsFull));
    renderHost();
    await fillAndSend();
    expect(await screen.findByTestId('bind-error-text')).toHaveTextContent('此門號已綁定5個ID');
  });

  it('200301: the seconds left are shown and counted down; the code already sent may be entered', async () => {
    post.mockResolvedValue(bindFail(Code.CodeResendWait, { RetryAfter: 42 })); // as the lobby sends it
    renderHost();
    await fillAndSend();
    expect(await screen.findByTestId('bind-error-text')).toHaveTextContent('42');
    fireEvent.click(within(screen.getByRole('dialog', { name: '綁定失敗' })).getByRole('button', { name: '確定' }));
    const { requested, resendAt } = useBindPhoneStore.getState();
    expect(requested).toBe(true);
    expect(Math.round(((resendAt ?? 0) - Date.now()) / 1000)).toBe(42);
    expect(screen.getByRole('button', { name: '42 秒後重發' })).toBeDisabled();
  });

  it('100005 ends the session instead (expiry modal)', async () => {
    post.mockResolvedValue({ Code: Code.SessionExpired, Message: '', Result: null });
    renderHost();
    await fillAndSend();
    await waitFor(() => expect(useModalStore.getState().active?.kind).toBe('sessionExpired'));
    expect(useBindPhoneStore.getState().view).toBeNull();
  });
});

describe('BindPhoneButton', () => {
  let lobby: ReturnType<typeof installTestSockets>['lobby'];
  beforeEach(() => {
    useBindPhoneStore.setState(initialBindPhone);
    post.mockReset();
    lobbyQueryClient().clear();
    ({ lobby } = installTestSockets());
    lobby.ready();
  });
  afterEach(() => resetSocketsForTests());

  /** Answers the newest request of `op` (10640, 12390) as the lobby would. */
  function answer(op: number, result: unknown) {
    const asked = lobby.transport.sent.filter((f) => f.OP === op);
    expect(asked.length).toBeGreaterThan(0);
    act(() => lobby.transport.receive(reply(op + 1, Code.Ok, result)));
  }

  it('opens the bind modal while no phone is bound', async () => {
    signedIn('');
    renderWithI18n(<BindPhoneButton />);
    await waitFor(() => answer(Op.PhoneBindIcon, { Show: true, IsBound: false, Bonus: 30000 }));
    fireEvent.click(screen.getByRole('button', { name: /綁定手機號碼/ }));
    expect(useBindPhoneStore.getState().view).toBe('form');
  });

  it('shows the bound number, masked, and the accounts on it (12390); no button once the bonus is claimed', async () => {
    signedIn('0912345678');
    renderWithI18n(<BindPhoneButton />);
    await waitFor(() => answer(Op.PhoneBindIcon, { Show: false, IsBound: true, Bonus: 30000 }));
    await waitFor(() => answer(Op.PhoneBindAccount, { PhoneNumber: '0987654321', Accounts: [1, 2].map((id) => ({ Player: { PlayerID: id, Name: `p${id}`, RegistTime: '2025-01-01' }, Level: 1 })) }));
    expect(await screen.findByText('0987***321')).toBeInTheDocument();
    expect(screen.getByText('此門號共 2 個帳號')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a bound phone whose bonus is unclaimed (10640 Show) offers 領取 until claimed: the claim alone, then the reward', async () => {
    signedIn('0912345678');
    post.mockImplementation(async (path: string) => fine(path));
    renderWithI18n(
      <>
        <BindPhoneButton />
        <BindPhoneHost />
      </>,
    );
    await waitFor(() => answer(Op.PhoneBindIcon, { Show: true, IsBound: true, Bonus: 30000 }));
    fireEvent.click(await screen.findByRole('button', { name: '領取 30,000 金幣' }));
    expect(await screen.findByRole('dialog', { name: '手機綁定獎勵' })).toBeInTheDocument();
    expect(post.mock.calls.map(([path]) => path)).toEqual([AccountPath.BindBonusClaim]);
    // the row reads the lobby again: claimed now
    await waitFor(() => answer(Op.PhoneBindIcon, { Show: false, IsBound: true, Bonus: 30000 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /領取 30,000/ })).not.toBeInTheDocument());
  });

  it('a refused claim alone shows its error and 確定 closes (no bind form for a bound phone)', async () => {
    signedIn('0912345678');
    post.mockResolvedValue(bindFail(Code.InvalidInput));
    renderWithI18n(
      <>
        <BindPhoneButton />
        <BindPhoneHost />
      </>,
    );
    await waitFor(() => answer(Op.PhoneBindIcon, { Show: true, IsBound: true, Bonus: 30000 }));
    fireEvent.click(await screen.findByRole('button', { name: '領取 30,000 金幣' }));
    await waitFor(() => expect(useBindPhoneStore.getState().view).toBe('error'));
    act(() => acknowledgeBindError());
    expect(useBindPhoneStore.getState().view).toBeNull();
  });
});
