/**
 * The club menu entries (chat §2 "Club menu entries") in the spec's order, each with the
 * ClubRights action that decides who sees it (docs/decisions/183-club-roles-and-rights.md): an
 * entry a role lacks is not shown at all.
 */
import { clubRoleMay, type ClubAction } from '@/protocol';

export const CLUB_MENU = [
  'description',
  'invite',
  'search',
  'exchangeRecords',
  'redEnvelope',
  'changeLeader',
  'assignSubLeader',
  'createChatRoom',
  'groupMessage',
  'applications',
  'dissolve',
  'leave',
] as const;
export type ClubMenuEntry = (typeof CLUB_MENU)[number];

/**
 * The right behind each entry. Search and exchange records are every member's (members see
 * their own records only): they follow the description's read right, which every role holds.
 */
const ENTRY_RIGHT: Record<ClubMenuEntry, ClubAction> = {
  description: 'viewDescription',
  invite: 'invite',
  search: 'viewDescription',
  exchangeRecords: 'viewDescription',
  redEnvelope: 'redEnvelope',
  changeLeader: 'changeLeader',
  assignSubLeader: 'assignSubLeader',
  createChatRoom: 'createChatRoom',
  groupMessage: 'groupMessage',
  applications: 'applications',
  dissolve: 'dissolve',
  leave: 'leave',
};

/** Entries that end or hand over membership: shown apart, in red, each behind a confirm. */
export const DESTRUCTIVE_ENTRIES: ReadonlySet<ClubMenuEntry> = new Set(['dissolve', 'leave']);

/** The entries `role` (ClubRoleId) sees, in menu order. */
export function clubMenuFor(role: number): ClubMenuEntry[] {
  return CLUB_MENU.filter((entry) => clubRoleMay(role, ENTRY_RIGHT[entry]));
}
