/**
 * The feature contract's reset (issue 7): after activity, `chatFeature.reset()` leaves every
 * piece of chat state as on a fresh page, and no chat module keeps state outside the stores
 * and the runtime (a module-level `let` or collection would survive a reset).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ChannelType, Code, Op, reply } from '@/protocol';
import { createTestSocket } from '../../../tests/fakes/test-socket';
import { openChatWindow, sendDraft, setDraft } from './actions';
import { chatModule } from './on-demand';
import { chatRuntime, newChatRuntime } from './runtime';
import { initialChatState, useChatStore } from './store';
import { registerWholeChat } from './test-utils';
import { initialUnreadState, useUnreadStore } from './unread-store';
import { noteVipNoticeShown } from './vip-notice';
import { initialViewState, useChatViewStore } from './view-store';

describe('chat reset', () => {
  afterEach(() => vi.useRealTimers());

  it('forgets every store, timer, pacing, notice and unsent message', () => {
    vi.useFakeTimers();
    const chat = createTestSocket('chat');
    const off = registerWholeChat(chat.client);
    chat.ready();
    chat.transport.receive(reply(Op.ChatUnreadReply, Code.Ok, { AnnouncementTotal: 1, PublicTotal: 2, PrivateTotal: 3, ClubTotal: 0, EnableClub: false }));
    chat.transport.receive(reply(Op.ChatAllianceListReply, Code.ClubNotMember, null));
    openChatWindow('public'); // a read mark waits 2 s
    chat.transport.receive(reply(Op.ChatHistoryReply, Code.Ok, { ChannelType: ChannelType.Public, PlayerID: 0, Page: 1, PerPage: 20, StartTime: 1, StartSeq: 0, HasMore: false, Msgs: [] }));
    setDraft('一');
    sendDraft({ vipLevel: 1 }); // pacing, outbox, VIP notice
    setDraft('二');
    sendDraft({ vipLevel: 1 }); // a trailing send waits
    noteVipNoticeShown();
    openChatWindow('public'); // the read mark waits again
    vi.advanceTimersByTime(150); // the socket's paced frames leave; the trailing send (300 ms) and the read mark (2 s) still wait
    expect(chatRuntime().trailingSend).not.toBeNull();
    expect(chatRuntime().pendingMarks.size).toBe(1);
    expect(chatRuntime()).not.toEqual(newChatRuntime());
    expect(useUnreadStore.getState()).not.toEqual(initialUnreadState());

    chatModule.reset();

    expect(chatRuntime()).toEqual(newChatRuntime());
    expect(useChatStore.getState()).toEqual(expect.objectContaining(initialChatState()));
    expect(useChatViewStore.getState()).toEqual(expect.objectContaining(initialViewState()));
    expect(useUnreadStore.getState()).toEqual(expect.objectContaining(initialUnreadState()));
    // No timer of the old session fires afterwards: nothing more is sent.
    const before = chat.transport.sent.length;
    vi.advanceTimersByTime(5000);
    expect(chat.transport.sent.slice(before)).toEqual([]);
    off();
    chat.client.dispose();
  });

  it('no chat module keeps module-level state of its own', () => {
    // Allowed, and why: runtime.ts is the one reset object; registration.ts counts the
    // handlers' registrations (undone by off(), not session data); settings.ts caches localStorage keyed by
    // its raw value (never stale) and its listeners are mounted components; announcement-html.ts
    // installs a DOMPurify hook once (configuration of the library, not session data).
    const allowed = new Set(['runtime.ts', 'registration.ts', 'settings.ts', 'announcement-html.ts']);
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const offenders: string[] = [];
    for (const file of fs.readdirSync(dir)) {
      if (!/\.tsx?$/.test(file) || file.includes('.test.') || allowed.has(file)) continue;
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const state = source.match(/^(let |var |const \w+ = new (Map|Set|WeakMap)\b[^(]*\(\))/gm);
      if (state) offenders.push(`${file}: ${state.join(', ')}`);
    }
    expect(offenders).toEqual([]);
  });
});
