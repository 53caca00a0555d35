/**
 * The required referral modal's slot: shown to a player whose account this device saw created
 * (crab, lion), not to an older or bound account, not in brands without the rule, not over
 * another modal; a shared link's ?invite= code is kept for the form.
 */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useSession } from 'next-auth/react';
import { BrandProvider, getBrand, type BrandId } from '@/brand';
import type { InviteInfoResult } from '@/protocol/invite';
import { REFERRAL_GRACE_MS } from '@/protocol/invite-rules';
import { closeModal, openModal } from '@/features/modals';
import { createTestI18n } from '@/ui/testing';
import invite from '@locales/zh_tw/invite.json';
import { InviteSlot } from './components/invite-slot';
import { PENDING_CODE_KEY, referralAskKey } from './rules';
import { resetInvite, useInviteStore } from './store';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
const pathname = vi.hoisted(() => ({ current: '/zh_tw/play-game/m' }));
vi.mock(import('next/navigation'), async (importOriginal) => ({ ...(await importOriginal()), usePathname: () => pathname.current }));

function session(isRegist: boolean, provider = 'line') {
  vi.mocked(useSession).mockReturnValue({
    status: 'authenticated',
    update: vi.fn(),
    data: { provider, isRegist, playerID: 7, user: { name: '玩家', playerID: 7, vipLevel: 1, level: 1 } } as never,
  });
}

const info = (fields: Partial<InviteInfoResult> = {}): InviteInfoResult => ({
  FriendCode: 'ABCD2345',
  Inviter: null,
  RegistTime: Date.now() - 60_000,
  Friends: [],
  Total: 0,
  Claimable: 0,
  ...fields,
});

function renderSlot(brandId: BrandId) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'invite', invite);
  return render(
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand(brandId)}>
        <InviteSlot />
      </BrandProvider>
    </I18nextProvider>,
  );
}

/**
 * Every dynamic import started so far has loaded and React has rendered what it brought: had
 * the slot asked for the modal's lazily loaded code, the dialog is in the page now.
 */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });

beforeEach(() => {
  pathname.current = '/zh_tw/play-game/m';
  resetInvite();
  localStorage.clear();
  closeModal();
});

describe('required referral slot', () => {
  it.each(['crab', 'lion'] as const)('%s: a just-created account is asked, and the ask is kept for the next visit', async (brand) => {
    session(true);
    useInviteStore.setState({ info: info() });
    renderSlot(brand);
    expect(await screen.findByRole('dialog', { name: '綁定推薦碼' })).toBeInTheDocument();
    expect(localStorage.getItem(referralAskKey(7))).toBe('1');
  });

  it('a later visit of that account is asked again (flag kept), unless a code is bound', async () => {
    session(false);
    localStorage.setItem(referralAskKey(7), '1');
    useInviteStore.setState({ info: info() });
    const { unmount } = renderSlot('crab');
    expect(await screen.findByRole('dialog', { name: '綁定推薦碼' })).toBeInTheDocument();
    unmount();
    useInviteStore.setState({ info: info({ Inviter: { PlayerID: 1, Name: 'A' } }) });
    renderSlot('crab');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('no ask: a brand without the rule, a guest, an account this device did not see created, not on a game page, another modal open', async () => {
    useInviteStore.setState({ info: info() });
    session(true);
    const dragon = renderSlot('dragon');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dragon.unmount();
    session(true, 'guest');
    const guest = renderSlot('crab');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    guest.unmount();
    session(false);
    const qa = renderSlot('crab');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    qa.unmount();
    session(true);
    pathname.current = '/zh_tw/member/info';
    const notPlaying = renderSlot('crab');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    notPlaying.unmount();
    pathname.current = '/zh_tw/play';
    act(() => {
      openModal({ kind: 'registrationSuccess' });
    });
    renderSlot('crab');
    await settle();
    expect(screen.queryByRole('dialog', { name: '綁定推薦碼' })).not.toBeInTheDocument();
  });

  it.each(['crab', 'lion'] as const)('%s past the grace days: asked on any device, after 稍後再說 too, with no 稍後再說 — only 返回首頁', async (brand) => {
    session(false);
    useInviteStore.setState({ info: info({ RegistTime: Date.now() - REFERRAL_GRACE_MS - 60_000 }), skipped: true });
    renderSlot(brand);
    const dialog = await screen.findByRole('dialog', { name: '綁定推薦碼' });
    expect(dialog).toHaveTextContent('註冊已滿 7 天，綁定推薦碼後才能開始遊戲。');
    expect(screen.queryByRole('button', { name: invite.modal.later })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: invite.modal.home })).toHaveAttribute('href', '/zh_tw');
  });

  it('past the grace days a guest is not asked (the lobby does not hold guests)', async () => {
    session(false, 'guest');
    useInviteStore.setState({ info: info({ RegistTime: Date.now() - REFERRAL_GRACE_MS - 60_000 }) });
    renderSlot('crab');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the code of a shared link (?invite=) for the bind form', () => {
    session(false);
    window.history.replaceState(null, '', '/zh_tw?invite=link2345');
    renderSlot('owl');
    expect(localStorage.getItem(PENDING_CODE_KEY)).toBe('LINK2345');
    window.history.replaceState(null, '', '/');
  });
});
