/**
 * Sanitising what other players and the site send before it reaches the DOM, and what the
 * player sends before it leaves (chat spec §5). Chat text is plain text: markup is removed,
 * not escaped into view. Announcements are HTML, reduced to a safe subset by DOMPurify.
 */
import DOMPurify from 'dompurify';
import { ChatLimits } from '@/protocol';

// The same characters the server removes (server/chat/message-text.ts): C0/C1 controls except
// tab and newline, zero-width space, direction marks, bidi overrides/isolates and BOM.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

function stripTags(text: string): string {
  if (!text.includes('<')) return text;
  if (DOMPurify.isSupported) {
    const fragment = DOMPurify.sanitize(text, { ALLOWED_TAGS: ['#text'], KEEP_CONTENT: true, RETURN_DOM_FRAGMENT: true });
    return fragment.textContent ?? '';
  }
  // No DOM (server render): drop anything tag-shaped; React escapes the rest.
  return text.replace(/<[^>]*>/g, '');
}

/**
 * A chat text made safe to show as text: no markup, no hidden or reordering characters.
 * @example sanitizeChatText('<img src=x onerror=alert(1)>嗨') === '嗨'
 */
export function sanitizeChatText(text: string): string {
  return stripTags(text).replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(INVISIBLE, '');
}

/** The text to send for a draft, or null when nothing may be sent (empty / whitespace only). */
export function prepareOutgoing(draft: string): string | null {
  const text = sanitizeChatText(draft).replace(/\t/g, ' ').trim();
  if (text === '') return null;
  const chars = Array.from(text);
  return chars.length > ChatLimits.MaxMessageLength ? chars.slice(0, ChatLimits.MaxMessageLength).join('') : text;
}

/** Characters (code points) in a text, as the 100-character limit counts them. */
export function charCount(text: string): number {
  return Array.from(text).length;
}

let hooked = false;

/**
 * Announcement HTML reduced to formatting, links and images; links open in a new tab
 * without access to this page.
 */
export function sanitizeAnnouncementHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'video', 'audio'],
    FORBID_ATTR: ['style'],
  });
}
