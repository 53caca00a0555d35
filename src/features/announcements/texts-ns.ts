/** The announcements' text namespace (locales/<lng>/announcements.json), for server and client. */
export const NS = 'announcements';
