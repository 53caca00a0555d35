/**
 * The XSS corpus in the top bar (issue 38 item 2): every payload as the signed-in player's
 * nickname (the session's, from the server) on the player chip — its text and the account
 * menu button's name. Each shows as written and the page holds no live markup
 * (tests/xss/component.ts).
 */
import { useSession } from 'next-auth/react';
import { renderWithI18n } from '@/ui/testing';
import { expectInert, expectShownAsText, setupXssTrap, type XssPayload, XSS_RUNS } from '../../../../tests/xss/component';
import { PlayerChip } from './player-chip';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));
vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
vi.mock('@/features/session', () => ({ useSignOut: () => vi.fn() }));

setupXssTrap();


const signedInAs = (p: XssPayload) =>
  vi.mocked(useSession).mockReturnValue({
    status: 'authenticated',
    update: vi.fn(),
    data: {
      expires: '',
      sessionTag: 't',
      publicKey: '',
      provider: 'guest',
      channel: 'web',
      userRefreshedAt: 0,
      baseURL: '',
      playerID: 1001,
      isRegist: false,
      signInError: null,
      phone: '',
      user: { name: p.text, playerID: 1001, vipLevel: 3, level: 12 },
    },
  });

describe('the XSS corpus in the top bar', () => {
  it.each(XSS_RUNS)('the player chip: the player\'s own nickname (payloads %i–%i)', (_first, _last, run) => {
    signedInAs(run[0]!);
    const { container, rerender } = renderWithI18n(<PlayerChip />);
    for (const p of run) {
      signedInAs(p);
      rerender(<PlayerChip />);
      const chip = container.querySelector('button');
      expectShownAsText(chip, [p], `chip of payload ${p.id}`);
      expect(chip?.getAttribute('aria-label'), `chip of payload ${p.id}`).toBe(`${p.text} 的帳號選單`);
      expectInert();
    }
  });
});
