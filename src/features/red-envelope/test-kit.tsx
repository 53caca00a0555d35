/**
 * Test-only helpers of the red envelope feature: a lobby test socket with the module
 * registered, replies to its requests, envelope fixtures and a render with the real zh_tw
 * texts (common, errors, chat, red-envelope).
 */
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { BrandProvider, getBrand, type BrandId } from '@/brand';
import { Code, RedEnvelopeLimits, RedEnvelopeMethod, RedEnvelopeStatus, reply, type RedEnvelope } from '@/protocol';
import { resetSocketsForTests } from '@/socket';
import { installTestSockets } from '../../../tests/fakes/test-socket';
import chat from '@locales/zh_tw/chat.json';
import common from '@locales/zh_tw/common.json';
import errors from '@locales/zh_tw/errors.json';
import envelopeTexts from '@locales/zh_tw/red-envelope.json';
import { createRedEnvelopeModule } from './on-demand';
import { setEnvelopesOffered } from './permission';
import { NS } from './texts';

export const T0 = Date.UTC(2026, 0, 1, 4, 0, 0);

export function envelope(fields: Partial<RedEnvelope> = {}): RedEnvelope {
  return {
    RedEnvelopeID: 42,
    CreatorID: 7,
    CreatorName: '財神',
    Title: '恭喜發財',
    Content: '新年快樂',
    Amount: 1000,
    Quantity: 10,
    Method: RedEnvelopeMethod.Random,
    Status: RedEnvelopeStatus.Open,
    ReceivedCount: 0,
    ReceivedAmount: 0,
    RefundAmount: 0,
    CreateTime: T0,
    ExpireTime: T0 + RedEnvelopeLimits.LifetimeMs,
    ...fields,
  };
}

/** A lobby test socket, ready, with the envelope module registered on it (brand offering envelopes unless told). */
export function envelopeLobby(offers = true) {
  const { lobby, sockets } = installTestSockets();
  setEnvelopesOffered(offers);
  const feature = createRedEnvelopeModule();
  const off = feature.register(sockets);
  lobby.ready();
  /** The frames sent so far (JSON-parsed), after letting the send queue's pacing run. */
  const sent = async (op?: number) => {
    await vi.advanceTimersByTimeAsync(1000);
    const all = lobby.transport.sent as unknown as Record<string, unknown>[];
    return op === undefined ? all : all.filter((f) => f.OP === op);
  };
  /** The server answers: a reply frame with `code` and `result`. */
  const answer = async (op: number, code: number = Code.Ok, result: unknown = null) => {
    lobby.transport.receive(reply(op, code, result as never));
    await vi.advanceTimersByTimeAsync(0);
  };
  const dispose = () => {
    off();
    feature.reset();
    resetSocketsForTests();
  };
  return { lobby, module: feature, sent, answer, dispose };
}

/** Renders inside i18n (zh_tw common, errors, chat and the envelope texts) and a brand (crab offers envelopes). */
export function renderEnvelope(
  ui: ReactElement,
  { brandId = 'crab', ...options }: Omit<RenderOptions, 'wrapper'> & { brandId?: BrandId } = {},
) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'zh_tw',
    fallbackLng: 'zh_tw',
    ns: ['common', 'errors', 'chat', NS],
    defaultNS: 'common',
    resources: { zh_tw: { common, errors, chat, [NS]: envelopeTexts } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand(brandId)}>{children}</BrandProvider>
    </I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}
