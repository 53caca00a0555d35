/**
 * Friend codes (account §3 "Invitation data" FriendCode): 8 characters of an alphabet without
 * look-alikes (0/O, 1/I/L), random, made the first time a player's code is asked for and kept
 * for good. A code another player holds already is drawn again.
 */
import { randomInt } from 'node:crypto';
import { FRIEND_CODE_ALPHABET, InviteLimits } from '../../src/protocol';
import type { Repositories } from '../db/repositories';

/** A fresh random code. */
export function generateFriendCode(pick: (n: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < InviteLimits.CodeLength; i++) code += FRIEND_CODE_ALPHABET[pick(FRIEND_CODE_ALPHABET.length)];
  return code;
}

/** The player's code, made now if they have none (concurrent first asks agree on one). */
export async function ensureFriendCode(repos: Repositories, playerId: number, generate: () => string = generateFriendCode): Promise<string> {
  const existing = await repos.invitations.codeOf(playerId);
  if (existing) return existing;
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = await repos.invitations.offerCode(playerId, generate());
    if (code) return code;
  }
  throw new Error(`no free friend code found for player ${playerId}`);
}
