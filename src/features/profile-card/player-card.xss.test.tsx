/**
 * The XSS corpus on the player card (issue 38 item 2): every payload as another player's
 * nickname, bio and club name, one card after the other in the real card dialog. Each shows as
 * written (three times: name, club, bio) and the page holds no live markup
 * (tests/xss/component.ts).
 */
import { act } from '@testing-library/react';
import { PlayerCardDialog } from '@/features/chat/components/player-card-dialog';
import { resetChat } from '@/features/chat/handlers';
import { useChatStore } from '@/features/chat/store';
import { registerWholeChat, renderChat } from '@/features/chat/test-utils';
import { useUnreadStore } from '@/features/chat/unread-store';
import { createTestSocket } from '../../../tests/fakes/test-socket';
import { playerProfileResult } from '../../../tests/fakes/results';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS } from '../../../tests/xss/component';
import { PROFILE_NS } from './texts';

setupXssTrap();

let chat: ReturnType<typeof createTestSocket>;
let lobby: ReturnType<typeof createTestSocket>;
let off: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  chat = createTestSocket('chat');
  lobby = createTestSocket('lobby');
  off = registerWholeChat(chat.client, lobby.client);
  chat.ready();
  lobby.ready();
  act(() => useUnreadStore.setState({ selfId: 1 }));
});
afterEach(() => {
  off();
  chat.client.dispose();
  lobby.client.dispose();
  act(() => resetChat());
  vi.useRealTimers();
});

describe('the XSS corpus on the player card', () => {
  it('nicknames, bios and club names show as written, nothing live', async () => {
    const r = renderChat(<PlayerCardDialog />);
    for (const p of XSS_PAYLOADS) {
      const profile = playerProfileResult({ PlayerID: 100 + p.id, Name: p.text, Information: p.text, Club: { ClubID: 1, ClubName: p.text, KickoutBtn: false } });
      act(() => useChatStore.setState({ playerCard: { playerId: profile.PlayerID, profile, errorCode: null } }));
      // the card's texts (profile.json) load with the first card
      if (p === XSS_PAYLOADS[0]) {
        await act(async () => {
          await vi.dynamicImportSettled();
        });
        expect(r.i18n.hasResourceBundle('zh_tw', PROFILE_NS)).toBe(true);
      }
      expectShownAsText(document.querySelector('[role="dialog"]'), [p], `card of payload ${p.id}`, () => 3);
      expectInert();
    }
  });
});
