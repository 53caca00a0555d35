import { playerProfileResult } from '../../../tests/fakes/results';
import { bagAmount, cardActions, pictureSettingOf } from './card-rules';

const other = (fields: Parameters<typeof playerProfileResult>[0] = {}) => playerProfileResult({ PlayerID: 9, Name: '阿華', ...fields });

describe('the profile card buttons (account §2, §4, §6)', () => {
  it('oneself: 發紅包 only, and only with the permission and brand', () => {
    expect(cardActions(other({ PlayerID: 1 }), 1, true)).toEqual(['envelope']);
    expect(cardActions(other({ PlayerID: 1 }), 1, false)).toEqual([]);
  });
  it('a stranger: 檢舉, 聊天, 贈禮, 加好友, 封鎖', () => {
    expect(cardActions(other({ Relationship: 0 }), 1, true)).toEqual(['chat', 'gift', 'addFriend', 'block']);
    // Without the field (an older server) the player counts as a stranger.
    expect(cardActions(other(), 1, false)).toEqual(['chat', 'gift', 'addFriend', 'block']);
  });
  it('a friend: 刪除 instead of 加好友', () => {
    expect(cardActions(other({ Relationship: 1 }), 1, false)).toEqual(['chat', 'gift', 'delete', 'block']);
  });
  it('a blocked player shows only 解除封鎖', () => {
    expect(cardActions(other({ Relationship: 2 }), 1, false)).toEqual(['unblock']);
  });
  it('HasBlock hides 封鎖', () => {
    expect(cardActions(other({ HasBlock: true }), 1, false)).not.toContain('block');
  });
  it('踢出俱樂部 only when Club.KickoutBtn', () => {
    expect(cardActions(other({ Club: { ClubID: 1, ClubName: '龍門', KickoutBtn: true } }), 1, false)).toContain('kick');
    expect(cardActions(other({ Club: { ClubID: 1, ClubName: '龍門', KickoutBtn: false } }), 1, false)).not.toContain('kick');
    // a blocked member: 解除封鎖 only, even with KickoutBtn (acct §2)
    expect(cardActions(other({ Relationship: 2, Club: { ClubID: 1, ClubName: '龍門', KickoutBtn: true } }), 1, false)).toEqual(['unblock']);
  });
});

describe('picture setting and bag amounts (account §3)', () => {
  it('setting 1 with an empty PicURL becomes 2', () => {
    expect(pictureSettingOf({ PictureSetting: 1, PicURL: '' })).toBe(2);
    expect(pictureSettingOf({ PictureSetting: 1, PicURL: 'https://f.example/a.png' })).toBe(1);
    expect(pictureSettingOf({ PictureSetting: 2, PicURL: 'https://f.example/a.png' })).toBe(2);
  });
  it('a missing item is 0', () => {
    expect(bagAmount({ Bag: { Items: { '1': { Amount: 5 } } } }, 1)).toBe(5);
    expect(bagAmount({ Bag: { Items: {} } }, 39)).toBe(0);
  });
});
