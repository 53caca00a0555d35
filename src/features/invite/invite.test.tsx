/**
 * The invitation page and the required referral modal: my code with copy, bind refusals by
 * code (100001 own, 100009 unknown, 200024 bound already), progress with claim (bag updated
 * through applyBag), progress hidden for owl, crab's custom modal, lion's standard one, 稍後再說.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactElement } from 'react';
import { BrandProvider, getBrand, type BrandId } from '@/brand';
import { Code, InviteTier, Op, type InviteInfoResult, type Result } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import { useWalletStore } from '@/features/wallet/store';
import invite from '@locales/zh_tw/invite.json';
import { InvitePage } from './components/invite-page';
import { ReferralModal } from './components/referral-modal';
import { resetInvite, useInviteStore } from './store';

type Answer = Result<unknown>;
const request = vi.fn<(op: number, payload: Record<string, unknown>) => Promise<Answer>>();
vi.mock('@/socket', () => ({
  getSockets: () => ({ lobby: { request: (op: number, payload: Record<string, unknown>) => request(op, payload), subscribeState: () => () => {}, getState: () => 'idle' } }),
}));

function renderWith(ui: ReactElement, brandId: BrandId = 'crab') {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'invite', invite);
  return render(
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand(brandId)}>{ui}</BrandProvider>
    </I18nextProvider>,
  );
}

const info = (fields: Partial<InviteInfoResult> = {}): InviteInfoResult => ({
  FriendCode: 'ABCD2345',
  Inviter: null,
  RegistTime: Date.now() - 3_600_000,
  Friends: [
    {
      PlayerID: 501,
      Name: '小明',
      VIPLevel: 3,
      PhoneBound: false,
      BindTime: 1,
      Rewards: [
        { Tier: InviteTier.PhoneBound, ItemID: 1, Amount: 20_000, Reached: false, Claimed: false },
        { Tier: InviteTier.Vip3, ItemID: 1, Amount: 50_000, Reached: true, Claimed: false },
      ],
    },
  ],
  Total: 1,
  Claimable: 1,
  ...fields,
});

beforeEach(() => {
  resetInvite();
  request.mockReset();
  localStorage.clear();
  useWalletStore.setState({ items: { 1: 100 } });
});

describe('invitation page', () => {
  it('shows my code with a copy that says 複製成功, and the share link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    useInviteStore.setState({ info: info() });
    renderWith(<InvitePage />);
    expect(screen.getByTestId('friend-code')).toHaveTextContent('ABCD2345');
    expect(screen.getByText(`${window.location.origin}/zh_tw?invite=ABCD2345`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '複製邀請碼' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '複製成功' })).toBeInTheDocument());
    expect(writeText).toHaveBeenCalledWith('ABCD2345');
  });

  it.each([
    [Code.InvalidInput, '不能綁定自己的邀請碼'],
    [Code.NotFound, '查無此邀請碼'],
    [Code.NotEligible, '您已綁定過邀請碼'],
  ])('a bind refused with %i shows %s', async (code, text) => {
    useInviteStore.setState({ info: info() });
    request.mockResolvedValue({ ok: false, code, message: '' });
    renderWith(<InvitePage />);
    fireEvent.change(screen.getByLabelText('好友的邀請碼'), { target: { value: ' qwer7777 ' } });
    fireEvent.click(screen.getByRole('button', { name: '綁定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(request).toHaveBeenCalledWith(Op.InviteCodeBind, { FriendCode: 'QWER7777' });
  });

  it('a bind with no answer (timeout) shows the network text and keeps the form', async () => {
    useInviteStore.setState({ info: info() });
    request.mockResolvedValue({ ok: false, code: Code.Silent, message: '', lost: 'timeout' });
    renderWith(<InvitePage />);
    fireEvent.change(screen.getByLabelText('好友的邀請碼'), { target: { value: 'QWER7777' } });
    fireEvent.click(screen.getByRole('button', { name: '綁定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('連線逾時，請稍後再試');
    expect(screen.getByLabelText('好友的邀請碼')).toBeInTheDocument();
  });

  it('a bind that goes through shows the inviter instead of the form', async () => {
    useInviteStore.setState({ info: info() });
    request.mockImplementation(async (op) =>
      op === Op.InviteCodeBind
        ? { ok: true, result: { Inviter: { PlayerID: 42, Name: '阿華' } } }
        : { ok: true, result: info({ Inviter: { PlayerID: 42, Name: '阿華' } }) },
    );
    renderWith(<InvitePage />);
    fireEvent.change(screen.getByLabelText('好友的邀請碼'), { target: { value: 'QWER7777' } });
    fireEvent.click(screen.getByRole('button', { name: '綁定' }));
    expect(await screen.findByTestId('invite-inviter')).toHaveTextContent('您的邀請人：阿華（ID 42）');
    expect(screen.queryByLabelText('好友的邀請碼')).not.toBeInTheDocument();
  });

  it('lists progress: 未達成, 領取; a claim sends FriendRequest and puts the Bag in the wallet', async () => {
    useInviteStore.setState({ info: info() });
    request.mockImplementation(async (op) =>
      op === Op.InviteRewardClaim
        ? { ok: true, result: { Bag: { Items: { '1': { Amount: 50_100 } } }, Credited: { '1': 50_000 } } }
        : { ok: true, result: info({ Claimable: 0 }) },
    );
    renderWith(<InvitePage />);
    expect(screen.getByText('已邀請 1 位好友')).toBeInTheDocument();
    expect(screen.getByText('ID 501')).toBeInTheDocument();
    expect(screen.getByText('未達成')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '領取' }));
    await waitFor(() => expect(useWalletStore.getState().items?.[1]).toBe(50_100));
    expect(request).toHaveBeenCalledWith(Op.InviteRewardClaim, { FriendRequest: { PlayerID: 501, Tier: InviteTier.Vip3 } });
  });

  it('a refused claim (200024) says the reward is not reached yet', async () => {
    useInviteStore.setState({ info: info() });
    request.mockResolvedValue({ ok: false, code: Code.NotEligible, message: '' });
    renderWith(<InvitePage />);
    fireEvent.click(screen.getByRole('button', { name: '領取' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('尚未達成領取條件');
  });

  it('owl shows no progress (account §1: all brands but owl)', () => {
    useInviteStore.setState({ info: info() });
    renderWith(<InvitePage />, 'owl');
    expect(screen.getByTestId('friend-code')).toBeInTheDocument();
    expect(screen.queryByText('邀請進度')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '領取' })).not.toBeInTheDocument();
  });
});

describe('required referral modal', () => {
  it('crab gets the customised modal; 稍後再說 skips it', () => {
    useInviteStore.setState({ info: info({ Friends: [] }) });
    renderWith(<ReferralModal />, 'crab');
    expect(screen.getByRole('dialog', { name: '綁定推薦碼' })).toBeInTheDocument();
    expect(screen.getByTestId('crab-referral-head')).toHaveTextContent('歡迎加入！');
    act(() => fireEvent.click(screen.getByRole('button', { name: '稍後再說' })));
    expect(useInviteStore.getState().skipped).toBe(true);
  });

  it('lion gets the standard modal, prefilled with a shared link’s code', () => {
    localStorage.setItem('invite-code', 'LINK2345');
    renderWith(<ReferralModal />, 'lion');
    expect(screen.getByRole('dialog', { name: '綁定推薦碼' })).toBeInTheDocument();
    expect(screen.queryByTestId('crab-referral-head')).not.toBeInTheDocument();
    expect(screen.getByLabelText('好友的邀請碼')).toHaveValue('LINK2345');
  });
});
