import { chatroomPath, chatTargetOf } from './chat-target';

describe('chat targets in the query (chat §2 chatroom)', () => {
  it('names a tab, or a private conversation with its peer', () => {
    expect(chatroomPath('zh_tw', { tab: 'club' })).toBe('/zh_tw/play-game/m?chatroom=club');
    expect(chatroomPath('id_id', { tab: 'private', peerId: 15 })).toBe('/id_id/play-game/m?chatroom=private&peer=15');
  });

  it('reads back what it wrote; an unknown tab or a bad peer is nothing', () => {
    const read = (search: string) => chatTargetOf(new URLSearchParams(search));
    expect(read('chatroom=club')).toEqual({ tab: 'club' });
    expect(read('chatroom=private&peer=15')).toEqual({ tab: 'private', peerId: 15 });
    // the private tab alone is the room list; a bad peer is the room list too
    expect(read('chatroom=private')).toEqual({ tab: 'private' });
    expect(read('chatroom=private&peer=-3')).toEqual({ tab: 'private' });
    expect(read('chatroom=private&peer=1e99')).toEqual({ tab: 'private' });
    expect(read('chatroom=club&peer=15')).toEqual({ tab: 'club' });
    expect(read('chatroom=lobby')).toBeNull();
    expect(read('')).toBeNull();
  });
});
