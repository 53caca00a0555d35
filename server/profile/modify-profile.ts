/**
 * 10160 modify profile (account §7): nickname (§5 rules, 200086 / 200087 / 200067 / 200119),
 * picture setting and introduction. The rename, its claim and the limit are one transaction:
 * a name taken meanwhile or a second rename from another tab rolls the whole change back.
 */
import {
  Code,
  INTRODUCTION_MAX,
  PictureSetting,
  RENAME_WINDOW_MS,
  nicknameKey,
  nicknameProblem,
  type PlayerProfile,
  type ProfileModifyRequest,
} from '../../src/protocol';
import { SENSITIVE_TEXT, sensitiveWords } from '../chat/sensitive-words';
import { posesAsStaff } from '../players/staff-names';
import { withTransaction } from '../db/repositories';
import { ReplyError } from '../errors';
import { ownProfile } from '../players/profile';
import type { Services } from '../services';
import { isOwnHeadshotUrl } from './headshot-url';

// The texts of account §8 (the page shows its own locale text by code).
const NICKNAME_INVALID = '暱稱須在10個半形中文、英文或數字字元以內';
const NICKNAME_TAKEN = '此暱稱已被使用';
const RENAME_LIMIT = '已達修改暱稱次數上限';

function decoded(text: string | undefined, decode: boolean | undefined): string | undefined {
  if (text === undefined || !decode) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    throw new ReplyError(Code.InvalidInput, 'Decode: not percent-encoded text');
  }
}

/** Applies a 10160 request for `playerId`; answers their own profile with Detail. */
export async function modifyProfile(services: Services, playerId: number, p: ProfileModifyRequest): Promise<PlayerProfile> {
  const { repos, clock } = services;
  const name = decoded(p.Name, p.Decode);
  const introduction = decoded(p.Introduction, p.Decode);
  const player = await repos.players.find(playerId);
  if (!player) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');

  const renaming = name !== undefined && name !== player.name;
  if (renaming) {
    if (nicknameProblem(name) !== null) throw new ReplyError(Code.NicknameInvalid, NICKNAME_INVALID);
    // A name is public everywhere: a warned word refuses it as well as a blocked one, and so
    // does a name that poses as staff (管理員, 客服, GM…).
    if (sensitiveWords.check(name) !== null || posesAsStaff(name)) throw new ReplyError(Code.SensitiveWords, SENSITIVE_TEXT);
  }
  if (introduction !== undefined) {
    if (Array.from(introduction).length > INTRODUCTION_MAX) throw new ReplyError(Code.InvalidInput, `Introduction: at most ${INTRODUCTION_MAX} characters`);
    if (sensitiveWords.check(introduction) === 'blocked') throw new ReplyError(Code.SensitiveWords, SENSITIVE_TEXT);
  }
  let picture: { picture_setting: number; pic_url?: string } | undefined;
  if (p.PicSetting === PictureSetting.Default) picture = { picture_setting: PictureSetting.Default };
  if (p.PicSetting === PictureSetting.Custom) {
    const url = p.PicURL ?? player.pic_url;
    if (!(await isOwnHeadshotUrl(services, url, playerId))) throw new ReplyError(Code.InvalidInput, 'PicURL: not a picture uploaded by this player');
    picture = { picture_setting: PictureSetting.Custom, pic_url: url };
  }

  await withTransaction(repos, async (tx) => {
    if (renaming) {
      const now = clock.now();
      const key = nicknameKey(name);
      if (await tx.nicknames.heldByOther(key, playerId)) throw new ReplyError(Code.NicknameTaken, NICKNAME_TAKEN);
      if (!(await tx.nicknames.renameWithin(playerId, name, now, RENAME_WINDOW_MS))) throw new ReplyError(Code.RenameLimit, RENAME_LIMIT);
      // Throwing rolls the rename back: a name claimed meanwhile by another player stays theirs.
      if (!(await tx.nicknames.claim(key, playerId, now))) throw new ReplyError(Code.NicknameTaken, NICKNAME_TAKEN);
    }
    const fields = { ...picture, ...(introduction === undefined ? {} : { information: introduction }) };
    if (Object.keys(fields).length > 0) await tx.players.update(playerId, fields);
  });

  const profile = await ownProfile(services, playerId);
  if (!profile) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
  return profile;
}
