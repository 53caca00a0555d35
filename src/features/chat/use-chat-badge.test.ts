// @vitest-environment jsdom
import { lobbyUnreadTotal } from './use-chat-badge';
import { DEFAULT_SETTINGS, readSettings, saveSettings, SETTING_KEYS } from './settings';

describe('lobby chat badge', () => {
  const counts = { announcement: 2, public: 30, private: 4, club: 5, enableClub: true };

  it('counts private always, the others only while their switch is on', () => {
    expect(lobbyUnreadTotal(counts, DEFAULT_SETTINGS)).toBe(41);
    expect(lobbyUnreadTotal(counts, { ...DEFAULT_SETTINGS, showPublicUnread: false })).toBe(11);
    expect(lobbyUnreadTotal(counts, { showAnnouncementUnread: false, showPublicUnread: false, showClubUnread: false })).toBe(4);
    expect(lobbyUnreadTotal({ ...counts, enableClub: false }, DEFAULT_SETTINGS)).toBe(36);
    expect(lobbyUnreadTotal(null, DEFAULT_SETTINGS)).toBe(0);
  });
});

describe('chat settings in localStorage (spec keys)', () => {
  afterEach(() => localStorage.clear());

  it('are on until saved off, under showAnnouncementUnread / showPublicUnread / showClubUnread', () => {
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    saveSettings({ showAnnouncementUnread: true, showPublicUnread: false, showClubUnread: false });
    expect(localStorage.getItem(SETTING_KEYS.showAnnouncementUnread)).toBe('true');
    expect(localStorage.getItem('showPublicUnread')).toBe('false');
    expect(localStorage.getItem('showClubUnread')).toBe('false');
    expect(readSettings()).toEqual({ showAnnouncementUnread: true, showPublicUnread: false, showClubUnread: false });
  });
});
