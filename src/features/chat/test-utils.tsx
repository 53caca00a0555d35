/**
 * Test-only helpers of the chat feature: messages to feed the handlers, and a render with
 * the real zh_tw `common`, `errors` and `chat` texts.
 */
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { BrandProvider, getBrand } from '@/brand';
import type { ChatMessage, ReceivedChatMessage } from '@/protocol';
import { chatMessageResult, specChatMessageResult } from '../../../tests/fakes/results';
import type { SocketClient } from '@/socket';
import { registerChatHandlers, resetChat } from './handlers';
import { refreshRoomsIfLoaded } from './rooms';
import { registerUnreadHandlers } from './unread-feature';
import chat from '@locales/zh_tw/chat.json';
import common from '@locales/zh_tw/common.json';
import errors from '@locales/zh_tw/errors.json';

/** 2025-01-15 12:00 in Taipei (a Wednesday). */
export const T0 = Date.UTC(2025, 0, 15, 4, 0, 0);

/** A chat message with defaults; `Seq` and `ID` default to each other. */
export function msg(fields: Partial<ChatMessage> & { Seq: number }): ChatMessage {
  return chatMessageResult({
    ID: fields.Seq + 1000,
    Message: `訊息 ${fields.Seq}`,
    CreateTime: T0 + fields.Seq * 1000,
    Name: '王小美',
    VIPLevel: 4,
    ...fields,
  });
}

/** Messages with seqs from..to (inclusive). */
export function range(from: number, to: number, fields: Partial<ChatMessage> = {}): ChatMessage[] {
  const out: ChatMessage[] = [];
  for (let seq = from; seq <= to; seq++) out.push(msg({ ...fields, Seq: seq }));
  return out;
}

/**
 * A message shaped as chat spec §3 gives it (no Seq, no ChannelType, no display data), number
 * `n`: ID n + 1000, sent at T0 + n s, like `msg({ Seq: n })`.
 */
export function specMsg(n: number, fields: Partial<ReceivedChatMessage> = {}): ReceivedChatMessage {
  return specChatMessageResult({ ID: n + 1000, Message: `訊息 ${n}`, OriginalMessage: `訊息 ${n}`, CreateTime: T0 + n * 1000, ...fields });
}

/** Spec-shaped messages from..to (inclusive), oldest first. */
export function unsequenced(from: number, to: number, fields: Partial<ReceivedChatMessage> = {}): ReceivedChatMessage[] {
  const out: ReceivedChatMessage[] = [];
  for (let n = from; n <= to; n++) out.push(specMsg(n, fields));
  return out;
}

/** Renders inside i18n (zh_tw common, errors, chat) and the crab brand. */
export function renderChat(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'zh_tw',
    fallbackLng: 'zh_tw',
    ns: ['common', 'errors', 'chat'],
    defaultNS: 'common',
    resources: { zh_tw: { common, errors, chat } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand('crab')}>{children}</BrandProvider>
    </I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * Registers the whole chat on test sockets, as the page has it once the on-demand part
 * arrived: the always-loaded unread part and the window's handlers.
 */
export function registerWholeChat(chat: SocketClient, lobby?: SocketClient): () => void {
  const offUnread = registerUnreadHandlers(chat, { onOtherPlayer: resetChat, onStaleRooms: refreshRoomsIfLoaded });
  const offChat = registerChatHandlers(chat, lobby);
  return () => {
    offChat();
    offUnread();
  };
}
