/**
 * The XSS corpus in the friends view's other sections (issue 38 item 2): every payload as the
 * nickname and picture address of a player on the blacklist, among the recommended friends and
 * among the invited friends (all 65 in each list), in the row's text and in the names of its
 * buttons (查看 X 的玩家資訊, then 解除封鎖 X, 加 X 為好友 or 私訊 X). Each shows as written and the page holds no
 * live markup (tests/xss/component.ts). (The friend list and the nickname search: the chat's
 * src/features/chat/components/player-lists.xss.test.tsx.)
 */
import { act, waitFor } from '@testing-library/react';
import { resetChat } from '@/features/chat/handlers';
import { renderChat } from '@/features/chat/test-utils';
import { useProfileT } from '@/features/profile-card/texts';
import type { ListedPlayer } from '@/protocol';
import { listedPlayerResult } from '../../../../tests/fakes/results';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS, type XssPayload } from '../../../../tests/xss/component';
import { resetFriendLists, useFriendListsStore } from '../friend-lists-store';
import type { ListSection } from '../friend-sections';
import { SectionList } from './section-list';

// the lists are set below as their replies would leave them: nothing is asked
vi.mock('../friend-lists-store', async (original) => ({ ...(await original<typeof import('../friend-lists-store')>()), loadSection: vi.fn(async () => {}) }));

setupXssTrap();
afterEach(() =>
  act(() => {
    resetFriendLists();
    resetChat();
  }),
);

const player = (p: XssPayload): ListedPlayer => listedPlayerResult({ PlayerID: 100 + p.id, Name: p.text, PictureURL: p.text, PictureSetting: 1, Online: p.id % 2 === 0, VIPLevel: 3 });

function Section({ section }: { section: ListSection }) {
  const texts = useProfileT();
  return texts.ready ? <SectionList section={section} texts={texts} /> : null;
}

describe('the XSS corpus in the friends view\'s sections', () => {
  it.each([
    ['blocked', (name: string) => `解除封鎖 ${name}`],
    ['recommended', (name: string) => `加 ${name} 為好友`],
    ['invited', (name: string) => `私訊 ${name}`],
  ] as const)('%s: nicknames, in the rows and their buttons\' names', async (section, actionName) => {
    act(() => useFriendListsStore.setState({ [section]: { list: XSS_PAYLOADS.map(player), total: XSS_PAYLOADS.length, errorCode: null } }));
    const { container } = renderChat(<Section section={section} />);
    await waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(XSS_PAYLOADS.length));
    const rows = container.querySelectorAll('li');
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const row = rows[i]!;
      expectShownAsText(row, [p], `${section} row of payload ${p.id}`);
      const names = [...row.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
      expect(names, `${section} buttons of payload ${p.id}`).toEqual([`查看 ${p.text} 的玩家資訊`, actionName(p.text)]);
    }
    expectInert();
  });
});
