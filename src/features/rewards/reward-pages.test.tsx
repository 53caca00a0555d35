/**
 * The reward pages over a mocked lobby socket: the seven tiles and today's claim (bag applied,
 * the claimed state after, the countdown), a refused claim's text; the fire wheel turned to the
 * server's segment (reduced motion: at once; otherwise on transitionend) with the prize; the
 * special reward's claim and its not-eligible state; the sign-in prompt when signed out.
 */
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useSession } from 'next-auth/react';
import { Code, Op, type Result, type RewardsStatusResult } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import { useWalletStore } from '@/features/wallet/store';
import { useToastStore } from '@/ui/toast-store';
import rewardsText from '@locales/zh_tw/rewards.json';
import errorsText from '@locales/zh_tw/errors.json';
import { FireWheelPage } from './components/fire-wheel-page';
import { SevenDayPage } from './components/seven-day-page';
import { SpecialRewardPage } from './components/special-reward-page';
import { wheelRotation } from './rules';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
type Answer = Result<unknown>;
const request = vi.fn<(op: number, payload: Record<string, unknown>) => Promise<Answer>>();
vi.mock('@/socket', () => ({ getSockets: () => ({ lobby: { request: (op: number, payload: Record<string, unknown>) => request(op, payload) } }) }));
vi.mock('@/socket/use-socket-state', () => ({ useSocketState: () => 'ready' }));

const gold = (n: number) => ({ '1': n });
const DAY = 24 * 3600_000;
const status = (over: Partial<{ [K in keyof RewardsStatusResult]: Partial<RewardsStatusResult[K]> }> = {}): RewardsStatusResult => ({
  SevenDay: { Rewards: [2000, 3000, 5000, 8000, 12000, 20000, 100000].map(gold), ClaimedDays: 2, Today: 3, ClaimedToday: false, NextAt: Date.now() + DAY, ...over.SevenDay },
  FireWheel: { Segments: [1000, 5000, 2000, 20000, 3000, 50000, 10000, 200000].map((n) => ({ Items: gold(n) })), CanSpin: true, LastSegment: null, NextAt: Date.now() + DAY, ...over.FireWheel },
  Special: { Offered: true, Eligible: true, Claimed: false, Reward: gold(50000), MinVip: 2, ...over.Special },
});
const bag = (n: number) => ({ Items: { '1': { Amount: n } } });

function renderPage(page: ReactElement) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'rewards', rewardsText);
  return render(<I18nextProvider i18n={i18n}>{page}</I18nextProvider>);
}

beforeEach(() => {
  request.mockReset();
  vi.mocked(useSession).mockReturnValue({ status: 'authenticated', update: vi.fn(), data: { user: { playerID: 7 } } as never });
  useWalletStore.setState({ items: null });
  useToastStore.setState({ toasts: [] });
});

