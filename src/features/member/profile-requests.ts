/**
 * The member centre's calls: the own profile (11520 with the own id: with Detail), the edit
 * (10160) and the picture upload (POST /api/v1/headshot through this site's relay, which adds
 * the session token; the page never holds it).
 */
import { accountHelperApi, Code, HEADSHOT_MAX_BYTES, HEADSHOT_TYPES, Op, type PlayerProfile, type ProfileModifyRequest, type Result } from '@/protocol';
import { lobbyUpload } from '@/http/lobby-call';
import { getSockets } from '@/socket';

/**
 * 11520 for oneself. The chat's player card sends 11520 too and replies of one OP are matched
 * in order: a reply about someone else (the card's) is not ours, so it is asked once more.
 */
export async function loadOwnProfile(playerId: number, attempts = 2): Promise<Result<PlayerProfile>> {
  const out = await getSockets().lobby.request(Op.UserInfo, { PlayerID: playerId });
  if (!out.ok || out.result.PlayerID === playerId) return out;
  return attempts > 1 ? loadOwnProfile(playerId, attempts - 1) : { ok: false, code: Code.Silent, message: '' };
}

export function saveProfile(payload: ProfileModifyRequest): Promise<Result<PlayerProfile>> {
  return getSockets().lobby.request(Op.ProfileModify, payload);
}

/** Why a chosen file is refused before upload: over 1 MB or not PNG / JPEG / WebP. */
export function pictureProblem(file: { size: number; type: string }): 'tooLarge' | 'type' | null {
  if (!(HEADSHOT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > HEADSHOT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Uploads a picture; answers the PicURL to save with PicSetting 1. */
export async function uploadPicture(file: Blob, fetchImpl: typeof fetch = fetch): Promise<Result<string>> {
  const reply = await lobbyUpload(accountHelperApi.HeadshotUpload, file, { fetchImpl });
  return reply.ok ? { ok: true, result: reply.result.PicURL } : reply;
}
