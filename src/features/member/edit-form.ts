/**
 * The profile edit form's rules on the page (the server checks the same again): the nickname
 * is trimmed and must pass `nicknameProblem`; the introduction is at most INTRODUCTION_MAX
 * characters; only changed fields are sent. Refusals map to texts by code.
 */
import { Code, INTRODUCTION_MAX, nicknameProblem, type PlayerProfile, type ProfileModifyRequest } from '@/protocol';

export interface EditDraft {
  name: string;
  introduction: string;
  pictureSetting: 1 | 2;
  /** The picture for setting 1 (the uploaded one, or the profile's). */
  picUrl: string;
}

export function draftOf(profile: PlayerProfile): EditDraft {
  return { name: profile.Name, introduction: profile.Information, pictureSetting: profile.PictureSetting, picUrl: profile.PicURL };
}

/** The key (in `member` texts or an error code) of what is wrong with the draft, or null. */
export type DraftProblem = { field: 'name'; key: 'edit.nameEmpty' } | { field: 'name'; code: number } | { field: 'introduction'; key: 'edit.introTooLong' };

export function draftProblem(draft: EditDraft): DraftProblem | null {
  const name = draft.name.trim();
  const problem = nicknameProblem(name);
  if (problem === 'empty') return { field: 'name', key: 'edit.nameEmpty' };
  if (problem === 'invalid') return { field: 'name', code: Code.NicknameInvalid };
  if (Array.from(draft.introduction).length > INTRODUCTION_MAX) return { field: 'introduction', key: 'edit.introTooLong' };
  return null;
}

/** The 10160 payload: only what changed; null when nothing did. */
export function changes(profile: PlayerProfile, draft: EditDraft): ProfileModifyRequest | null {
  const out: ProfileModifyRequest = {};
  const name = draft.name.trim();
  if (name !== profile.Name) out.Name = name;
  if (draft.introduction !== profile.Information) out.Introduction = draft.introduction;
  if (draft.pictureSetting !== profile.PictureSetting || (draft.pictureSetting === 1 && draft.picUrl !== profile.PicURL)) {
    out.PicSetting = draft.pictureSetting;
    if (draft.pictureSetting === 1) out.PicURL = draft.picUrl;
  }
  if (Object.keys(out).length === 0) return null;
  out.Decode = false;
  return out;
}

/** Which field a refusal belongs to (the text shows under it); others show above the buttons. */
export function fieldOfCode(code: number): 'name' | 'introduction' | null {
  if (code === Code.NicknameInvalid || code === Code.NicknameTaken || code === Code.RenameLimit) return 'name';
  return null;
}

/**
 * The text of a refusal in the edit form: the catalogue's text for the profile codes
 * (200086 / 200087 / 200067 / 200119); a bad input or no answer (100001 means "own invitation
 * code" in the catalogue, not a profile text) shows the form's generic failure.
 */
export function refusalText(
  code: number,
  message: string | undefined,
  texts: { failed: string; errorText: (code: number, message?: string) => string | null },
): string {
  if (code === Code.InvalidInput || code === Code.Silent || code < 0) return texts.failed;
  return texts.errorText(code, message) ?? texts.failed;
}
