/** Test-only: renders a rank page with the zh_tw texts (common, errors, rank), a brand and a lobby URL. */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandProvider, getBrand } from '@/brand';
import { RuntimeConfigProvider } from '@/config/runtime-context';
import { createTestI18n } from '@/ui/testing';
import rankText from '@locales/zh_tw/rank.json';

export const LOBBY = 'http://lobby.test';

export function renderRankPage(ui: ReactElement) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'rank', rankText);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <RuntimeConfigProvider value={{ lobbyUrl: LOBBY, locale: 'zh_tw' }}>
        <BrandProvider brand={getBrand('crab')}>{children}</BrandProvider>
      </RuntimeConfigProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
