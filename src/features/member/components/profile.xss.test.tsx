/**
 * The XSS corpus in the member centre (issue 38 item 2): every payload as the player's own
 * nickname and picture address (from the server's profile) on the profile card. Each shows as
 * written and the page holds no live markup (tests/xss/component.ts). (Other players' cards:
 * src/features/profile-card/player-card.xss.test.tsx.)
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandProvider, getBrand } from '@/brand';
import { createTestI18n } from '@/ui/testing';
import member from '@locales/zh_tw/member.json';
import { playerProfileResult } from '../../../../tests/fakes/results';
import { expectInert, expectShownAsText, setupXssTrap, XSS_RUNS } from '../../../../tests/xss/component';
import { ProfileCard } from './profile-card';

setupXssTrap();


describe('the XSS corpus in the member centre', () => {
  it.each(XSS_RUNS)('the profile card: the player\'s own nickname and picture address (payloads %i–%i)', (_first, _last, run) => {
    const i18n = createTestI18n();
    i18n.addResourceBundle('zh_tw', 'member', member);
    const wrap = (el: ReactElement) => (
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={getBrand('crab')}>{el}</BrandProvider>
      </I18nextProvider>
    );
    const card = (text: string, id: number) => <ProfileCard profile={playerProfileResult({ PlayerID: 100 + id, Name: text, PicURL: text, PictureSetting: 1, Information: text })} onEdit={() => undefined} />;
    const { container, rerender } = render(wrap(card('', 0)));
    for (const p of run) {
      rerender(wrap(card(p.text, p.id)));
      expectShownAsText(container, [p], `profile card of payload ${p.id}`);
      expectInert();
    }
  });
});
