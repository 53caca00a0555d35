import { I18nextProvider } from 'react-i18next';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { BrandProvider, getBrand, type BrandId } from '@/brand';
import { createTestI18n } from '@/ui/testing';
import type { GiftPush } from '@/protocol/gift';
import gifts from '@locales/zh_tw/gifts.json';

/** Test-only: renders with the real zh_tw texts, the gifts namespace included, and a brand. */
export function renderGifts(ui: ReactElement, { brandId = 'crab' }: { brandId?: BrandId } = {}) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'gifts', gifts);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand(brandId)}>{children}</BrandProvider>
    </I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper }) };
}

/** A 30181 push (anchor as receiver, no name) with what a test changes. */
export const giftPush = (GiftID: number, ItemID = 42, extra: Partial<GiftPush> = {}): GiftPush => ({
  GiftID,
  RoomID: 1,
  FromID: 2,
  FromName: '小明',
  ToID: 3,
  ToName: '',
  ItemID,
  Amount: 1,
  ...extra,
});