describe('seven-day sign-in page', () => {
  it('shows claimed / today / locked tiles, claims today once (double tap) and shows the countdown', async () => {
    let release: (a: Answer) => void = () => {};
    request.mockImplementation((op) => {
      if (op === Op.RewardsStatus) return Promise.resolve({ ok: true, result: status() });
      return new Promise((r) => (release = r));
    });
    renderPage(<SevenDayPage />);
    const tiles = await screen.findAllByTestId('sevenday-tile');
    expect(tiles.map((t) => t.dataset.state)).toEqual(['claimed', 'claimed', 'today', 'locked', 'locked', 'locked', 'locked']);
    expect(tiles[2]).toHaveTextContent('第 3 天');
    expect(tiles[2]).toHaveTextContent('日金 × 5,000');
    const button = screen.getByRole('button', { name: rewardsText.sevenDay.claim });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(request.mock.calls.filter(([op]) => op === Op.SevenDayClaim)).toHaveLength(1);
    await act(async () => release({ ok: true, result: { SevenDay: status({ SevenDay: { ClaimedDays: 3, ClaimedToday: true } }).SevenDay, Credited: gold(5000), Bag: bag(7000) } }));
    expect(await screen.findByRole('button', { name: rewardsText.sevenDay.claimedToday })).toBeDisabled();
    expect(screen.getAllByTestId('sevenday-tile')[2]!.dataset.state).toBe('claimed');
    expect(screen.getByRole('timer')).toHaveTextContent(/下次簽到倒數 \d\d:\d\d:\d\d/);
    expect(useWalletStore.getState().items?.['1']).toBe(7000);
  });

  it("shows a refused claim's text (200411)", async () => {
    request.mockImplementation(async (op) => (op === Op.RewardsStatus ? { ok: true, result: status() } : { ok: false, code: Code.SevenDayClaimed, message: '' }));
    renderPage(<SevenDayPage />);
    fireEvent.click(await screen.findByRole('button', { name: rewardsText.sevenDay.claim }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((x) => x.message)).toEqual([errorsText['200411']]));
  });

  it('asks a signed-out visitor to sign in', async () => {
    vi.mocked(useSession).mockReturnValue({ status: 'unauthenticated', update: vi.fn(), data: null });
    renderPage(<SevenDayPage />);
    expect(await screen.findByText(rewardsText.signIn)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });
});

describe('fire wheel page', () => {
  const spun = (segment: number): Answer => ({
    ok: true,
    result: { Segment: segment, Credited: gold(20000), FireWheel: status({ FireWheel: { CanSpin: false, LastSegment: segment } }).FireWheel, Bag: bag(30000) },
  });
  const setReducedMotion = (reduce: boolean) => {
    window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as never;
  };

  it('with reduced motion: jumps to the server segment and shows the prize at once', async () => {
    setReducedMotion(true);
    request.mockImplementation(async (op) => (op === Op.RewardsStatus ? { ok: true, result: status() } : spun(3)));
    renderPage(<FireWheelPage />);
    fireEvent.click(await screen.findByRole('button', { name: rewardsText.fireWheel.spin }));
    expect(await screen.findByTestId('fire-wheel-prize')).toHaveTextContent('日金 × 20,000');
    const wheel = screen.getByTestId('fire-wheel');
    expect(wheel.style.transform).toBe(`rotate(${wheelRotation(0, 3, 8, 0)}deg)`);
    expect(wheel.style.transition).toBe('none');
    expect(screen.getByRole('button', { name: rewardsText.fireWheel.used })).toBeDisabled();
    expect(useWalletStore.getState().items?.['1']).toBe(30000);
  });

  it('animated: turns six times to the segment, shows the prize when the turn ends', async () => {
    setReducedMotion(false);
    request.mockImplementation(async (op) => (op === Op.RewardsStatus ? { ok: true, result: status() } : spun(5)));
    renderPage(<FireWheelPage />);
    fireEvent.click(await screen.findByRole('button', { name: rewardsText.fireWheel.spin }));
    const wheel = screen.getByTestId('fire-wheel');
    await waitFor(() => expect(wheel.style.transform).toBe(`rotate(${wheelRotation(0, 5, 8, 6)}deg)`));
    expect(wheel.style.transition).toMatch(/^transform \d+ms/);
    expect(screen.queryByTestId('fire-wheel-prize')).toBeNull();
    fireEvent.transitionEnd(wheel);
    expect(await screen.findByTestId('fire-wheel-prize')).toHaveTextContent('日金 × 20,000');
  });

  it('a used spin shows the countdown and a disabled button', async () => {
    request.mockResolvedValue({ ok: true, result: status({ FireWheel: { CanSpin: false, LastSegment: 2 } }) });
    renderPage(<FireWheelPage />);
    expect(await screen.findByRole('button', { name: rewardsText.fireWheel.used })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/下次轉動倒數/);
  });
});

describe('special reward page', () => {
  it('claims an eligible reward once, then shows it claimed', async () => {
    request.mockImplementation(async (op) =>
      op === Op.RewardsStatus
        ? { ok: true, result: status() }
        : { ok: true, result: { Special: status({ Special: { Claimed: true } }).Special, Credited: gold(50000), Bag: bag(50000) } },
    );
    renderPage(<SpecialRewardPage />);
    expect(await screen.findByTestId('special-reward')).toHaveTextContent('日金 × 50,000');
    expect(screen.getByText('VIP 等級達 2 即可領取一次')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: rewardsText.special.claim }));
    expect(await screen.findByRole('button', { name: rewardsText.special.claimed })).toBeDisabled();
  });

  it('below the condition: the button says so and is disabled', async () => {
    request.mockResolvedValue({ ok: true, result: status({ Special: { Eligible: false } }) });
    renderPage(<SpecialRewardPage />);
    expect(await screen.findByRole('button', { name: rewardsText.special.notEligible })).toBeDisabled();
  });
});
