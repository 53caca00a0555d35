/**
 * The XSS corpus in the chat's player lists (issue 38 item 2): every payload as a friend's (or
 * search result's) nickname, as a private room's name and last message, and as the name over
 * an open conversation. Lists render all 65 at once; each payload shows as written and the page
 * holds no live markup (tests/xss/component.ts).
 */
import { screen } from '@testing-library/react';
import { listedPlayerResult } from '../../../../tests/fakes/results';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS } from '../../../../tests/xss/component';
import { resetChat } from '../handlers';
import { renderChat, T0 } from '../test-utils';
import { ConversationHeader } from './conversation-header';
import { FriendItem } from './friend-item';
import { PrivateRoomItem } from './private-room-item';

setupXssTrap();
afterEach(() => resetChat());

describe('the XSS corpus in the chat player lists', () => {
  it('friend list and search results: nicknames', () => {
    renderChat(
      <ul data-testid="friends">
        {XSS_PAYLOADS.map((p) => (
          <FriendItem key={p.id} player={listedPlayerResult({ PlayerID: 100 + p.id, Name: p.text, Online: p.id % 2 === 0, VIPLevel: 3 })} />
        ))}
      </ul>,
    );
    const rows = screen.getByTestId('friends').children;
    for (const p of XSS_PAYLOADS) expectShownAsText(rows[p.id - 1]!, [p], `friend ${p.id}`);
    expectInert();
  });

  it('private room list: names and last messages', () => {
    renderChat(
      <ul data-testid="rooms">
        {XSS_PAYLOADS.map((p) => (
          <PrivateRoomItem
            key={p.id}
            room={{ PlayerID: 100 + p.id, Name: p.text, PictureURL: '', PictureSetting: 2, VIPLevel: 0, Online: true, CreateTime: T0, Message: p.text }}
            now={T0}
          />
        ))}
      </ul>,
    );
    const rows = screen.getByTestId('rooms').children;
    for (const p of XSS_PAYLOADS) expectShownAsText(rows[p.id - 1]!, [p], `room ${p.id}`, () => 2);
    expectInert();
  });

  it('an open conversation: the other player\'s name', () => {
    const { rerender, container } = renderChat(<ConversationHeader peer={{ PlayerID: 1, Name: '', PictureURL: '', PictureSetting: 2 }} />);
    for (const p of XSS_PAYLOADS) {
      rerender(<ConversationHeader peer={{ PlayerID: 100 + p.id, Name: p.text, PictureURL: '', PictureSetting: 2 }} />);
      expectShownAsText(container, [p], `conversation with ${p.id}`);
      expectInert();
    }
  });
});
