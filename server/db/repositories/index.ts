import type { Db } from '../schema';
import { inTransaction } from '../tx';
import { accountLinksRepository } from './account-links';
import { alliancesRepository } from './alliances';
import { banRecordsRepository } from './ban-records';
import { announcementsRepository } from './announcements';
import { announcementArticlesRepository } from './announcement-articles';
import { chatRepository } from './chat';
import { chatRoomsRepository } from './chat-rooms';
import { clubsRepository } from './clubs';
import { gameAccessRepository } from './game-access';
import { gameRoundsRepository } from './game-rounds';
import { gamesRepository } from './games';
import { giftsRepository } from './gifts';
import { giftRecordsRepository } from './gift-records';
import { guestSignUpsRepository } from './guest-sign-ups';
import { invitationsRepository } from './invitations';
import { honorRecordsRepository } from './honor-records';
import { liveRoomsRepository } from './live-rooms';
import { locksRepository } from './locks';
import { mailsRepository } from './mails';
import { mutesRepository } from './mutes';
import { oidcIdentitiesRepository } from './oidc-identities';
import { passbookRepository } from './passbook';
import { phoneRepository } from './phone';
import { playerListsRepository } from './player-lists';
import { playersRepository } from './players';
import { redEnvelopesRepository } from './red-envelopes';
import { relationshipsRepository } from './relationships';
import { smsRepository } from './sms';
import { socketTicketsRepository } from './socket-tickets';
import { taskProgressRepository } from './task-progress';
import { tokensRepository } from './tokens';
import { walletRepository } from './wallet';
import { nicknamesRepository } from './nicknames';
import { vipRepository } from './vip';

/**
 * Every repository over one handle. Call again with a transaction to make several
 * repositories write in one commit: `db.transaction().execute(trx => repositories(trx, now)…)`.
 */
export function repositories(db: Db, now: () => number) {
  return {
    db,
    now,
    players: playersRepository(db, now),
    tokens: tokensRepository(db),
    wallet: walletRepository(db, now),
    passbook: passbookRepository(db),
    clubs: clubsRepository(db, now),
    announcements: announcementsRepository(db, now),
    announcementArticles: announcementArticlesRepository(db, now),
    chat: chatRepository(db, now),
    chatRooms: chatRoomsRepository(db),
    alliances: alliancesRepository(db, now),
    mutes: mutesRepository(db, now),
    relationships: relationshipsRepository(db, now),
    playerLists: playerListsRepository(db),
    games: gamesRepository(db),
    sms: smsRepository(db, now),
    guestSignUps: guestSignUpsRepository(db, now),
    phone: phoneRepository(db, now),
    oidcIdentities: oidcIdentitiesRepository(db, now),
    socketTickets: socketTicketsRepository(db),
    locks: locksRepository(db),
    redEnvelopes: redEnvelopesRepository(db),
    liveRooms: liveRoomsRepository(db, now),
    gifts: giftsRepository(db, now),
    mails: mailsRepository(db),
    invitations: invitationsRepository(db, now),
    giftRecords: giftRecordsRepository(db),
    accountLinks: accountLinksRepository(db),
    honorRecords: honorRecordsRepository(db),
    taskProgress: taskProgressRepository(db),
    nicknames: nicknamesRepository(db),
    banRecords: banRecordsRepository(db),
    gameAccess: gameAccessRepository(db),
    gameRounds: gameRoundsRepository(db),
    vip: vipRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositories>;

/** Runs `fn` with repositories bound to one transaction (joins an open one). */
export function withTransaction<T>(repos: Repositories, fn: (tx: Repositories) => Promise<T>): Promise<T> {
  return inTransaction(repos.db, (trx) => fn(repositories(trx, repos.now)));
}
