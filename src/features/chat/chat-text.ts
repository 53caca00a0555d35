/**
 * What other players send, made fit for the page, and what the player sends before it leaves
 * (chat spec §5). Chat text is plain text: it is shown exactly as typed, rendered by React as
 * text (never as HTML), so `a<b`, `&lt;` and `<script>` show as written. Only announcements are
 * HTML (./announcement-html.ts, the one module that loads DOMPurify).
 */
import { ChatLimits } from '@/protocol/chat-rules';

// The same characters the server removes (server/chat/message-text.ts): C0/C1 controls except
// tab and newline, zero-width space, direction marks, bidi overrides/isolates and BOM.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * A chat text as it is shown: as typed, less the hidden or reordering characters the server
 * also drops (a message stored before that rule, or from another server). Markup stays text:
 * render the result as a React text child, never through innerHTML.
 * @example chatText('if a<b and b>c then &amp;') === 'if a<b and b>c then &amp;'
 */
export function chatText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(INVISIBLE, '');
}

/** The text to send for a draft, or null when nothing may be sent (empty / whitespace only). */
export function prepareOutgoing(draft: string): string | null {
  const text = chatText(draft).replace(/\t/g, ' ').trim();
  if (text === '') return null;
  const chars = Array.from(text);
  return chars.length > ChatLimits.MaxMessageLength ? chars.slice(0, ChatLimits.MaxMessageLength).join('') : text;
}

/** Characters (code points) in a text, as the 100-character limit counts them. */
export function charCount(text: string): number {
  return Array.from(text).length;
}
