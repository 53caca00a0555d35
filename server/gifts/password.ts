/**
 * The gift password (12870; a player gift needs it): 4–6 digits, stored as an scrypt hash
 * with a random salt (`scrypt$<salt hex>$<hash hex>`). Wrong entries (a wrong password, or a
 * wrong OldPassword when changing it) are counted per Taipei day; the 3rd wrong entry and
 * every try after it that day answer 200122 with Result { WrongEntries }.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { Code, GiftLimits } from '../../src/protocol';
import { taipeiDayStart } from '../clock';
import { withTransaction } from '../db/repositories';
import { ReplyError } from '../errors';
import type { Services } from '../services';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

export async function hashGiftPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function verifyGiftPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

function tooManyWrong(entries: number): ReplyError {
  return new ReplyError(Code.GiftWrongEntries, `${entries} wrong gift password entries today`, { WrongEntries: entries });
}

/** Wrong entries left today and whether a password is set (30231 Transfer). */
export async function passwordState(services: Services, playerId: number): Promise<{ set: boolean; triesLeft: number }> {
  const day = taipeiDayStart(services.clock.now());
  const [hash, daily] = await Promise.all([services.repos.gifts.passwordHash(playerId), services.repos.gifts.daily(playerId, day)]);
  return { set: hash !== undefined, triesLeft: Math.max(0, GiftLimits.PasswordTriesPerDay - daily.wrong_entries) };
}

/**
 * Checks `password` against the player's gift password. No password set → 200218 (nothing
 * counted). Wrong → counted; 200218, or 200122 once the day's entries reach the limit.
 */
export async function checkGiftPassword(services: Services, playerId: number, password: string | undefined): Promise<void> {
  const { repos } = services;
  const day = taipeiDayStart(services.clock.now());
  const { wrong_entries } = await repos.gifts.daily(playerId, day);
  if (wrong_entries >= GiftLimits.PasswordTriesPerDay) throw tooManyWrong(wrong_entries);
  const stored = await repos.gifts.passwordHash(playerId);
  if (stored === undefined) throw new ReplyError(Code.GiftPasswordWrong, 'no gift password set');
  if (password !== undefined && (await verifyGiftPassword(password, stored))) return;
  const entries = await withTransaction(repos, (tx) => tx.gifts.addWrongEntry(playerId, day));
  if (entries >= GiftLimits.PasswordTriesPerDay) throw tooManyWrong(entries);
  throw new ReplyError(Code.GiftPasswordWrong, 'wrong gift password');
}

/** 12870: sets the password; changing one needs the current one (a wrong one is counted). */
export async function setGiftPassword(services: Services, playerId: number, password: string, oldPassword: string | undefined): Promise<{ PasswordSet: true }> {
  if (!GiftLimits.PasswordPattern.test(password)) throw new ReplyError(Code.InvalidInput, 'Password: 4 to 6 digits');
  if ((await services.repos.gifts.passwordHash(playerId)) !== undefined) await checkGiftPassword(services, playerId, oldPassword);
  await services.repos.gifts.setPasswordHash(playerId, await hashGiftPassword(password));
  return { PasswordSet: true };
}

/** QA: sets the password without the old one and clears today's wrong entries. */
export async function forceGiftPassword(services: Services, playerId: number, password: string): Promise<void> {
  const day = taipeiDayStart(services.clock.now());
  const hash = await hashGiftPassword(password);
  await withTransaction(services.repos, async (tx) => {
    await tx.gifts.setPasswordHash(playerId, hash);
    await tx.gifts.clearWrongEntries(playerId, day);
  });
}
