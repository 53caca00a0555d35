/**
 * A chat tap (issue 40 item 2): on the play screen the conversation opens at once; elsewhere the
 * player goes to the play screen with it named in the query.
 */
import { act, renderHook } from '@testing-library/react';
import { useOpenChat } from './use-open-chat';
import { useChatStore } from './store';
import { useChatViewStore } from './view-store';

vi.mock('@/i18n/use-locale', () => ({ useLocale: () => 'id_id' }));

const peer = { PlayerID: 15, Name: '阿華', PictureURL: '', PictureSetting: 2 };

describe('useOpenChat', () => {
  it('away from the play screen: goes there with the conversation in the query, and the card closes', () => {
    const go = vi.fn();
    useChatStore.setState({ playerCard: { playerId: 15, profile: null, errorCode: null } as never });
    const { result } = renderHook(() => useOpenChat(go));
    act(() => result.current({ tab: 'private', peerId: 15 }, peer));
    expect(go).toHaveBeenCalledWith('/id_id/play-game/m?chatroom=private&peer=15');
    act(() => result.current({ tab: 'club' }));
    expect(go).toHaveBeenLastCalledWith('/id_id/play-game/m?chatroom=club');
    expect(useChatStore.getState().playerCard).toBeNull();
    expect(useChatViewStore.getState().open).toBe(false);
  });

  it('on the play screen: opens the conversation or tab at once, goes nowhere', () => {
    const go = vi.fn();
    useChatViewStore.setState({ windowMounted: true });
    const { result } = renderHook(() => useOpenChat(go));
    act(() => result.current({ tab: 'private', peerId: 15 }, peer));
    expect(useChatViewStore.getState()).toMatchObject({ open: true, tab: 'private', peer });
    act(() => result.current({ tab: 'club' }));
    expect(useChatViewStore.getState()).toMatchObject({ open: true, tab: 'club', peer: null });
    expect(go).not.toHaveBeenCalled();
  });
});
