/**
 * Names that pose as staff (issue 40 item 5): a nickname or club name holding 管理員, 客服, 官方,
 * 系統, GM or admin (and their simplified forms) is refused with 200067, whatever its width,
 * case, or the spaces and marks slipped between its letters (normalised as chat's sensitive
 * words are: ../chat/sensitive-words `normaliseForMatch`). Latin words count only standing
 * alone among Latin letters, so 'Bigmac' and 'badminton' stay free while 'G M', 'ＧＭ小明' and
 * 'admin01' do not. Chat messages may name staff ("問客服"): only names are checked.
 */
import { normaliseForMatch } from '../chat/sensitive-words';

/** The words, as the issue lists them, with their simplified forms. */
export const STAFF_WORDS: readonly string[] = ['管理員', '管理员', '客服', '官方', '系統', '系统', 'gm', 'admin'];

const LATIN = /^[a-z]+$/;

function posesAs(normalised: string, word: string): boolean {
  if (!LATIN.test(word)) return normalised.includes(word);
  for (let at = normalised.indexOf(word); at !== -1; at = normalised.indexOf(word, at + 1)) {
    const before = normalised[at - 1] ?? '';
    const after = normalised[at + word.length] ?? '';
    if (!/[a-z]/.test(before) && !/[a-z]/.test(after)) return true;
  }
  return false;
}

/** True when `name` poses as staff. */
export function posesAsStaff(name: string): boolean {
  const normalised = normaliseForMatch(name);
  return STAFF_WORDS.some((word) => posesAs(normalised, word));
}
