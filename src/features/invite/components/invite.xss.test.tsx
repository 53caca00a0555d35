/**
 * The XSS corpus on the invitation page (issue 38 item 2): every payload as the nickname of an
 * invited friend in the progress (all 65 at once), as the nickname of the player who invited
 * me, and as my friend code from the server (shown, and carried in the share link). Each shows
 * as written and the page holds no live markup (tests/xss/component.ts).
 */
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { BrandProvider, getBrand } from '@/brand';
import { InviteTier, type InviteInfoResult, type InvitedFriend } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import invite from '@locales/zh_tw/invite.json';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS, type XssPayload, XSS_RUNS } from '../../../../tests/xss/component';
import { resetInvite, useInviteStore } from '../store';
import { InvitePage } from './invite-page';

vi.mock('@/socket', () => ({
  getSockets: () => ({ lobby: { request: () => new Promise(() => {}), subscribeState: () => () => {}, getState: () => 'idle' } }),
}));

setupXssTrap();


afterEach(() => act(() => resetInvite()));

function renderPage() {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'invite', invite);
  return render(
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand('crab')}>
        <InvitePage />
      </BrandProvider>
    </I18nextProvider>,
  );
}

const friend = (p: XssPayload): InvitedFriend => ({
  PlayerID: 100 + p.id,
  Name: p.text,
  VIPLevel: 3,
  PhoneBound: true,
  BindTime: 1,
  Rewards: [
    { Tier: InviteTier.PhoneBound, ItemID: 1, Amount: 20_000, Reached: true, Claimed: true },
    { Tier: InviteTier.Vip3, ItemID: 1, Amount: 50_000, Reached: false, Claimed: false },
  ],
});

const info = (fields: Partial<InviteInfoResult>): InviteInfoResult => ({ FriendCode: 'ABCD2345', Inviter: null, RegistTime: 1, Friends: [], Total: 0, Claimable: 0, ...fields });

describe('the XSS corpus on the invitation page', () => {
  it('the progress: invited friends\' nicknames', () => {
    act(() => useInviteStore.setState({ info: info({ Friends: XSS_PAYLOADS.map(friend), Total: XSS_PAYLOADS.length }) }));
    const { container } = renderPage();
    const rows = container.querySelectorAll('[data-testid="invited-friend"]');
    expect(rows).toHaveLength(XSS_PAYLOADS.length);
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(rows[i]!, [p], `invited friend ${p.id}`);
    expectInert();
  });

  it.each(XSS_RUNS)('who invited me, and my friend code (payloads %i–%i)', (_first, _last, run) => {
    act(() => useInviteStore.setState({ info: info({}) }));
    const { container } = renderPage();
    for (const p of run) {
      act(() => useInviteStore.setState({ info: info({ FriendCode: p.text, Inviter: { PlayerID: 100 + p.id, Name: p.text } }) }));
      expectShownAsText(container.querySelector('[data-testid="invite-inviter"]'), [p], `inviter ${p.id}`);
      expectShownAsText(container.querySelector('[data-testid="friend-code"]'), [p], `friend code ${p.id}`);
      expect(container.textContent, `share link of ${p.id}`).toContain(`?invite=${encodeURIComponent(p.text)}`);
      expectInert();
    }
  });
});
