/**
 * `POST /__qa/club` (QA mode only; docs/qa-api.md): a club with members in given roles at once.
 * Fresh signed-in players are made for the counts (`SubLeaders`, `Members`); existing players
 * join by id (`LeaderID`, `SubLeaderIDs`, `MemberIDs`; they must be in no club). Optional
 * capacity, chat room, description and exchange records. Answers the club id and every
 * member's PlayerID and Token by role. The name is not checked against the player rules.
 */
import * as z from 'zod/mini';
import { ClubLimits, ClubRoleId, Code, parsePayload, QaClubPath } from '../../src/protocol';
import { int, str } from '../../src/protocol/schema';
import { ReplyError } from '../errors';
import { answer, badRequest } from '../http/reply';
import type { Router } from '../http/router';
import { createQaPlayer } from '../qa/qa-players';
import type { Services } from '../services';
import { isUniqueViolation } from '../db/repositories/account-links';
import { clubTransaction } from './club-access';
import { notifyClubTab } from './membership-service';

const qaClubSchema = z.object({
  ClubName: z.optional(str(1, 64)),
  Capacity: z.optional(int(1, 100_000)),
  ChatEnabled: z.optional(z.boolean()),
  Description: z.optional(str(0, ClubLimits.DescriptionMax)),
  LeaderID: z.optional(int(1)),
  SubLeaderIDs: z.optional(z.array(int(1))),
  MemberIDs: z.optional(z.array(int(1))),
  /** Fresh players to add in these roles (besides the ids). */
  SubLeaders: z.optional(int(0, 50)),
  Members: z.optional(int(0, 500)),
  /** Names of the fresh players in order: leader (when no LeaderID), sub leaders, members. */
  Names: z.optional(z.array(str(1, 64))),
  /** VIP tier of the fresh players (default the account default). */
  VIPLevel: z.optional(int(0, 8)),
  /** Exchange records to seed; Repeat makes that many copies (paging tests). */
  Exchanges: z.optional(
    z.array(z.object({ PlayerID: int(1), Kind: int(1, 2), Gold: int(), Gems: int(), AgoMs: z.optional(int(0)), Repeat: z.optional(int(1, 5000)) })),
  ),
});

interface Seat {
  PlayerID: number;
  Token: string | null;
}

let qaClubSeq = 0;

export function registerQaClubRoute(router: Router, services: Services): void {
  router.post(QaClubPath, async (ctx) => {
    const parsed = parsePayload(qaClubSchema, ctx.body ?? {});
    if (!parsed.ok) return badRequest(parsed.error);
    const p = parsed.value;
    return answer(
      async () => {
        const names = [...(p.Names ?? [])];
        const fresh = async (): Promise<Seat> => createQaPlayer(services, { Name: names.shift(), VIPLevel: p.VIPLevel });
        const existing = async (id: number): Promise<Seat> => {
          if (!(await services.repos.players.find(id))) throw new ReplyError(Code.InvalidInput, `no player ${id}`);
          if (await services.repos.clubs.membershipOf(id)) throw new ReplyError(Code.InvalidInput, `player ${id} is in a club`);
          return { PlayerID: id, Token: null };
        };
        const leader = p.LeaderID ? await existing(p.LeaderID) : await fresh();
        const subs = [...(await seq(p.SubLeaderIDs ?? [], existing)), ...(await times(p.SubLeaders ?? 0, fresh))];
        const members = [...(await seq(p.MemberIDs ?? [], existing)), ...(await times(p.Members ?? 0, fresh))];
        const name = p.ClubName ?? `QA俱樂部${Date.now().toString(36)}${++qaClubSeq}`;
        const seats: [Seat, number][] = [[leader, ClubRoleId.Leader], ...subs.map((x): [Seat, number] => [x, ClubRoleId.SubLeader]), ...members.map((x): [Seat, number] => [x, ClubRoleId.Member])];
        const now = services.clock.now();
        // One commit: a refusal midway leaves no half-made club.
        const club = await clubTransaction(services, async ({ tx, menu }) => {
          const made = await tx.clubs.create({ name, leaderId: leader.PlayerID, chatEnabled: p.ChatEnabled ?? false }).catch((err: unknown) => {
            throw isUniqueViolation(err) ? new ReplyError(Code.InvalidInput, `club name "${name}" exists`) : err;
          });
          if (p.Capacity !== undefined) await menu.setCapacity(made.id, p.Capacity);
          if (p.Description !== undefined) await menu.setDescription(made.id, p.Description);
          for (const [seat, role] of seats) {
            if (!(await menu.insertMember(made.id, seat.PlayerID, role))) throw new ReplyError(Code.InvalidInput, `player ${seat.PlayerID} is in a club`);
          }
          for (const e of p.Exchanges ?? []) {
            const one = { clubId: made.id, playerId: e.PlayerID, kind: e.Kind, gold: e.Gold, gems: e.Gems, at: now - (e.AgoMs ?? 0) };
            await menu.addExchanges(Array.from({ length: e.Repeat ?? 1 }, () => one));
          }
          return made;
        });
        await notifyClubTab(services, seats.map(([s]) => s.PlayerID));
        return { body: { ClubID: club.id, ClubName: name, Leader: leader, SubLeaders: subs, Members: members } };
      },
      (err) => badRequest(err.message),
    );
  });
}

async function seq<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await fn(item));
  return out;
}

const times = <R>(n: number, fn: () => Promise<R>) => seq(Array.from({ length: n }, (_, i) => i), () => fn());
