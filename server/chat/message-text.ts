/**
 * Server-side checks of a chat message's text (chat spec §5: at most 100 characters,
 * nothing empty). The text is stored as typed — `<`, `>` and `&` are text, never stripped or
 * decoded; the client renders it as text — but characters that only serve to hide or
 * reorder text are removed first.
 */
import { ChatLimits } from '../../src/protocol';

export type TextCheck = { ok: true; text: string } | { ok: false; reason: string };

// C0 controls except tab and newline (Shift+Enter sends a newline), DEL and C1 controls.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Zero-width space, direction marks, bidi embeddings/overrides/isolates and BOM: they can
// make a message read differently from what is stored. ZWJ/ZWNJ stay (emoji, scripts).
const INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Cleans a message and says whether it may be sent.
 * @example cleanMessageText('  hi\u0000 ') // { ok: true, text: 'hi' }
 */
export function cleanMessageText(raw: string, maxLength: number = ChatLimits.MaxMessageLength): TextCheck {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .replace(INVISIBLE, '')
    .trim();
  if (text === '') return { ok: false, reason: 'Message: must not be empty' };
  // Count code points, not UTF-16 units: an emoji is one character to the player.
  const codePoints = text.length <= maxLength ? text.length : [...text].length;
  if (codePoints > maxLength) return { ok: false, reason: `Message: at most ${maxLength} characters` };
  return { ok: true, text };
}
