/**
 * The ordered list of migrations. A static provider (not a folder scan) so the server
 * works the same under tsx, vitest and a bundler. Add new files as `002-…` here.
 */
import type { Migration } from 'kysely/migration';
import * as initialSchema from './001-initial-schema';
import * as chat from './002-chat';
import * as phone from './003-phone';
import * as walletRefs from './004-wallet-refs';
import * as chatClientId from './005-chat-client-id';
import * as abuseLimits from './006-abuse-limits';
import * as socketTickets from './007-socket-tickets';
import * as redEnvelopes from './008-red-envelopes';
import * as liveRooms from './009-live-rooms';
import * as gifts from './010-gifts';
import * as mail from './011-mail';
import * as profile from './013-profile';
import * as invitations from './014-invitations';
import * as tasksHonor from './015-tasks-honor';
import * as identityUnique from './016-identity-unique';
import * as gameRounds from './017-game-rounds';
import * as bigWin from './018-big-win';
import * as announcements from './019-announcements';
import * as rewards from './020-rewards';
import * as redeemCodes from './021-redeem-codes';
import * as banRecords from './022-ban-records';
import * as vipPoints from './023-vip-points';
import * as storeOrders from './024-store-orders';
import * as clubs from './025-clubs';
import * as invoiceEmail from './026-invoice-email';
import * as liveRoomSites from './027-live-room-sites';
import * as vaultUnlocks from './028-vault-unlocks';

export const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-chat': chat,
  '003-phone': phone,
  '004-wallet-refs': walletRefs,
  '005-chat-client-id': chatClientId,
  '006-abuse-limits': abuseLimits,
  '007-socket-tickets': socketTickets,
  '008-red-envelopes': redEnvelopes,
  '009-live-rooms': liveRooms,
  '010-gifts': gifts,
  '011-mail': mail,
  '013-profile': profile,
  '014-invitations': invitations,
  '015-tasks-honor': tasksHonor,
  '016-identity-unique': identityUnique,
  '017-game-rounds': gameRounds,
  '018-big-win': bigWin,
  '019-announcements': announcements,
  '020-rewards': rewards,
  '021-redeem-codes': redeemCodes,
  '022-ban-records': banRecords,
  '023-vip-points': vipPoints,
  '024-store-orders': storeOrders,
  '025-clubs': clubs,
  '026-invoice-email': invoiceEmail,
  '027-live-room-sites': liveRoomSites,
  '028-vault-unlocks': vaultUnlocks,
};
