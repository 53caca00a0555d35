/** The friends view's sections: 好友, 黑名單, 推薦好友, 邀請好友. */
export type FriendsSection = 'friends' | 'blocked' | 'recommended' | 'invited';
/** The sections ./friend-lists-store loads (the friend list is ./store's). */
export type ListSection = Exclude<FriendsSection, 'friends'>;

export const FRIENDS_SECTIONS: readonly FriendsSection[] = ['friends', 'blocked', 'recommended', 'invited'];
