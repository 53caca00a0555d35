/**
 * Sensitive words (chat spec §8, 200067). Both the list and the message are normalised the
 * same way before a substring search, so a word survives neither full-width letters, case,
 * nor spaces and punctuation slipped between its characters, and a Chinese phrase is
 * found inside a sentence (Chinese has no word boundaries to rely on).
 */
import wordLists from '../data/sensitive-words.json';

export type WordVerdict = 'blocked' | 'warned' | null;

/** 200067's text (acct §8): 內容包含敏感字詞，請調整後重新發送. */
export const SENSITIVE_TEXT = '內容包含敏感字詞，請調整後重新發送';

// Separators, punctuation, symbols (incl. emoji) and invisible characters.
const IGNORED = /[\p{P}\p{S}\p{Z}\p{C}\s]/gu;

/** @example normaliseForMatch('代 . 儲') === '代儲'; normaliseForMatch('ＬＩＮＥ') === 'line' */
export function normaliseForMatch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(IGNORED, '');
}

export interface WordLists {
  blocked: readonly string[];
  warned: readonly string[];
}

export class SensitiveWordFilter {
  private readonly blocked: string[];
  private readonly warned: string[];

  constructor(lists: WordLists) {
    const prepare = (words: readonly string[]) => [...new Set(words.map(normaliseForMatch).filter((w) => w !== ''))];
    this.blocked = prepare(lists.blocked);
    this.warned = prepare(lists.warned);
  }

  /** 'blocked' refuses the message, 'warned' flags it, null lets it through. */
  check(text: string): WordVerdict {
    const normalised = normaliseForMatch(text);
    // A short list: a linear scan is faster than building an automaton. Revisit past ~1,000 words.
    if (this.blocked.some((w) => normalised.includes(w))) return 'blocked';
    if (this.warned.some((w) => normalised.includes(w))) return 'warned';
    return null;
  }

  /** The first blocked word found, for logs (never sent to the player). */
  firstBlocked(text: string): string | undefined {
    const normalised = normaliseForMatch(text);
    return this.blocked.find((w) => normalised.includes(w));
  }
}

/** The filter built from server/data/sensitive-words.json. */
export const sensitiveWords = new SensitiveWordFilter(wordLists);
