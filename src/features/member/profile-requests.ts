/**
 * The member centre's calls: the own profile (11520 with the own id: with Detail), the edit
 * (10160) and the picture upload (POST /api/v1/headshot through this site's relay, which adds
 * the session token; the page never holds it).
 */
import { Code, HeadshotPath, HEADSHOT_MAX_BYTES, HEADSHOT_TYPES, Op, headshotResultSchema, type PlayerProfile, type ProfileModifyRequest } from '@/protocol';
import { SESSION_LOBBY_RELAY } from '@/config/lobby-http';
import { getSockets } from '@/socket';

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: number; message?: string };

/**
 * 11520 for oneself. The chat's player card sends 11520 too and replies of one OP are matched
 * in order: a reply about someone else (the card's) is not ours, so it is asked once more.
 */
export async function loadOwnProfile(playerId: number, attempts = 2): Promise<Outcome<PlayerProfile>> {
  const reply = await getSockets().lobby.request(Op.UserInfo, { PlayerID: playerId });
  if (reply.Code !== Code.Ok) return { ok: false, code: reply.Code, message: reply.Message };
  if (reply.Result.PlayerID === playerId) return { ok: true, value: reply.Result };
  return attempts > 1 ? loadOwnProfile(playerId, attempts - 1) : { ok: false, code: Code.Silent };
}

export async function saveProfile(payload: ProfileModifyRequest): Promise<Outcome<PlayerProfile>> {
  const reply = await getSockets().lobby.request(Op.ProfileModify, payload);
  return reply.Code === Code.Ok ? { ok: true, value: reply.Result } : { ok: false, code: reply.Code, message: reply.Message };
}

/** Why a chosen file is refused before upload: over 1 MB or not PNG / JPEG / WebP. */
export function pictureProblem(file: { size: number; type: string }): 'tooLarge' | 'type' | null {
  if (!(HEADSHOT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > HEADSHOT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Uploads a picture; answers the PicURL to save with PicSetting 1. */
export async function uploadPicture(file: Blob, fetchImpl: typeof fetch = fetch): Promise<Outcome<string>> {
  try {
    const response = await fetchImpl(`${SESSION_LOBBY_RELAY}${HeadshotPath.Upload}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    });
    const reply = (await response.json().catch(() => null)) as { Code?: unknown; Message?: unknown; Result?: unknown } | null;
    if (!reply || typeof reply.Code !== 'number') return { ok: false, code: Code.Silent };
    if (reply.Code !== Code.HttpOk) return { ok: false, code: reply.Code, message: typeof reply.Message === 'string' ? reply.Message : undefined };
    const result = headshotResultSchema.safeParse(reply.Result);
    return result.success ? { ok: true, value: result.data.PicURL } : { ok: false, code: Code.Silent };
  } catch {
    return { ok: false, code: Code.Silent };
  }
}
