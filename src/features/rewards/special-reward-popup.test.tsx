/**
 * The special reward popup: offered once per (server) Taipei day per player while claimable,
 * never when not eligible or claimed; the slot mounts it only on home and only for brands with
 * specialRewardPopup.
 */
import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useSession } from 'next-auth/react';
import { Op, type Result } from '@/protocol';
import { useFeature } from '@/brand/brand-context';
import { createTestI18n } from '@/ui/testing';
import rewardsText from '@locales/zh_tw/rewards.json';
import { SpecialRewardPopup } from './components/special-reward-popup';
import { SpecialRewardPopupSlot } from './components/special-reward-popup-slot';
import { popupKey } from './rules';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
let pathname = '/zh_tw';
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), usePathname: () => pathname, useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/brand/brand-context', () => ({ useFeature: vi.fn() }));
vi.mock('./components/special-reward-popup', async (real) => {
  const mod = await real<typeof import('./components/special-reward-popup')>();
  return { SpecialRewardPopup: vi.fn(mod.SpecialRewardPopup) };
});
vi.mock('next/dynamic', () => ({ default: () => (props: object) => <SpecialRewardPopup {...props} /> }));
const request = vi.fn<(op: number) => Promise<Result<unknown>>>();
vi.mock('@/socket', () => ({ getSockets: () => ({ lobby: { request: (op: number) => request(op) } }) }));
vi.mock('@/socket/use-socket-state', () => ({ useSocketState: () => 'ready' }));

// Server's next Taipei midnight 2025-01-16 00:00 → today is 2025-01-15.
const NEXT_AT = Date.UTC(2025, 0, 15, 16, 0, 0);
const answer = (special: object): Result<unknown> => ({
  ok: true,
  result: { SevenDay: { NextAt: NEXT_AT }, FireWheel: {}, Special: { Offered: true, Eligible: true, Claimed: false, Reward: { '1': 50000 }, MinVip: 2, ...special } },
});

function renderIt(node: ReactElement) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'rewards', rewardsText);
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

beforeEach(() => {
  localStorage.clear();
  request.mockReset();
  pathname = '/zh_tw';
  vi.mocked(useFeature).mockReturnValue(true);
  vi.mocked(useSession).mockReturnValue({ status: 'authenticated', update: vi.fn(), data: { user: { playerID: 7 } } as never });
});

describe('special reward popup', () => {
  it('is offered once per Taipei day while claimable', async () => {
    request.mockResolvedValue(answer({}));
    const first = renderIt(<SpecialRewardPopup />);
    expect(await screen.findByText(rewardsText.special.popupBody)).toBeInTheDocument();
    expect(localStorage.getItem(popupKey(7))).toBe('2025-01-15');
    first.unmount();
    renderIt(<SpecialRewardPopup />);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(rewardsText.special.popupBody)).toBeNull();
  });

  it.each([{ Eligible: false }, { Claimed: true }, { Offered: false }])('is not offered when %o', async (special) => {
    request.mockResolvedValue(answer(special));
    renderIt(<SpecialRewardPopup />);
    await waitFor(() => expect(request).toHaveBeenCalledWith(Op.RewardsStatus));
    expect(screen.queryByText(rewardsText.special.popupBody)).toBeNull();
    expect(localStorage.getItem(popupKey(7))).toBeNull();
  });

  it('the slot mounts it on home only, and only for brands with the flag', async () => {
    request.mockResolvedValue(answer({}));
    vi.mocked(SpecialRewardPopup).mockClear();
    pathname = '/zh_tw/other/mission';
    const away = renderIt(<SpecialRewardPopupSlot />);
    expect(vi.mocked(SpecialRewardPopup)).not.toHaveBeenCalled();
    away.unmount();
    vi.mocked(useFeature).mockReturnValue(false);
    pathname = '/zh_tw';
    const crab = renderIt(<SpecialRewardPopupSlot />);
    expect(vi.mocked(SpecialRewardPopup)).not.toHaveBeenCalled();
    crab.unmount();
    vi.mocked(useFeature).mockReturnValue(true);
    renderIt(<SpecialRewardPopupSlot />);
    expect(await screen.findByText(rewardsText.special.popupBody)).toBeInTheDocument();
  });
});
