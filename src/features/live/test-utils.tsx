/** Test-only helpers of the live feature: rooms as the server sends them, and a render with the real zh_tw texts. */
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { BrandProvider, getBrand } from '@/brand';
import type { LiveRoomInfo } from '@/protocol';
import chat from '@locales/zh_tw/chat.json';
import common from '@locales/zh_tw/common.json';
import errors from '@locales/zh_tw/errors.json';
import live from '@locales/zh_tw/live.json';

/** A room with defaults (the demo stream). */
export function liveRoom(fields: Partial<LiveRoomInfo> & { RoomID: number }): LiveRoomInfo {
  return {
    Title: `直播間 ${fields.RoomID}`,
    AnchorName: '小美',
    AnchorID: 900,
    DownStreamUrl: '/live/demo-stream.mp4',
    TotalPlayerInRoom: 3,
    ...fields,
  };
}

/** Renders inside i18n (zh_tw common, errors, chat, live) and the crab brand. */
export function renderLive(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'zh_tw',
    fallbackLng: 'zh_tw',
    ns: ['common', 'errors', 'chat', 'live'],
    defaultNS: 'common',
    resources: { zh_tw: { common, errors, chat, live } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand('crab')}>{children}</BrandProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
